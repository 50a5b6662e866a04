import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '@lobby/contract/app-config';
import { apiClient, appConfig, hundredths, newRunId, ok, registeredPhone } from './support/api';
import { closeAll, launchBrowser, phoneContext, watchErrors } from './support/browser';

/**
 * The built-in games' pages on the real built app and server: a round of each game with demo
 * coins (under the lobby's service worker), then a signed-in player with a deposit spins the
 * slot from the launch URL startGame gives, sees the balance move, and verifies that very spin
 * on the fairness page after changing seeds.
 */

let browser: Browser;
let config: AppConfig;
beforeAll(async () => {
  browser = await launchBrowser();
  config = await appConfig(api);
});
afterAll(() => closeAll(browser));

const runId = newRunId();
const fingerprint = `e2e-games-${runId}`;

const api = apiClient(fingerprint);

const builtin = (code: string) => {
  const game = config.games.find((g) => g.provider === 'builtin' && g.code === code);
  if (!game) throw new Error(`no built-in ${code} in the catalogue`);
  return game;
};

const balanceOf = async (page: Page) => hundredths(await page.getByTestId('balance').innerText());

const symbolsIn = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator('[data-symbol][role="img"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-symbol')));

const shot = async (page: Page, name: string) => {
  mkdirSync('test-results', { recursive: true });
  await page.screenshot({ path: `test-results/${name}-360x740.png` });
};

describe('demo play', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await phoneContext(browser);
  });
  afterAll(() => closeAll(context));

  it('plays a round of each game with demo coins, the lobby’s service worker in charge', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    // As for a returning player: the lobby's service worker controls navigations, and must still
    // let the game pages (play.html) through rather than answer with the lobby's shell.
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
        timeout: 15_000,
      })
      .toBe(true);

    const rounds: { code: string; play: (page: Page) => Promise<void>; result: RegExp }[] = [
      {
        code: 'dice',
        play: (p) => p.getByRole('button', { name: 'Roll', exact: true }).click(),
        result: /^(You won [\d,.]+ coins|Rolled [\d.]+: no win this time)$/,
      },
      {
        code: 'crash',
        play: (p) => p.getByRole('button', { name: 'Bet', exact: true }).click(),
        result: /^(Cashed out: you won [\d,.]+ coins \(crashed at [\d,.]+×\)|Crashed at [\d,.]+×)$/,
      },
      {
        code: 'mines',
        play: async (p) => {
          for (const n of [1, 7, 13])
            await p.getByRole('button', { name: `Tile ${n}`, exact: true }).click();
          await p.getByRole('button', { name: 'Bet', exact: true }).click();
        },
        result: /^(Safe! You won [\d,.]+ coins \([\d,.]+×\)|Boom! A mine this time)$/,
      },
      {
        code: 'slot',
        play: (p) => p.getByRole('button', { name: 'Spin', exact: true }).click(),
        result: /^(Win [\d,.]+ coins|No win this time)$/,
      },
    ];
    for (const { code, play, result } of rounds) {
      // The lobby's "Try it" launch URL for the game.
      const { launchUrl } = ok(
        await api<{ launchUrl: string }>('startGame', { gameId: builtin(code).id, tryIt: true }),
      );
      expect(launchUrl).toBe(`/play/${code}?demo=1`);
      const response = await page.goto(launchUrl);
      expect(response?.status()).toBe(200);
      await page.getByText('Demo', { exact: true }).waitFor();
      // Not the lobby: no splash cover, no tab bar.
      expect(await page.locator('#cover').count()).toBe(0);
      expect(await page.getByRole('navigation').count()).toBe(0);
      await expect.poll(() => page.getByTestId('balance').textContent()).toBe('1,000.00 coins');

      await play(page);
      await expect
        .poll(() => page.getByTestId('round-result').innerText(), { timeout: 30_000 })
        .toMatch(result);
      await expect
        .poll(() => page.getByTestId('last-win').textContent(), { timeout: 30_000 })
        .toMatch(/^[\d,]+\.\d\d coins$/);
      const lastWin = hundredths(await page.getByTestId('last-win').innerText());
      expect(await balanceOf(page)).toBe(100_000 - 100 + lastWin);
      await shot(page, `play-${code}-demo`);
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('signed-in play', () => {
  let context: BrowserContext;
  let token: string;

  beforeAll(async () => {
    const account = `games_${runId}`.toLowerCase();
    ({ token, context } = await registeredPhone(browser, api, account, `Pw-${runId}!`));
  });
  afterAll(() => closeAll(context));

  it('spins the slot with real coins, then verifies that spin after changing seeds', async () => {
    // A deposit through the sandbox provider's checkout page.
    const channel = config.rechargeTypes[0]!;
    const order = ok(
      await api<{ orderNo: string; payUrl: string }>(
        'recharge',
        { rechargeTypeId: channel.id, amount: 10_000 },
        token,
      ),
    );
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(order.payUrl);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/sandbox-pay/'));
    const { coin: deposited } = ok(await api<{ coin: number }>('refreshData', {}, token));
    expect(deposited).toBeGreaterThanOrEqual(10_000);

    // The game as the lobby launches it.
    const slot = builtin('slot');
    const { launchUrl, sessionId } = ok(
      await api<{ launchUrl: string; sessionId: string }>('startGame', { gameId: slot.id }, token),
    );
    expect(launchUrl).toBe(`/play/slot?session=${encodeURIComponent(sessionId)}`);
    await page.goto(launchUrl);
    await page.getByRole('button', { name: 'Spin', exact: true }).waitFor();
    expect(await page.getByText('Demo', { exact: true }).count()).toBe(0);
    await expect.poll(() => balanceOf(page)).toBe(deposited);

    // The commitment, shown before betting.
    await page.getByRole('button', { name: 'Provably fair' }).click();
    const sheet = page.getByRole('dialog', { name: 'Provably fair' });
    const committed = await sheet
      .locator('dt', { hasText: 'Server seed hash (SHA-256)' })
      .locator('xpath=following-sibling::dd')
      .innerText();
    expect(committed).toMatch(/^[0-9a-f]{64}$/);
    await sheet.getByRole('button', { name: 'Close' }).click();

    const started = Date.now();
    await page.getByRole('button', { name: 'Spin', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('round-result').innerText(), { timeout: 60_000 })
      .toMatch(/^(Win [\d,.]+ coins|No win this time)$/);
    // A paid spin lasts at least 2.5 s.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_500);
    // The round is settled (free spins played out, the win paid) once Spin is back: the win bar
    // shows a win from the first spin on.
    await expect
      .poll(() => page.getByRole('button', { name: 'Spin', exact: true }).isEnabled(), {
        timeout: 60_000,
      })
      .toBe(true);
    const payout = hundredths(await page.getByTestId('last-win').innerText());
    await expect.poll(() => balanceOf(page)).toBe(deposited - 100 + payout);
    const { coin } = ok(await api<{ coin: number }>('refreshData', {}, token));
    expect(coin).toBe(deposited - 100 + payout);
    const reels = await symbolsIn(page, 'slot-window');
    expect(reels).toHaveLength(15);
    await shot(page, 'play-slot-signed-in');

    // To the fairness page from the game; change seeds there, which reveals the server seed.
    await page.getByRole('button', { name: 'Provably fair' }).click();
    await page.getByRole('link', { name: 'How it works · verify a round' }).click();
    await page.waitForURL((url) => url.pathname === '/play/fairness');
    const seeds = page.getByRole('region', { name: 'Your seeds' });
    await seeds.getByText(committed).waitFor();
    await seeds.getByRole('button', { name: 'Change seeds' }).click();
    const revealed = page.getByTestId('revealed-seeds');
    await revealed.waitFor();
    expect(await page.getByLabel('Game', { exact: true }).inputValue()).toBe('slot');
    expect(await page.getByLabel('Nonce', { exact: true }).inputValue()).toBe('0');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();

    const result = page.getByTestId('verify-result');
    await result.waitFor();
    // The seed's SHA-256, computed in the browser, is the hash shown before the bet.
    expect(await page.getByTestId('seed-hash').innerText()).toBe(committed);
    await result.getByText('Matches the hash you were shown before your bets.').waitFor();
    // The same round: the reels the game showed last are the round's last spin.
    const spins = await result.locator('[data-testid^="verified-spin-"]').count();
    expect(spins).toBeGreaterThanOrEqual(1);
    expect(await symbolsIn(page, `verified-spin-${spins - 1}`)).toEqual(reels);
    const total = Number(/Total win: (\d+) line bets/.exec(await result.innerText())![1]);
    expect(Math.floor((100 * total) / 10)).toBe(payout);
    await shot(page, 'play-fairness-verified');
    expect(errors).toEqual([]);
    await page.close();
  });
});
