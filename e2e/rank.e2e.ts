import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '@lobby/contract/app-config';
import { apiClient, dev, hundredths, newRunId, ok, playerWithDeposit } from './support/api';
import { seriousViolations } from './support/axe';
import { closeAll, keepSession, launchBrowser, phoneContext, watchErrors } from './support/browser';

/**
 * The leaderboard as a player meets it: after a bet their own row shows the valid bets and their
 * place; a visitor is sent to sign-in first.
 */

let browser: Browser;
let context: BrowserContext;
let config: AppConfig;
let token: string;

const api = apiClient();

/** A bet on the board: 150.00 of the house slot, whose valid bets count in full. */
const BET = 15_000;

beforeAll(async () => {
  browser = await launchBrowser();
  const player = await playerWithDeposit('rank', newRunId(), BET);
  config = player.config;
  token = player.signedUp.token;
  context = await phoneContext(browser);
  await keepSession(context, player.signedUp);
});

afterAll(() => closeAll(context, browser));

describe('the leaderboard', () => {
  it('sends a visitor to sign-in first', async () => {
    const visitor = await phoneContext(browser);
    const page = await visitor.newPage();
    await page.goto('/rank');
    await page.waitForURL(/\/auth\/login\?redirect=%2Frank/, { timeout: 30_000 });
    await visitor.close();
  });

  it('shows the player’s own row with their valid bets after a bet', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/rank');
    const mine = page.getByTestId('rank-mine');
    await mine.getByText('Bet 100.00 coins in valid bets this period to join the board.').waitFor({
      timeout: 30_000,
    });

    const slot = config.games.find((g) => g.provider === 'builtin' && g.code === 'slot')!;
    ok(await api('startGame', { gameId: slot.id }, token));
    ok(await api('gamePlay', { gameId: slot.id, bet: BET }, token));
    expect((await dev('runJob', { name: 'rewards.consumeEvents' })).data?.ran).toBe(true);

    await page.reload();
    await mine.getByText(/^No\. \d+$/).waitFor({ timeout: 30_000 });
    expect(hundredths(await mine.locator('span').last().innerText())).toBe(BET);
    await page.getByRole('list', { name: 'Top players' }).getByText('(You)').waitFor();
    await page.getByRole('timer').waitFor();
    await page.getByRole('tab', { name: 'Weekly' }).click();
    await mine.getByText(/^No\. \d+$/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
