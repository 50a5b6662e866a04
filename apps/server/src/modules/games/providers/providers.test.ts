import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '@lobby/contract/values/errors';
import { common, useTestApp } from '../../../../test/test-app';
import { DEPOSIT_RULES_KEY, DepositRules } from '@/modules/deposits/deposit-rules';
import { gamesClient, gamesTestEnv, PROVIDER } from '../games-test-client';
import type { gamesModule } from '../games.module';
import type { ProviderRegistry } from './provider-registry';
import { demoProviderEntry, type GameProvider } from './provider-settings';

const STUDIO = 'http://127.0.0.1:8090';

let providers: ProviderRegistry;
/** A provider's health URL that answers what `healthy` says. */
let health: Server;
let healthy = true;
let healthUrl = '';

const demo = (change: Partial<GameProvider> = {}): GameProvider => ({
  ...demoProviderEntry(STUDIO, 'USD'),
  healthUrl,
  ...change,
});

const games = (provider: string) =>
  t.config.current().config.games.filter((game) => game.provider === provider);

const servedConfig = async () => {
  const answer = await t.call('anonymous/appConfig', common);
  return answer.body.data as {
    version: string;
    config: { games: { id: number; provider: string }[] };
  };
};

const openSessions = async (userId: number) =>
  (
    await t.database.db
      .selectFrom('game_sessions')
      .select('id')
      .where('user_id', '=', userId)
      .where('closed_at', 'is', null)
      .execute()
  ).length;

beforeAll(async () => {
  health = createServer((_request, response) => {
    response.statusCode = healthy ? 200 : 503;
    response.end(healthy ? 'ok' : 'down');
  });
  await new Promise<void>((done) => health.listen(0, '127.0.0.1', done));
  healthUrl = `http://127.0.0.1:${(health.address() as AddressInfo).port}/healthz`;
});
afterAll(async () => {
  await new Promise((done) => health?.close(done));
});
const t = useTestApp({ env: { ...gamesTestEnv, DEMO_PROVIDER_URL: STUDIO } });
const g = gamesClient(t);
beforeAll(() => {
  const module = t.modules.find((m) => m.name === 'games') as ReturnType<typeof gamesModule>;
  providers = module.providers;
});
beforeEach(async () => {
  healthy = true;
  await providers.save([demo()]);
  await providers.probe();
});

describe('game providers as configuration', () => {
  it('opens a provider game at its launch URL template, every value URL-encoded', async () => {
    const p = await g.player();
    const game = games(PROVIDER)[0]!;
    const { launchUrl, sessionId } = await p.ok('startGame', { gameId: game.id });
    const url = new URL(launchUrl as string);
    expect(url.origin).toBe(STUDIO);
    expect(url.pathname).toBe(`/launch/${game.code}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      session: sessionId,
      mode: 'real',
      currency: 'USD',
      lang: 'en-US',
    });

    const tryIt = await t.call('startGame', { ...common, gameId: game.id, tryIt: true });
    const demoUrl = new URL(tryIt.body.data.launchUrl as string);
    expect(demoUrl.searchParams.get('mode')).toBe('demo');
    expect(demoUrl.searchParams.get('session')).toBe('');
    expect(tryIt.body.data.sessionId).toBeUndefined();
  });

  it('refuses demo play of a game without it, and of every game of a provider without it', async () => {
    const live = games(PROVIDER).find((game) => !game.supportsTryIt)!;
    const slot = games(PROVIDER).find((game) => game.supportsTryIt)!;
    const refusal = async (gameId: number) =>
      (await t.call('startGame', { ...common, gameId, tryIt: true })).body.errcode;
    expect(await refusal(live.id)).toBe(ErrorCode.GAME_TRY_IT_UNAVAILABLE);
    await providers.save([demo({ demoPlay: false })]);
    expect(await refusal(slot.id)).toBe(ErrorCode.GAME_TRY_IT_UNAVAILABLE);
  });

  it("takes a disabled provider's games out of the lobby and refuses to start them", async () => {
    const before = await servedConfig();
    expect(before.config.games.some((game) => game.provider === PROVIDER)).toBe(true);

    await providers.save([demo({ enabled: false })]);
    const after = await servedConfig();
    expect(after.version).not.toBe(before.version);
    expect(after.config.games.filter((game) => game.provider === PROVIDER)).toEqual([]);
    // Our own games stay.
    expect(after.config.games.filter((game) => game.provider === 'builtin')).toHaveLength(4);
    // A client holding the old version is told there is a new one.
    const recheck = await t.call('anonymous/appConfig', { ...common, version: before.version });
    expect(recheck.body.data.notModified).toBe(false);

    const p = await g.player();
    const refused = await p.call('startGame', { gameId: games(PROVIDER)[0]!.id });
    expect(refused.body.errcode).toBe(ErrorCode.GAME_PROVIDER_UNAVAILABLE);
    expect(refused.body.msg).toMatch(/not available right now/);
    expect(await openSessions(p.userId)).toBe(0);

    await providers.save([demo()]);
    expect((await servedConfig()).version).toBe(before.version);
    await p.ok('startGame', { gameId: games(PROVIDER)[0]!.id });
  });

  it('closes the open sessions of a provider switched off; their open rounds still settle', async () => {
    const p = await g.player(10_000);
    const { sessionId } = await p.ok('startGame', { gameId: games(PROVIDER)[0]!.id });
    const bet = await g.provider('debit', {
      sessionId,
      txId: 'off-1:bet',
      roundId: 'off-1',
      amount: 500,
    });
    expect(bet.body).toMatchObject({ ok: true, balance: 9_500 });

    await providers.save([demo({ enabled: false })]);
    expect(await openSessions(p.userId)).toBe(0);
    // No more bets through the closed session…
    const refused = await g.provider('debit', {
      sessionId,
      txId: 'off-2:bet',
      roundId: 'off-2',
      amount: 500,
    });
    expect(refused.body.ok).toBe(false);
    // …but the round it opened is paid.
    const win = await g.provider('credit', {
      sessionId,
      txId: 'off-1:win',
      roundId: 'off-1',
      amount: 800,
    });
    expect(win.body).toMatchObject({ ok: true, balance: 10_300 });
    // Our own games are untouched.
    await providers.save([demo()]);
    const house = await p.ok('startGame', { gameId: g.gameId('dice') });
    await providers.save([demo({ enabled: false })]);
    expect(await openSessions(p.userId)).toBe(1);
    expect(house.sessionId).toBeDefined();
  });

  it('hides the games of a provider nobody configured', async () => {
    await providers.save([]);
    const served = await servedConfig();
    expect(served.config.games.every((game) => game.provider === 'builtin')).toBe(true);
    const p = await g.player();
    const refused = await p.call('startGame', { gameId: games(PROVIDER)[0]!.id });
    expect(refused.body.errcode).toBe(ErrorCode.GAME_PROVIDER_UNAVAILABLE);
  });

  it('refuses to start a game of a provider that fails its health check, until it passes', async () => {
    const p = await g.player();
    const gameId = games(PROVIDER)[0]!.id;
    healthy = false;
    await providers.probe();
    const refused = await p.call('startGame', { gameId });
    expect(refused.body.errcode).toBe(ErrorCode.GAME_PROVIDER_UNAVAILABLE);
    expect(await openSessions(p.userId)).toBe(0);
    // Down is not disabled: its games stay in the lobby.
    expect((await servedConfig()).config.games.some((game) => game.provider === PROVIDER)).toBe(
      true,
    );
    // Nor can it be played in demo.
    const tryIt = await t.call('startGame', { ...common, gameId, tryIt: true });
    expect(tryIt.body.errcode).toBe(ErrorCode.GAME_PROVIDER_UNAVAILABLE);

    healthy = true;
    await providers.probe();
    await p.ok('startGame', { gameId });
  });

  it('counts a health URL that does not answer as down', async () => {
    await providers.save([demo({ healthUrl: 'http://127.0.0.1:9/healthz' })]);
    await providers.probe();
    const p = await g.player();
    const refused = await p.call('startGame', { gameId: games(PROVIDER)[0]!.id });
    expect(refused.body.errcode).toBe(ErrorCode.GAME_PROVIDER_UNAVAILABLE);
  });

  it('refuses a provider the wallet has no secret for, or in another currency', async () => {
    await providers.save([demo(), { ...demo(), code: 'no-secret-studio' }]);
    await t.config.update({
      ...t.config.current().config,
      games: t.config
        .current()
        .config.games.map((game, i) =>
          i === 10 ? { ...game, provider: 'no-secret-studio' } : game,
        ),
    });
    const moved = t.config.current().config.games[10]!;
    const p = await g.player();
    expect((await p.call('startGame', { gameId: moved.id })).body.errcode).toBe(
      ErrorCode.GAME_PROVIDER_UNAVAILABLE,
    );

    await providers.save([demo({ currency: 'EUR' })]);
    const other = games(PROVIDER)[0]!;
    expect((await p.call('startGame', { gameId: other.id })).body.errcode).toBe(
      ErrorCode.GAME_PROVIDER_UNAVAILABLE,
    );
    // The provider follows the wallet's currency: the operator changed the lobby's to EUR.
    await t.settings.set(DEPOSIT_RULES_KEY, DepositRules, { currency: 'EUR' });
    const { launchUrl } = await p.ok('startGame', { gameId: other.id });
    expect(new URL(launchUrl as string).searchParams.get('currency')).toBe('EUR');
    await t.settings.set(DEPOSIT_RULES_KEY, DepositRules, {});
  });

  it("lets the player app frame the enabled providers' origins, and only those", async () => {
    const csp = async () =>
      String(
        (await t.app.inject({ method: 'GET', url: '/no-such-page' })).headers[
          'content-security-policy'
        ],
      );
    expect(await csp()).toMatch(/frame-src 'self' http:\/\/127\.0\.0\.1:8090;/);
    await providers.save([
      demo({ launchUrl: 'https://games.studio.example/open/{gameCode}?token={sessionId}' }),
    ]);
    expect(await csp()).toMatch(/frame-src 'self' https:\/\/games\.studio\.example;/);
    await providers.save([demo({ enabled: false })]);
    expect(await csp()).toMatch(/frame-src 'self';/);
  });

  it('refuses a setting that is not one, and keeps the one in force', async () => {
    for (const bad of [
      [demo({ launchUrl: 'javascript:alert(1)//{gameCode}' })],
      [demo({ launchUrl: `${STUDIO}/launch/{game}?s={sessionId}` })],
      [demo({ currency: 'usd' })],
      [demo(), demo()],
      [demo({ code: 'Bad Code' })],
    ]) {
      await expect(providers.save(bad)).rejects.toThrow();
    }
    expect((await providers.providers()).map((p) => p.code)).toEqual([PROVIDER]);
  });
});
