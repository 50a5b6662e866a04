import type { Browser, BrowserContext, FrameLocator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AppConfig, Game } from '@lobby/contract/app-config';
import { apiClient, appConfig, hundredths, newRunId, ok, onPath, register } from './support/api';
import { seriousViolations } from './support/axe';
import {
  baseUrl,
  closeAll,
  launchBrowser,
  phoneContext,
  signedInPhone,
  watchErrors,
} from './support/browser';

/**
 * The demo studio's multi-step games as a player meets them: a blackjack round from the lobby
 * (Deal, then the legal moves until the round is over; its bet record holds every stake and the
 * win) and a hi-lo round in demo play (a guess, then a cash-out when it was right). Cards are SVG
 * images with names; the paytable and the RTP are on the page.
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
  context = await signedInPhone(browser, signedUp);
});

afterAll(() => closeAll(context, browser));

const studioGame = (code: string): Game => {
  const game = config.games.find((g) => g.code === code);
  if (!game || game.provider !== 'demo-provider') throw new Error(`no studio game ${code}`);
  return game;
};

const shownBalance = async (frame: FrameLocator) =>
  hundredths(await frame.locator('.balance-value').innerText());

describe('the demo studio’s multi-step games', () => {
  it('plays a blackjack round from the lobby: every stake and the win in one bet record', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    const game = studioGame('classic-blackjack');
    const before = await coinOf();
    await page.goto(`/game/start?gameId=${game.id}`);
    await onPath(page, new RegExp(`^/game/start\\?gameId=${game.id}$`));
    const frame = page.frameLocator('[data-testid="game-frame"]');
    await frame.getByRole('heading', { level: 1, name: game.name }).waitFor({ timeout: 30_000 });
    await expect.poll(() => shownBalance(frame)).toBe(before);
    await frame.getByRole('table', { name: 'Paytable' }).waitFor();
    await frame.getByText('Return to player: 99.63%').waitFor();

    const moves = frame.getByRole('group', { name: 'Your move' });
    const deal = moves.getByRole('button', { name: 'Deal a new round' });
    const stand = moves.getByRole('button', { name: 'Stand' });
    await deal.click();
    // Play Stand whenever it is enabled until Deal is back (a blackjack ends at once).
    await expect
      .poll(
        async () => {
          if (await stand.isEnabled()) await stand.click();
          return deal.isEnabled();
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await expect(
      frame
        .getByRole('img', { name: /of (spades|hearts|diamonds|clubs)$/ })
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    expect(await frame.getByRole('button', { name: 'Hit' }).isDisabled()).toBe(true);

    const records = ok(
      await api<BetRecords>('betRecord', { pageNum: 1, pageSize: 20, gameId: game.id }, token),
    );
    expect(records.list).toHaveLength(1);
    const round = records.list[0]!;
    await expect.poll(() => shownBalance(frame)).toBe(before - round.bet + round.win);
    expect(await coinOf()).toBe(before - round.bet + round.win);
    expect(
      await seriousViolations(
        page.frames().find((f) => f.url().startsWith(inject('providerUrl')))!,
      ),
    ).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('plays hi-lo in demo: a guess, then a cash-out or the loss', async () => {
    const demoContext = await phoneContext(browser);
    const page = await demoContext.newPage();
    const errors = watchErrors(page);
    const game = studioGame('hi-lo-cards');
    await page.goto(`/game/start?gameId=${game.id}&tryIt=1`);
    const frame = page.frameLocator('[data-testid="game-frame"]');
    await frame.getByRole('heading', { level: 1, name: game.name }).waitFor({ timeout: 30_000 });
    expect(await shownBalance(frame)).toBe(100_000);
    const guesses = frame.getByRole('group', { name: 'Your guess' });
    const deal = guesses.getByRole('button', { name: 'Deal a new round' });
    await deal.click();
    const higher = guesses.getByRole('button', { name: /^Higher/ });
    const lower = guesses.getByRole('button', { name: /^Lower/ });
    await expect.poll(() => deal.isDisabled(), { timeout: 30_000 }).toBe(true);
    await expect
      .poll(async () => (await higher.isEnabled()) || (await lower.isEnabled()))
      .toBe(true);
    await ((await higher.isEnabled()) ? higher : lower).click();
    const cashOut = guesses.getByRole('button', { name: /^Cash out/ });
    await expect
      .poll(async () => (await deal.isEnabled()) || (await cashOut.isEnabled()), {
        timeout: 30_000,
      })
      .toBe(true);
    if (await cashOut.isEnabled()) await cashOut.click();
    await expect.poll(() => deal.isEnabled(), { timeout: 30_000 }).toBe(true);
    const status = await frame.locator('p[role="status"]').innerText();
    expect(status).toMatch(/Cashed out|Wrong guess/);
    expect(errors).toEqual([]);
    await demoContext.close();
  });
});
