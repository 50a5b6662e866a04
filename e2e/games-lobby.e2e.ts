import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig, AppConfigAnswer } from '@lobby/contract/app-config';
import { ErrorCode } from '@lobby/contract/values/errors';
import { apiClient, newRunId, ok, onPath, registeredPhone } from './support/api';
import { closeAll, launchBrowser, watchErrors } from './support/browser';

/**
 * The lobby side of the games on the real built app and server: a signed-in player likes a game
 * and finds it on /member/games, opens a built-in game from the lobby (its launch URL full screen
 * in a frame, the handle in a strip above it), and leaves it back to the lobby with the session closed.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeAll(browser));

const runId = newRunId();
const account = `games_${runId}`.toLowerCase();
const password = `Pw-${runId}!`;
const fingerprint = `e2e-games-${runId}`;

const api = apiClient(fingerprint);

describe('games in the lobby', () => {
  let context: BrowserContext;
  let token: string;
  let config: AppConfig;

  beforeAll(async () => {
    const answer = ok(await api<AppConfigAnswer>('anonymous/appConfig', {}));
    if (answer.notModified) throw new Error('appConfig answered without a config');
    config = answer.config;
    // A fresh player, signed in in the browser as the app keeps a session (token and user).
    ({ token, context } = await registeredPhone(browser, api, account, password));
  });
  afterAll(() => closeAll(context));

  it('likes a game from its lobby tile and finds it on /member/games', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/');
    const tile = page.getByTestId('game-tile').first();
    await tile.waitFor();
    const gameId = Number(await tile.getAttribute('data-game-id'));
    const game = config.games.find((g) => g.id === gameId);
    expect(game, `game ${gameId} in the config`).toBeDefined();

    const heart = page.getByRole('button', { name: `Like ${game!.name}` }).first();
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    // Saved on the server, not only on screen.
    await expect
      .poll(async () => ok(await api<{ gameLikeIds: number[] }>('gameLikeList', {}, token)))
      .toEqual({ gameLikeIds: [gameId] });

    await page.goto('/member/games');
    await page.getByRole('tab', { name: 'Liked', selected: true }).waitFor();
    const liked = page.getByRole('tabpanel').getByTestId('game-tile');
    await liked.first().waitFor();
    expect(await liked.count()).toBe(1);
    expect(await liked.first().getAttribute('data-game-id')).toBe(String(gameId));
    expect(
      await page
        .getByRole('tabpanel')
        .getByRole('button', { name: `Like ${game!.name}` })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    // And on the lobby's Favourites tab.
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Game categories' })
      .getByRole('link', { name: 'Favourites' })
      .click();
    await onPath(page, /^\/\?type=favourites$/);
    const favourites = page.getByRole('region', { name: 'Favourites' }).getByTestId('game-tile');
    await favourites.first().waitFor();
    expect(await favourites.count()).toBe(1);
    expect(await favourites.first().getAttribute('data-game-id')).toBe(String(gameId));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens a game from the lobby full screen with the handle, and leaves back to the lobby', async () => {
    const dice = config.games.find((g) => g.provider === 'builtin' && g.code === 'dice');
    expect(dice, 'a built-in dice game in the demo catalogue').toBeDefined();
    const type = config.gameTypes.find((t) => t.id === dice!.typeId);
    const lobby = `/?type=${type!.code}`;

    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(lobby);
    await page.locator(`[data-testid="game-tile"][data-game-id="${dice!.id}"]`).click();
    await onPath(page, new RegExp(`^/game/start\\?gameId=${dice!.id}$`));

    const frame = page.getByTestId('game-frame');
    await frame.waitFor();
    const src = (await frame.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/play\/dice\?session=[\w-]+$/);
    expect(await frame.getAttribute('title')).toBe(dice!.name);
    // Full screen: the frame covers the 360 × 740 screen below the handle's 52 px strip (so the
    // handle never covers the game, ADR 0060), no bars around it.
    const box = await frame.boundingBox();
    expect(box).toEqual({ x: 0, y: 52, width: 360, height: 688 });
    expect(await page.getByTestId('navbar').count()).toBe(0);

    const handle = page.getByRole('toolbar', { name: 'Game menu' });
    await handle.waitFor();
    await expect.poll(() => page.getByTestId('game-balance').innerText()).toBe('0.00');
    await handle.getByRole('button', { name: 'Fairness' }).waitFor();
    // The session is open on the server while the game is shown.
    ok(await api('online', { gameId: dice!.id }, token));

    await handle.getByRole('button', { name: 'Leave the game' }).click();
    await onPath(page, new RegExp(`^/\\?type=${type!.code}$`));
    await page.locator(`[data-testid="game-tile"][data-game-id="${dice!.id}"]`).waitFor();
    expect(await page.getByTestId('game-frame').count()).toBe(0);
    // exitGame closed it: the heartbeat now hears that the session has ended.
    await expect
      .poll(async () => (await api('online', { gameId: dice!.id }, token)).errcode)
      .toBe(ErrorCode.GAME_SESSION_CLOSED);
    // And the game heads the player's recent games.
    const history = ok(await api<{ gameHistory: number[] }>('gameHistory', {}, token));
    expect(history.gameHistory[0]).toBe(dice!.id);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('closes the game session when the player closes the tab with the game open', async () => {
    const dice = config.games.find((g) => g.provider === 'builtin' && g.code === 'dice');
    const page = await context.newPage();
    await page.goto(`/game/start?gameId=${dice!.id}`);
    await page.getByTestId('game-frame').waitFor();
    await page.getByRole('toolbar', { name: 'Game menu' }).waitFor();
    ok(await api('online', { gameId: dice!.id }, token));

    // pagehide sends exitGame with keepalive, so it arrives though the page is gone. The
    // context outlives the page: what became of that request is kept, to tell a request the
    // browser never sent from one the server did not honour.
    const exits: string[] = [];
    context.on('requestfinished', (request) => {
      if (request.url().endsWith('/app/v1/exitGame')) exits.push('finished');
    });
    context.on('requestfailed', (request) => {
      if (request.url().endsWith('/app/v1/exitGame'))
        exits.push(`failed: ${request.failure()?.errorText ?? '?'}`);
    });
    await page.close({ runBeforeUnload: true });
    await expect
      .poll(async () => ({
        errcode: (await api('online', { gameId: dice!.id }, token)).errcode,
        exits: exits.join(', ') || 'none seen',
      }))
      .toMatchObject({ errcode: ErrorCode.GAME_SESSION_CLOSED });
  });
});
