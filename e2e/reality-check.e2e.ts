import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '@lobby/contract/app-config';
import { ErrorCode } from '@lobby/contract/values/errors';
import { moneyFigure } from '@lobby/contract/values/money';
import { apiClient, hundredths, newRunId, ok, playerWithDeposit } from './support/api';
import { seriousViolations } from './support/axe';
import { closeAll, launchBrowser, signedInPhone, watchErrors } from './support/browser';

/**
 * The reality check (ADR 0072) on the real built app and server, on Playwright's virtual clock:
 * a house game played a round, fifteen minutes on, the game held under a dialog with the time
 * played and the session's net; Keep playing gives the game back, fifteen minutes more and Stop
 * leaves the game with its session closed on the server.
 */

const MINUTE = 60_000;
const runId = newRunId();
const api = apiClient(`e2e-reality-${runId}`);

let browser: Browser;
let context: BrowserContext;
let config: AppConfig;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const { config: served, signedUp } = await playerWithDeposit('reality', runId, 10_000);
  config = served;
  token = signedUp.token;
  context = await signedInPhone(browser, signedUp);
});
afterAll(() => closeAll(context, browser));

/** Stops the page's clock: from here on, time passes only by fastForward and runFor. */
const pauseClock = async (page: Page) =>
  page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

const dialogOf = (page: Page) => page.getByRole('alertdialog', { name: 'Reality check' });

/**
 * Moves the page's clock to just before the next check, asserting none shows early, then on a
 * second at a time until the check fires (the frame is held at once); answers the dialog.
 */
const runToCheck = async (page: Page) => {
  // A jump (due timers fire once): running every animation frame of 15 minutes takes minutes.
  await page.clock.fastForward(15 * MINUTE - 30_000);
  expect(await dialogOf(page).count()).toBe(0);
  expect(await page.getByTestId('game-frame').getAttribute('inert')).toBeNull();
  for (let second = 0; second < 60; second++) {
    await page.clock.runFor(1_000);
    if ((await page.getByTestId('game-frame').getAttribute('inert')) !== null) break;
  }
  const dialog = dialogOf(page);
  await dialog.waitFor({ timeout: 15_000 });
  return dialog;
};

describe('the reality check', () => {
  it('holds a house game every 15 minutes with the time and net; Keep playing, then Stop', async () => {
    const dice = config.games.find((g) => g.provider === 'builtin' && g.code === 'dice')!;
    ok(await api('setRealityCheck', { minutes: 15 }, token));
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.clock.install();
    await page.goto(`/game/start?gameId=${dice.id}`);
    const game = page.frameLocator('[data-testid="game-frame"]');
    const roll = game.getByRole('button', { name: 'Roll', exact: true });
    await roll.waitFor({ timeout: 30_000 });

    // A round with real coins: its net is what the check shows.
    await roll.click();
    await expect
      .poll(() => game.getByTestId('last-win').textContent(), { timeout: 30_000 })
      .toMatch(/^[\d,]+\.\d\d coins$/);
    await expect.poll(() => roll.isEnabled(), { timeout: 30_000 }).toBe(true);
    const net = hundredths(await game.getByTestId('last-win').innerText()) - 100;
    await pauseClock(page);
    const dialog = await runToCheck(page);
    expect(await dialog.getByTestId('reality-check-time').innerText()).toBe(
      'You have played for 15 minutes in this game session.',
    );
    expect(await dialog.getByTestId('reality-check-net').textContent()).toBe(
      `${moneyFigure(net, true)} coins`,
    );
    // The game is held: its controls disabled under a veil, the frame taking no input.
    await expect.poll(() => roll.isDisabled()).toBe(true);
    await game.getByTestId('lobby-paused').waitFor();
    // axe waits on timers of its own: the clock runs for it (no check is due for 15 minutes).
    await page.clock.resume();
    expect(await seriousViolations(page)).toEqual([]);
    await pauseClock(page);

    await dialog.getByRole('button', { name: 'Keep playing' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => roll.isEnabled()).toBe(true);
    expect(await game.getByTestId('lobby-paused').count()).toBe(0);
    // Still the same open session.
    ok(await api('online', { gameId: dice.id }, token));

    const again = await runToCheck(page);
    expect(await again.getByTestId('reality-check-time').innerText()).toBe(
      'You have played for 30 minutes in this game session.',
    );
    await again.getByRole('button', { name: 'Stop playing' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.getByTestId('game-frame').count()).toBe(0);
    await expect
      .poll(async () => (await api('online', { gameId: dice.id }, token)).errcode)
      .toBe(ErrorCode.GAME_SESSION_CLOSED);
    expect(errors).toEqual([]);
    await page.close();
  });
});
