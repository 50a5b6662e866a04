import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoGames } from '../catalogue/games';
import type { ProviderApp } from './app';
import { DEMO_START_BALANCE } from './demo-wallet';
import { startStudio, type FakeWallet, type Studio } from './testing/studio';

const SECRET = 'app-test-wallet-secret';
const demoGame = demoGames.find((game) => game.demo)!;
const realOnlyGame = demoGames.find((game) => !game.demo)!;
const playOf = (game: (typeof demoGames)[number]) =>
  game.kind === 'fishing'
    ? { kind: 'fishing', target: 0 }
    : game.kind === 'crash'
      ? { kind: 'crash', cashOut: 200 }
      : { kind: 'slots' };

let studio: Studio;
let wallet: FakeWallet;
let provider: ProviderApp;
let now = 1_000_000;
beforeAll(async () => {
  studio = await startStudio(SECRET, { clock: () => now });
  ({ wallet, provider } = studio);
});
afterAll(() => studio?.close());
beforeEach(() => {
  wallet.behave(() => 'answer');
});

const get = (url: string) => studio.get(url);
const post = (url: string, payload: unknown) => studio.post(url, payload);

describe('the launch page', () => {
  it('is an HTML shell carrying its launch as JSON, under a strict CSP', async () => {
    const response = await get(
      `/launch/${demoGame.code}?session=s-1%3C%2Fscript%3E&mode=real&currency=USD&lang=en-US`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; frame-ancestors https://lobby.example",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html.startsWith('<!doctype html>\n<html lang="en-US">')).toBe(true);
    expect(html).toContain(`<title>${demoGame.name.replace('&', '&amp;')}</title>`);
    expect(html).toContain('<link rel="stylesheet" href="/assets/page.css">');
    expect(html).toContain('<main id="game"></main>');
    expect(html).toContain('<script type="module" src="/assets/game.js"></script>');
    const json = /<script type="application\/json" id="launch">(.*?)<\/script>/.exec(html)![1]!;
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({
      code: demoGame.code,
      mode: 'real',
      session: 's-1</script>',
      currency: 'USD',
    });
  });

  it('launches demo play without a session, or with the empty one a lobby template fills in', async () => {
    for (const path of [
      `/launch/${demoGame.code}?mode=demo`,
      `/launch/${demoGame.code}?session=&mode=demo&currency=USD&lang=en-US`,
    ]) {
      const response = await get(path);
      expect(response.statusCode).toBe(200);
      const json = /id="launch">(.*?)<\/script>/.exec(response.body)![1]!;
      expect(JSON.parse(json)).toMatchObject({ mode: 'demo', session: null, currency: 'USD' });
    }
    expect((await get(`/launch/${demoGame.code}?session=&mode=real`)).statusCode).toBe(400);
  });

  it('answers friendly pages when the game cannot open', async () => {
    const unknown = await get('/launch/no-such-game?session=s');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('We could not find this game');
    expect(unknown.headers['content-security-policy']).toContain("script-src 'self'");
    const noDemo = await get(`/launch/${realOnlyGame.code}?mode=demo`);
    expect(noDemo.statusCode).toBe(403);
    expect(noDemo.body).toContain('played for real only');
    const noSession = await get(`/launch/${demoGame.code}?mode=real`);
    expect(noSession.statusCode).toBe(400);
    expect(noSession.body).toContain('session is missing');
    expect((await get(`/launch/${demoGame.code}?mode=fun`)).statusCode).toBe(400);
  });

  it('serves the page bundle', async () => {
    const script = await get('/assets/game.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain('launch');
    const style = await get('/assets/page.css');
    expect(style.statusCode).toBe(200);
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await get('/healthz')).json()).toEqual({ ok: true });
  });
});

describe('the API', () => {
  it('refuses bad bodies with 400', async () => {
    for (const [url, body] of [
      ['/api/round', '{not json'],
      ['/api/round', { code: demoGame.code, bet: 100, play: playOf(demoGame) }],
      ['/api/round', { code: demoGame.code, bet: 1.5, play: playOf(demoGame), session: 's' }],
      ['/api/round', { code: demoGame.code, bet: 100, play: { kind: 'dice' }, session: 's' }],
      [
        '/api/round',
        { code: demoGame.code, bet: 100, play: playOf(demoGame), session: 's', demoToken: 'd' },
      ],
      ['/api/round', { code: 'no-such-game', bet: 100, play: playOf(demoGame), session: 's' }],
      ['/api/balance', {}],
      ['/api/balance', { session: 's', extra: 1 }],
    ] as const) {
      const response = await post(url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ error: 'BAD_REQUEST' });
    }
  });

  it('plays demo rounds on play money, paced by the game', async () => {
    const opened = (await post('/api/demo', {})).json<{ demoToken: string; balance: number }>();
    expect(opened.balance).toBe(DEMO_START_BALANCE);
    const demoToken = opened.demoToken;
    const round = { code: demoGame.code, bet: 1_000, play: playOf(demoGame), demoToken };
    const first = (await post('/api/round', round)).json();
    expect(first).toMatchObject({ bet: 1_000, nextRoundAt: now + demoGame.minRoundMs });
    expect(first.balance).toBe(DEMO_START_BALANCE - 1_000 + first.win);

    now += demoGame.minRoundMs - 1;
    expect((await post('/api/round', round)).json()).toEqual({
      error: 'ROUND_TOO_SOON',
      retryInMs: 1,
    });
    now += 1;
    const second = (await post('/api/round', round)).json();
    expect(second.balance).toBe(first.balance - 1_000 + second.win);
    expect((await post('/api/balance', { demoToken })).json()).toEqual({ balance: second.balance });

    now += demoGame.minRoundMs;
    expect((await post('/api/round', { ...round, bet: 10_000_000 })).json()).toEqual({
      error: 'BET_LIMIT',
    });
    expect((await post('/api/balance', { demoToken: 'unknown' })).json()).toEqual({
      error: 'SESSION_UNKNOWN',
    });
    expect(
      (
        await post('/api/round', {
          ...round,
          code: realOnlyGame.code,
          play: playOf(realOnlyGame),
          bet: realOnlyGame.minBet,
        })
      ).statusCode,
    ).toBe(400);
    const demoRounds = provider.rounds.record().filter((r) => r.mode === 'demo');
    expect(demoRounds.map((r) => r.status)).toEqual(['settled', 'settled']);
  });

  it('plays keno, plinko, scratch and bingo rounds, and refuses their bad plays unpaid', async () => {
    const { demoToken } = (await post('/api/demo', {})).json<{ demoToken: string }>();
    let balance = DEMO_START_BALANCE;
    for (const [code, play] of [
      ['keno-quick', { kind: 'keno', picks: [3, 14, 15, 80] }],
      ['plinko-drop', { kind: 'plinko', rows: 16 }],
      ['scratch-gold', { kind: 'scratch' }],
      ['bingo-blast', { kind: 'bingo' }],
    ] as const) {
      now += 60_000;
      const answer = (await post('/api/round', { code, bet: 100, play, demoToken })).json();
      expect(answer, code).toMatchObject({ bet: 100, balance: balance - 100 + answer.win });
      expect(answer.detail, code).toBeTypeOf('object');
      balance = answer.balance;
    }
    now += 60_000;
    for (const [code, play] of [
      ['keno-quick', { kind: 'keno', picks: [5, 5] }],
      ['keno-quick', { kind: 'keno', picks: [81] }],
      ['keno-quick', { kind: 'keno', picks: Array.from({ length: 11 }, (_, i) => i + 1) }],
      ['keno-quick', { kind: 'plinko', rows: 12 }],
      ['plinko-drop', { kind: 'plinko', rows: 17 }],
      ['plinko-drop', { kind: 'plinko', rows: 7.5 }],
      ['bingo-blast', { kind: 'scratch' }],
    ] as const) {
      const response = await post('/api/round', { code, bet: 100, play, demoToken });
      expect(response.statusCode, JSON.stringify(play)).toBe(400);
    }
    expect((await post('/api/balance', { demoToken })).json()).toEqual({ balance });
  });

  it('plays real rounds through the wallet: a debit and a final credit', async () => {
    const session = 'real-session-1';
    wallet.balances.set(session, 50_000);
    now += 60_000;
    const answer = (
      await post('/api/round', { code: demoGame.code, bet: 500, play: playOf(demoGame), session })
    ).json();
    expect(answer.balance).toBe(50_000 - 500 + answer.win);
    expect(wallet.balances.get(session)).toBe(answer.balance);
    const calls = wallet.calls.filter((c) => c.body.roundId === answer.roundId);
    expect(calls.map((c) => [c.op, c.body.txId, c.body.amount, c.body.final])).toEqual([
      ['debit', `${answer.roundId}:bet`, 500, undefined],
      ['credit', `${answer.roundId}:win`, answer.win, true],
    ]);
    expect(provider.rounds.record().find((r) => r.roundId === answer.roundId)).toMatchObject({
      mode: 'real',
      session,
      code: demoGame.code,
      bet: 500,
      win: answer.win,
      status: 'settled',
    });
    expect((await post('/api/balance', { session })).json()).toEqual({ balance: answer.balance });
  });

  it('rolls back a bet whose answer never comes, and settles a late credit from the queue', async () => {
    const session = 'real-session-3';
    wallet.balances.set(session, 10_000);
    const round = { code: demoGame.code, bet: 500, play: playOf(demoGame), session };
    now += 60_000;
    wallet.behave((op) => (op === 'debit' ? 'drop' : 'answer'));
    expect((await post('/api/round', round)).json()).toEqual({ error: 'WALLET_UNAVAILABLE' });
    const [lost] = provider.rounds.record().filter((r) => r.session === session);
    expect(lost).toMatchObject({ status: 'rolled-back', bet: 500 });
    expect(wallet.balances.get(session)).toBe(10_000);

    // The credit's answers are lost: the round's answer carries the debit's balance.
    now += 60_000;
    wallet.behave((op) => (op === 'credit' ? 'drop' : 'answer'));
    const played = (await post('/api/round', round)).json();
    expect(played.balance).toBe(9_500);
    const pending = () => provider.rounds.record().find((r) => r.roundId === played.roundId);
    expect(pending()).toMatchObject({ status: 'pending', win: played.win });
    wallet.behave(() => 'answer');
    studio.queue.run();
    await provider.drain();
    expect(pending()).toMatchObject({ status: 'settled' });
    expect(wallet.balances.get(session)).toBe(9_500 + played.win);
  });

  it('answers the wallet’s refusals and losses as the page’s errors', async () => {
    const session = 'real-session-2';
    wallet.balances.set(session, 100);
    const round = { code: demoGame.code, bet: 500, play: playOf(demoGame), session };
    now += 60_000;
    expect((await post('/api/round', round)).json()).toEqual({ error: 'INSUFFICIENT_BALANCE' });
    // A refused bet gives its pace back: no round happened.
    expect((await post('/api/round', { ...round, session: 'unknown-session' })).json()).toEqual({
      error: 'SESSION_UNKNOWN',
    });
    expect((await post('/api/balance', { session: 'unknown-session' })).json()).toEqual({
      error: 'SESSION_UNKNOWN',
    });

    wallet.balances.set(session, 10_000);
    wallet.behave(() => 'unavailable');
    expect((await post('/api/round', round)).json()).toEqual({ error: 'WALLET_UNAVAILABLE' });
    expect((await post('/api/balance', { session })).json()).toEqual({
      error: 'WALLET_UNAVAILABLE',
    });
    const lost = provider.rounds.record().filter((r) => r.session === session);
    expect(lost.map((r) => r.status)).toEqual(['pending']);
    expect(provider.wallet.pending).toBe(1);
  });
});
