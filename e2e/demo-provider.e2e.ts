import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
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
 * The demo studio (apps/demo-provider) as a player meets it: three of its games of different
 * types opened from the lobby tiles, a round played in each at the studio's own origin, the
 * balance in the lobby and the bet records agreeing with what the games showed.
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
  const signedUp = await register(api, `studio_${runId}`.toLowerCase(), `Pw-${runId}!`);
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
  // The sandbox pays at once: its webhook is applied before it answers.
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

/** The studio's page inside the lobby's game frame (another origin). */
const studioFrame = (page: Page) => {
  const frame = page.frames().find((f) => f.url().startsWith(inject('providerUrl')));
  if (!frame) throw new Error('no studio frame');
  return frame;
};

/** The studio page's balance, in hundredths. */
const shownBalance = async (frame: FrameLocator) =>
  hundredths(await frame.locator('.balance-value').innerText());

/** Waits until the round's result is announced and its controls are back; the status text. */
const roundDone = async (frame: FrameLocator, control: ReturnType<FrameLocator['getByRole']>) => {
  const status = frame.locator('p[role="status"]');
  await expect.poll(() => status.innerText(), { timeout: 30_000 }).not.toBe('');
  await expect.poll(() => control.isEnabled(), { timeout: 30_000 }).toBe(true);
  return status.innerText();
};

describe('the demo studio’s games from the lobby', () => {
  it('plays a slot, a fishing table and a crash game; balances and bet records agree', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    const games = [studioGame('golden-orchard'), studioGame('ocean-king'), studioGame('sky-pilot')];
    let balance = await coinOf();

    for (const game of games) {
      const frame = await openFromLobby(page, game);
      await expect.poll(() => shownBalance(frame)).toBe(balance);
      const bet = hundredths(await frame.locator('.bet-value').innerText());
      expect(bet).toBeGreaterThan(0);

      let control;
      if (game.code === 'golden-orchard') {
        control = frame.getByRole('button', { name: 'Spin the reels' });
        await control.click();
      } else if (game.code === 'ocean-king') {
        control = frame.getByRole('list', { name: /^Fish/ }).getByRole('button').first();
        await control.click();
      } else {
        await frame.getByLabel('Cash out at (×)').fill('1.50');
        control = frame.getByRole('button', { name: 'Launch the round' });
        await control.click();
      }
      const said = await roundDone(frame, control);
      expect(said).toMatch(/won|No win|Missed|Crashed/);

      // The lobby's wallet moved by the bet and the win the studio recorded.
      const records = ok(
        await api<BetRecords>('betRecord', { pageNum: 1, pageSize: 20, gameId: game.id }, token),
      );
      expect(records.list).toHaveLength(1);
      const round = records.list[0]!;
      expect(round.bet).toBe(bet);
      balance = balance - round.bet + round.win;
      await expect.poll(() => shownBalance(frame)).toBe(balance);
      // The game told the lobby: the handle shows the same balance.
      await expect
        .poll(async () => hundredths(await page.getByTestId('game-balance').innerText()))
        .toBe(balance);
      expect(await coinOf()).toBe(balance);
      // The lobby's page and the studio's, each as axe sees it.
      expect(await seriousViolations(page)).toEqual([]);
      expect(await seriousViolations(studioFrame(page))).toEqual([]);

      await page
        .getByRole('toolbar', { name: 'Game menu' })
        .getByRole('button', { name: 'Leave the game' })
        .click();
      await onPath(page, /^\/\?type=/);
    }

    // Back in the lobby the balance chip shows it; the report lists the three rounds.
    await page.goto('/member/report');
    for (const game of games) {
      await page.getByRole('list', { name: 'By game' }).getByText(game.name).waitFor();
    }
    const all = ok(await api<BetRecords>('betRecord', { pageNum: 1, pageSize: 20 }, token));
    expect(all.list.map((r) => r.gameId).sort()).toEqual(games.map((g) => g.id).sort());
    expect(errors).toEqual([]);
    await page.close();
  });

  it('plays a table game in demo without signing in, on demo coins', async () => {
    const demoContext = await phoneContext(browser);
    const page = await demoContext.newPage();
    const errors = watchErrors(page);
    const game = studioGame('dragon-tiger');
    await page.goto(`/game/start?gameId=${game.id}&tryIt=1`);
    const frame = page.frameLocator('[data-testid="game-frame"]');
    await frame.getByRole('heading', { level: 1, name: game.name }).waitFor({ timeout: 30_000 });
    await frame.getByText('DEMO', { exact: true }).waitFor();
    expect(await shownBalance(frame)).toBe(100_000);
    const bet = hundredths(await frame.locator('.bet-value').innerText());
    // A chip on the first bet, then the deal plays the chips on the table.
    const side = frame.getByRole('group', { name: 'Place your bet' }).getByRole('button').first();
    await side.click();
    const deal = frame.getByRole('button', { name: 'Deal: play every chip on the table' });
    await deal.click();
    expect(await roundDone(frame, deal)).toMatch(/wins|tie/i);
    const lastWin = await frame.locator('.last-win-value').innerText();
    const win = /\d/.test(lastWin) ? hundredths(lastWin) : 0;
    expect(await shownBalance(frame)).toBe(100_000 - bet + win);
    expect(await seriousViolations(studioFrame(page))).toEqual([]);
    expect(errors).toEqual([]);
    await demoContext.close();
  });
});
