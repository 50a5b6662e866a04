import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig, Game } from '@lobby/contract/app-config';
import { apiClient, appConfig, hundredths, newRunId, ok, onPath, register } from './support/api';
import { baseUrl, closeAll, launchBrowser, signedInPhone, watchErrors } from './support/browser';

/**
 * The demo studio's multi-step games (ADR 0059) as a player meets them, opened from the lobby:
 * a blackjack round dealt, hit or stood on, and settled; a hi-lo round with one guess. Each time
 * the lobby's balance moves by the round's net result (its stakes out, its win in), as the bet
 * record says and the game page shows.
 */

let browser: Browser;
let context: BrowserContext;
let config: AppConfig;
let token: string;

const runId = newRunId();
const api = apiClient();

interface BetRecords {
  list: { roundId: string; gameId: number; bet: number; win: number }[];
}

const coinOf = async () => ok(await api<{ coin: number }>('refreshData', {}, token)).coin;

beforeAll(async () => {
  browser = await launchBrowser();
  config = await appConfig(api);
  const signedUp = await register(api, `steps_${runId}`.toLowerCase(), `Pw-${runId}!`);
  token = signedUp.token;
  // 500.00 through the sandbox checkout's script path.
  const order = ok(
    await api<{ orderNo: string }>(
      'recharge',
      { rechargeTypeId: config.rechargeTypes[0]!.id, amount: 50_000 },
      token,
    ),
  );
  const paid = await fetch(`${baseUrl()}/dev/v1/sandboxPay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ orderNo: order.orderNo, result: 'success' }),
  });
  expect(paid.status).toBe(200);
  expect(await coinOf()).toBeGreaterThanOrEqual(50_000);
  context = await signedInPhone(browser, signedUp);
});

afterAll(() => closeAll(context, browser));

const studioGame = (code: string): Game => {
  const game = config.games.find((g) => g.code === code);
  if (!game || game.provider !== 'demo-provider') throw new Error(`no studio game ${code}`);
  return game;
};

/** Opens `game` from its tile in its lobby section, as a player does. */
const openFromLobby = async (page: Page, game: Game) => {
  const type = config.gameTypes.find((t) => t.id === game.typeId)!;
  await page.goto(`/?type=${type.code}`);
  await page.locator(`[data-testid="game-tile"][data-game-id="${game.id}"]`).click();
  await onPath(page, new RegExp(`^/game/start\\?gameId=${game.id}$`));
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await frame.getByRole('heading', { level: 1, name: game.name }).waitFor({ timeout: 30_000 });
  return frame;
};

const shownBalance = async (frame: FrameLocator) =>
  hundredths(await frame.locator('.balance-value').innerText());

/** Whether `name`'s button is enabled now (the view enables only the legal actions). */
const enabled = (frame: FrameLocator, name: string | RegExp) =>
  frame.getByRole('button', { name }).first().isEnabled();

/** How many cards `selector` shows. */
const cardsIn = (frame: FrameLocator, selector: string) =>
  frame.locator(`${selector} .card-svg`).count();

/**
 * Waits until a step was answered: `shown` cards (or more) under `selector`, then the deal back
 * (the round over) or an action of `actions` live.
 */
const answered = async (frame: FrameLocator, selector: string, shown: number, actions: RegExp) => {
  await expect
    .poll(() => cardsIn(frame, selector), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(shown);
  await expect
    .poll(
      async () =>
        (await enabled(frame, 'Deal a new round')) ||
        (await frame.getByRole('button', { name: actions, disabled: false }).count()) > 0,
      { timeout: 30_000 },
    )
    .toBe(true);
};

/** The game's one bet record, once the round is settled, and the balances that follow it. */
const expectSettled = async (page: Page, frame: FrameLocator, game: Game, before: number) => {
  await expect.poll(() => enabled(frame, 'Deal a new round'), { timeout: 30_000 }).toBe(true);
  const records = ok(
    await api<BetRecords>('betRecord', { pageNum: 1, pageSize: 20, gameId: game.id }, token),
  );
  expect(records.list).toHaveLength(1);
  const round = records.list[0]!;
  const after = before - round.bet + round.win;
  await expect.poll(() => shownBalance(frame)).toBe(after);
  await expect
    .poll(async () => hundredths(await page.getByTestId('game-balance').innerText()))
    .toBe(after);
  expect(await coinOf()).toBe(after);
  return { round, after };
};

describe('the demo studio’s step games from the lobby', () => {
  it('deals a blackjack round, hits or stands, and moves the balance by its net result', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    const game = studioGame('classic-blackjack');
    const before = await coinOf();
    const frame = await openFromLobby(page, game);
    await expect.poll(() => shownBalance(frame)).toBe(before);
    const bet = hundredths(await frame.locator('.bet-value').innerText());

    const moves = /^(Hit|Stand)$/;
    await frame.getByRole('button', { name: 'Deal a new round' }).click();
    await answered(frame, '.player-hands', 2, moves);
    // While the round is open, the bet is taken: the page shows the balance without it.
    if (await enabled(frame, /^Hit$/)) {
      await expect.poll(() => shownBalance(frame)).toBe(before - bet);
      await frame.getByRole('button', { name: /^Hit$/ }).click();
      await answered(frame, '.player-hands', 3, moves);
    }
    if (await enabled(frame, /^Stand$/))
      await frame.getByRole('button', { name: /^Stand$/ }).click();

    const { round } = await expectSettled(page, frame, game, before);
    // No double, no split: the round staked the bet alone.
    expect(round.bet).toBe(bet);
    expect([0, bet, 2 * bet, Math.floor(bet * 2.5)]).toContain(round.win);
    expect(await frame.locator('p[role="status"]').innerText()).toMatch(
      /won|No win|Blackjack|returned/,
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it('plays a hi-lo round of one guess, cashing out when it is right', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    const game = studioGame('hi-lo-cards');
    const before = await coinOf();
    const frame = await openFromLobby(page, game);
    await expect.poll(() => shownBalance(frame)).toBe(before);
    const bet = hundredths(await frame.locator('.bet-value').innerText());

    await frame.getByRole('button', { name: 'Deal a new round' }).click();
    const guesses = /^(Higher|Lower) ·/;
    // The first card is in the trail once dealt; the guess adds the next.
    await answered(frame, '.trail', 1, guesses);
    await frame.getByRole('button', { name: guesses, disabled: false }).first().click();
    await answered(frame, '.trail', 2, /^Cash out ·/);
    const right = await enabled(frame, /^Cash out ·/);
    if (right) await frame.getByRole('button', { name: /^Cash out ·/ }).click();

    const { round } = await expectSettled(page, frame, game, before);
    expect(round.bet).toBe(bet);
    if (right) expect(round.win).toBeGreaterThan(0);
    else expect(round.win).toBe(0);
    expect(await frame.locator('p[role="status"]').innerText()).toMatch(
      right ? /Cashed out/ : /Wrong guess/,
    );
    expect(errors).toEqual([]);
    await page.close();
  });
});
