import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '@lobby/contract/app-config';
import type {
  GetJackpotDrawInfoAnswer,
  LobbyLiveAnswer,
  ReceiveDrawChanceAnswer,
} from '@lobby/contract/jackpot';
import { formatHundredths, moneyFigure } from '@lobby/contract/values/money';
import {
  apiClient,
  consumeEvents,
  hundredths,
  newRunId,
  ok,
  playerWithDeposit,
} from './support/api';
import { seriousViolations } from './support/axe';
import { closeAll, launchBrowser, signedInPhone, watchErrors } from './support/browser';
import { smallTapTargets } from './support/tap-targets';

/**
 * The lobby come alive: a player's big dice round joins the feed of big wins under the jackpot
 * ticker (anonymous/lobbyLive), and a real jackpot draw of theirs verifies on the fairness page
 * from the link its record gives.
 */

let browser: Browser;
let context: BrowserContext;
let config: AppConfig;
let player: { token: string; user: { id: number } };
const runId = newRunId();
const api = apiClient(`e2e-live-${runId}`);

beforeAll(async () => {
  browser = await launchBrowser();
  // 1,000.00: rounds enough for a big win (×10 and 10.00) and five draw chances.
  const made = await playerWithDeposit('live', runId, 100_000);
  config = made.config;
  player = made.signedUp;
  context = await signedInPhone(browser, player);
});

afterAll(() => closeAll(context, browser));

const lobbyLive = async () => ok(await api<LobbyLiveAnswer>('anonymous/lobbyLive', {}));

describe('the lobby’s jackpot ticker and big wins', () => {
  it('shows the pools, and a player’s big round in the feed, linked to its game', async () => {
    const dice = config.games.find((g) => g.provider === 'builtin' && g.code === 'dice')!;
    ok(await api('startGame', { gameId: dice.id }, player.token));
    // Under 9.00 wins 9 rounds in 100 and pays about 11×: a big win by its multiple (×10) and its
    // amount (10.00). A round at ×1.01 is never one (docs/rules.md "Big wins"). A bet of its own
    // cents tells this round from others.
    const bet = 200 + (Number.parseInt(runId.slice(-2), 36) % 100);
    let payout = 0;
    for (let round = 0; round < 80 && payout === 0; round++) {
      const played = ok(
        await api<{ payout: number }>(
          'gamePlay',
          { gameId: dice.id, bet, params: { direction: 'under', target: 900 } },
          player.token,
        ),
      );
      payout = played.payout;
    }
    expect(payout).toBeGreaterThanOrEqual(bet * 10);
    await consumeEvents();
    // The server reads the feed again every few seconds: wait until it lists the round.
    const isOurs = (w: LobbyLiveAnswer['bigWins'][number]) =>
      w.kind === 'round' && w.gameId === dice.id && w.amount === payout;
    await expect.poll(async () => (await lobbyLive()).bigWins.some(isOurs)).toBe(true);
    const live = await lobbyLive();
    expect(live.jackpotLive).toBe(true);
    const ours = live.bigWins.find(isOurs)!;
    expect(ours.multiplier).toBe(Math.floor((payout * 100) / bet));
    // Masked: never the account name itself.
    expect(ours.nickname).toContain('*');

    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/');
    const ticker = page.getByRole('region', { name: 'Lucky jackpot' });
    await ticker.waitFor({ timeout: 30_000 });
    // The total is the four pools', as shown (read at once: a later poll may count them up).
    const figures = await ticker.evaluate((el) =>
      ['total', 'mega', 'major', 'minor', 'mini'].map(
        (id) => el.querySelector(`[data-testid="jackpot-${id}"]`)!.textContent!,
      ),
    );
    for (const figure of figures) expect(figure).toMatch(/^\d{1,3}(,\d{3})*\.\d{2} coins$/);
    const [total, ...pools] = figures.map(hundredths);
    expect(total).toBe(pools.reduce((sum, pool) => sum + pool!, 0));

    const feed = page.getByRole('list', { name: 'Big wins' });
    const row = feed.getByRole('listitem').filter({ hasText: `${moneyFigure(payout)} coins` });
    await row.first().waitFor({ timeout: 30_000 });
    await row.getByText(`×${formatHundredths(ours.multiplier!)}`).waitFor();
    await row.getByText(ours.nickname, { exact: false }).waitFor();
    expect(await row.getByRole('link', { name: dice.name }).getAttribute('href')).toBe(
      `/game/start?gameId=${dice.id}`,
    );

    // The lobby with both, and the feed moving or not, passes axe and the tap-target check.
    await page.getByRole('heading', { name: 'Big wins' }).scrollIntoViewIfNeeded();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await smallTapTargets(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('a jackpot draw on the fairness page', () => {
  it('verifies the player’s own draw from its record’s link, in the browser', async () => {
    await consumeEvents();
    const before = ok(await api<GetJackpotDrawInfoAnswer>('getJackpotDrawInfo', {}, player.token));
    expect(before.chances).toBeGreaterThan(0);
    const drawn = ok(
      await api<ReceiveDrawChanceAnswer>(
        'receiveDrawChance',
        { nonce: before.seeds.nonce },
        player.token,
      ),
    );
    const query = new URLSearchParams({
      game: 'jackpot',
      serverSeed: drawn.serverSeed,
      clientSeed: drawn.clientSeed,
      nonce: String(drawn.nonce),
      weights: before.cells.map((c) => c.weight).join(','),
      types: before.cells.map((c) => c.type).join(','),
      wheel: before.wheel.map((s) => s.weight).join(','),
    });

    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`/play/fairness?${query.toString()}`);
    const result = page.getByTestId('verify-result');
    await result.waitFor({ timeout: 30_000 });
    // The seed the draw revealed hashes, in the browser, to the commitment shown before it.
    expect(await page.getByTestId('seed-hash').innerText()).toBe(before.seeds.serverSeedHash);
    expect(await page.getByTestId('verified-cell').innerText()).toBe(
      `${drawn.cellIndex + 1} of ${before.cells.length}`,
    );
    const sector = page.getByTestId('verified-wheel-sector');
    if (drawn.wheelSector === null) expect(await sector.count()).toBe(0);
    else
      expect(await sector.innerText()).toBe(`${drawn.wheelSector + 1} of ${before.wheel.length}`);

    expect(await seriousViolations(page)).toEqual([]);
    expect(await smallTapTargets(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
