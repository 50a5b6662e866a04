import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '@lobby/contract/app-config';
import {
  apiClient,
  appConfig,
  hundredths,
  newRunId,
  ok,
  onPath,
  signUpByAccount,
} from './support/api';
import { closeAll, launchBrowser, phoneContext, watchErrors } from './support/browser';

/**
 * A player's whole way through the games, as issue 5 tells it: sign up, deposit through the
 * sandbox checkout, open the slot from the lobby, spin it, see the balance move, find the round
 * in /member/report, and verify that very round on the fairness page.
 */

let browser: Browser;
let context: BrowserContext;
let config: AppConfig;

const runId = newRunId();
const account = `journey_${runId}`.toLowerCase();
const password = `Pw-${runId}!`;

const api = apiClient();

beforeAll(async () => {
  browser = await launchBrowser();
  context = await phoneContext(browser);
  config = await appConfig(api);
});

afterAll(() => closeAll(context, browser));

describe('a player’s way through the games', () => {
  it('signs up, deposits, spins the slot from the lobby, finds the round in the report and verifies it', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);

    // Sign up (and so in) with an account name.
    await signUpByAccount(page, account, password);
    await onPath(page, /^\/member$/);
    const token = await page.evaluate(() => localStorage.getItem('lobby.token'));
    expect(token).toBeTruthy();

    // Deposit 100.00 through the sandbox provider's checkout.
    await page
      .getByRole('region', { name: 'Balance' })
      .getByRole('link', { name: 'Deposit' })
      .click();
    await page.getByRole('radio', { name: /^100\.00/ }).click();
    await page.getByRole('button', { name: 'Deposit 100.00 coins' }).click();
    await onPath(page, /^\/sandbox-pay\/checkout\//);
    await page.getByRole('button', { name: 'Pay' }).click();
    await onPath(page, /^\/wallets\?name=deposit&orderNo=D/);
    await page.getByText('Deposit successful').waitFor({ timeout: 30_000 });
    const { coin: deposited } = ok(await api<{ coin: number }>('refreshData', {}, token!));
    expect(deposited).toBeGreaterThanOrEqual(10_000);

    // The slot, from its lobby section.
    const slot = config.games.find((g) => g.provider === 'builtin' && g.code === 'slot')!;
    const type = config.gameTypes.find((t) => t.id === slot.typeId)!;
    await page.goto(`/?type=${type.code}`);
    await page.locator(`[data-testid="game-tile"][data-game-id="${slot.id}"]`).click();
    await onPath(page, new RegExp(`^/game/start\\?gameId=${slot.id}$`));
    await expect
      .poll(async () => hundredths(await page.getByTestId('game-balance').innerText()))
      .toBe(deposited);
    const game = page.frameLocator('[data-testid="game-frame"]');
    const spin = game.getByRole('button', { name: 'Spin', exact: true });
    await spin.waitFor();
    await expect
      .poll(async () => hundredths(await game.getByTestId('balance').innerText()))
      .toBe(deposited);
    await spin.click();
    await expect
      .poll(() => game.getByTestId('round-result').innerText(), { timeout: 60_000 })
      .toMatch(/^(Win [\d,.]+ coins|No win this time)$/);
    // Settled (free spins played out, the win paid) once Spin is back: the win bar shows a win
    // from the first spin on.
    await expect.poll(() => spin.isEnabled(), { timeout: 60_000 }).toBe(true);
    const payout = hundredths(await game.getByTestId('last-win').innerText());
    const reels = await game
      .getByTestId('slot-window')
      .locator('[data-symbol][role="img"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-symbol')));
    // The game told the lobby: the handle shows the new balance, as the server has it.
    const after = deposited - 100 + payout;
    await expect
      .poll(async () => hundredths(await page.getByTestId('game-balance').innerText()))
      .toBe(after);
    expect(ok(await api<{ coin: number }>('refreshData', {}, token!)).coin).toBe(after);

    // The round in the report.
    const rounds = ok(
      await api<{ list: { roundId: string; bet: number; win: number }[] }>(
        'betRecord',
        { pageNum: 1, pageSize: 20 },
        token!,
      ),
    );
    expect(rounds.list).toHaveLength(1);
    const round = rounds.list[0]!;
    expect(round).toMatchObject({ bet: 100, win: payout });
    await page
      .getByRole('toolbar', { name: 'Game menu' })
      .getByRole('button', { name: 'Leave the game' })
      .click();
    await onPath(page, new RegExp(`^/\\?type=${type.code}$`));
    await page.goto('/member/report');
    await page.getByText(`Round ${round.roundId}`).waitFor();
    await page.getByRole('list', { name: 'By game' }).getByText(slot.name).waitFor();

    // Verify it from the game's menu (the game open again): the fairness page, in the frame, set to the slot; change
    // seeds there (revealing the server seed the round used), then verify.
    await page.goto(`/game/start?gameId=${slot.id}`);
    await page
      .getByRole('toolbar', { name: 'Game menu' })
      .getByRole('button', { name: 'Fairness' })
      .click();
    const fairness = page.frameLocator('[data-testid="game-frame"]');
    const seeds = fairness.getByRole('region', { name: 'Your seeds' });
    await seeds.getByRole('button', { name: 'Change seeds' }).click();
    await fairness.getByTestId('revealed-seeds').waitFor();
    expect(await fairness.getByLabel('Game', { exact: true }).inputValue()).toBe('slot');
    expect(await fairness.getByLabel('Nonce', { exact: true }).inputValue()).toBe('0');
    await fairness.getByRole('button', { name: 'Verify', exact: true }).click();
    const result = fairness.getByTestId('verify-result');
    await result.getByText('Matches the hash you were shown before your bets.').waitFor();
    const spins = await result.locator('[data-testid^="verified-spin-"]').count();
    const lastSpin = await result
      .getByTestId(`verified-spin-${spins - 1}`)
      .locator('[data-symbol][role="img"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-symbol')));
    expect(lastSpin).toEqual(reels);
    expect(errors).toEqual([]);
    await page.close();
  });
});
