import { createHmac } from 'node:crypto';
import { ErrorCode } from '@lobby/contract/values/errors';
import { hashServerSeed } from '@lobby/games/node/fairness';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { expectBooksBalanced } from '../../../test/ledger-books';
import { balances } from '@/ledger/ledger';
import { gamesClient, gamesTestEnv } from './games-test-client';
import { CLOSE_IDLE_QUEUE } from './games.module';
import { applyHouseRound, readHouseRound } from './house-rounds.repo';
import { HOUSE_PROVIDER, SeamlessService } from './seamless/seamless.service';

const t = useTestApp({ env: gamesTestEnv });
const g = gamesClient(t);

const silence = (userId: number, seconds: number) =>
  t.database.db
    .updateTable('game_sessions')
    .set({ last_seen_at: sql<Date>`now() - make_interval(secs => ${seconds})` })
    .where('user_id', '=', userId)
    .execute();

const openSessions = (userId: number) =>
  t.database.db
    .selectFrom('game_sessions')
    .select(['id', 'game_id', 'close_reason'])
    .where('user_id', '=', userId)
    .where('closed_at', 'is', null)
    .execute();

describe('launch and game sessions', () => {
  it('needs a session to start, except to try a game with demo coins', async () => {
    const dice = g.gameId('dice');
    const anonymous = await g.accounts.call('startGame', { gameId: dice });
    expect(anonymous.status).toBe(401);
    const tryIt = await g.accounts.call('startGame', { gameId: dice, tryIt: true });
    expect(tryIt.body).toMatchObject({ errcode: 0, data: { launchUrl: '/play/dice?demo=1' } });
    expect(tryIt.body.data.sessionId).toBeUndefined();
    expect(
      (await g.accounts.call('startGame', { gameId: 999_999, tryIt: true })).body.errcode,
    ).toBe(ErrorCode.GAME_NOT_FOUND);
    const noTry = t.config.current().config.games.find((game) => !game.supportsTryIt)!;
    expect(
      (await g.accounts.call('startGame', { gameId: noTry.id, tryIt: true })).body.errcode,
    ).toBe(ErrorCode.GAME_TRY_IT_UNAVAILABLE);
    expect(
      (await g.accounts.call('anonymous/demoPlay', { gameId: noTry.id, bet: 100 })).body.errcode,
    ).toBe(ErrorCode.GAME_NOT_BUILTIN);
    const demo = await g.accounts.call('anonymous/demoPlay', {
      gameId: dice,
      bet: 100,
      params: { direction: 'over', target: 5050 },
    });
    expect(demo.body.errcode).toBe(0);
    expect(demo.body.data.outcome.roll).toBeTypeOf('number');
  });

  it('keeps one open session per player: starting a game closes the other', async () => {
    const p = await g.player();
    const first = await p.ok('startGame', { gameId: g.gameId('dice') });
    expect(first.launchUrl).toBe(`/play/dice?session=${first.sessionId}`);
    const second = await p.ok('startGame', { gameId: g.gameId('crash') });
    const open = await openSessions(p.userId);
    expect(open).toEqual([
      { id: second.sessionId, game_id: g.gameId('crash'), close_reason: null },
    ]);
    const [parallelA, parallelB] = await Promise.all([
      p.call('startGame', { gameId: g.gameId('slot') }),
      p.call('startGame', { gameId: g.gameId('mines') }),
    ]);
    expect([parallelA.body.errcode, parallelB.body.errcode]).toEqual([0, 0]);
    expect(await openSessions(p.userId)).toHaveLength(1);
  });

  it('stays alive with online, closes on exitGame, and a job closes it after 3 silent minutes', async () => {
    const p = await g.player();
    const dice = g.gameId('dice');
    await p.ok('startGame', { gameId: dice });
    await silence(p.userId, 150);
    expect(await p.ok('online', { gameId: dice })).toEqual({});
    await t.jobs.runDue();
    expect(await openSessions(p.userId)).toHaveLength(1);
    await silence(p.userId, 181);
    expect((await p.call('online', { gameId: dice })).body.errcode).toBe(
      ErrorCode.GAME_SESSION_CLOSED,
    );
    await t.jobs.runNow(CLOSE_IDLE_QUEUE);
    expect(await openSessions(p.userId)).toHaveLength(0);

    await p.ok('startGame', { gameId: dice });
    expect(await p.ok('exitGame', {})).toEqual({});
    expect(await openSessions(p.userId)).toHaveLength(0);

    // A late exit of an earlier session leaves the newer one open.
    const first = await p.ok('startGame', { gameId: dice });
    const second = await p.ok('startGame', { gameId: dice });
    await p.ok('exitGame', { gameId: dice, sessionId: first.sessionId });
    expect((await openSessions(p.userId)).map((s) => s.id)).toEqual([second.sessionId]);
    await p.ok('exitGame', { gameId: dice, sessionId: second.sessionId });
    expect(await openSessions(p.userId)).toHaveLength(0);
    expect((await p.call('online', { gameId: dice })).body.errcode).toBe(
      ErrorCode.GAME_SESSION_CLOSED,
    );
  });
});

describe('likes and history', () => {
  it('toggles likes and serves them with the history in the after-login state', async () => {
    const p = await g.player();
    const [a, b] = [g.gameId('dice'), g.gameId('slot')];
    expect(await p.ok('gameLike', { gameId: a })).toEqual({ liked: true, gameLikeIds: [a] });
    expect((await p.ok('gameLike', { gameId: b })).gameLikeIds).toEqual([b, a]);
    // An id sent as a numeric string (as a spec client may) is the same id.
    expect(await p.ok('gameLike', { gameId: String(a) })).toEqual({
      liked: false,
      gameLikeIds: [b],
    });
    expect((await p.call('gameLike', { gameId: `${a}.0` })).status).toBe(400);
    expect((await p.call('gameLike', { gameId: 999_999 })).body.errcode).toBe(
      ErrorCode.GAME_NOT_FOUND,
    );
    await p.ok('startGame', { gameId: a });
    await p.ok('startGame', { gameId: b });
    await p.ok('startGame', { gameId: a });
    const info = await p.ok('getAfterLoginInfoWeb');
    expect(info.gameLikeIds).toEqual([b]);
    // The spec's name for the same list.
    expect(info.gameLikes).toEqual([b]);
    expect(info.gameHistory).toEqual([a, b]);
    expect(await p.ok('gameLikeList')).toEqual({ gameLikeIds: [b] });
  });

  it('keeps the last 50 distinct games', async () => {
    const p = await g.player();
    const games = t.config.current().config.games.slice(0, 52);
    for (const game of games) await p.ok('startGame', { gameId: game.id });
    const { gameHistory } = await p.ok('gameHistory');
    expect(gameHistory).toHaveLength(50);
    expect(gameHistory[0]).toBe(games[51]!.id);
    expect(gameHistory).not.toContain(games[0]!.id);
    expect(gameHistory).not.toContain(games[1]!.id);
  });
});

describe('built-in games through the house wallet', () => {
  it('commits to the server seed, plays a round from it, and reveals it on rotation', async () => {
    const p = await g.player(10_000);
    const dice = g.gameId('dice');
    const seeds = await p.ok('fairSeeds');
    expect(seeds.nonce).toBe(0);
    expect(
      (
        await p.call('gamePlay', {
          gameId: dice,
          bet: 100,
          params: { direction: 'over', target: 5050 },
        })
      ).body.errcode,
    ).toBe(ErrorCode.GAME_SESSION_CLOSED);
    await p.ok('startGame', { gameId: dice });
    const round = await p.ok('gamePlay', {
      gameId: dice,
      bet: 1_000,
      params: { direction: 'over', target: 5050 },
    });
    expect(round).toMatchObject({ nonce: 0, serverSeedHash: seeds.serverSeedHash, bet: 1_000 });
    expect(round.coin).toBe(10_000 - 1_000 + round.payout);
    expect(round.payout).toBe(round.outcome.roll > 5050 ? 2_000 : 0);
    expect((await p.ok('fairSeeds')).nonce).toBe(1);

    const rotated = await p.ok('fairRotate', { clientSeed: 'my-own-seed' });
    expect(rotated.previous).toMatchObject({ serverSeedHash: seeds.serverSeedHash, nonce: 1 });
    expect(hashServerSeed(rotated.previous.serverSeed)).toBe(seeds.serverSeedHash);
    expect(rotated.current).toMatchObject({ clientSeed: 'my-own-seed', nonce: 0 });
    const verified = await g.accounts.call('anonymous/fairVerify', {
      game: 'dice',
      serverSeed: rotated.previous.serverSeed,
      clientSeed: round.clientSeed,
      nonce: 0,
    });
    expect(verified.body.data).toEqual({
      serverSeedHash: seeds.serverSeedHash,
      outcome: { roll: round.outcome.roll },
    });
  });

  it('verifies dice as floor(float × 10001) of the first HMAC float', async () => {
    const bytes = createHmac('sha256', 'server-seed-1').update('client-seed-1:0:0').digest();
    const float =
      bytes[0]! / 256 + bytes[1]! / 256 ** 2 + bytes[2]! / 256 ** 3 + bytes[3]! / 256 ** 4;
    const answer = await g.accounts.call('anonymous/fairVerify', {
      game: 'dice',
      serverSeed: 'server-seed-1',
      clientSeed: 'client-seed-1',
      nonce: 0,
    });
    expect(answer.body).toMatchObject({
      errcode: 0,
      data: {
        serverSeedHash: hashServerSeed('server-seed-1'),
        outcome: { roll: Math.floor(float * 10001) },
      },
    });
    expect(answer.body.data.outcome.roll).toBe(4227);
  });

  it('refuses a bet the game does not take, or more than the balance, and moves nothing', async () => {
    const p = await g.player(500);
    const dice = g.gameId('dice');
    await p.ok('startGame', { gameId: dice });
    expect((await p.call('gamePlay', { gameId: dice, bet: 100, params: {} })).body.errcode).toBe(
      ErrorCode.GAME_BET_INVALID,
    );
    expect(
      (
        await p.call('gamePlay', {
          gameId: dice,
          bet: 600,
          params: { direction: 'under', target: 5000 },
        })
      ).body.errcode,
    ).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect((await p.call('gamePlay', { gameId: g.providerGameId(), bet: 100 })).body.errcode).toBe(
      ErrorCode.GAME_NOT_BUILTIN,
    );
    expect((await p.ok('fairSeeds')).nonce).toBe(0);
    expect((await balances(t.database.db, p.userId)).coin).toBe(500);
  });

  it('plays a round once per idempotency key: repeats, even at once, answer the first round', async () => {
    const p = await g.player(100_000);
    const dice = g.gameId('dice');
    await p.ok('startGame', { gameId: dice });
    const bet = { gameId: dice, bet: 1_000, params: { direction: 'over', target: 5050 } };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => p.call('gamePlay', bet, { idempotencyKey: 'spin-1' })),
    );
    const first = answers[0]!.body.data;
    for (const answer of answers) {
      expect(answer.body.errcode).toBe(0);
      expect(answer.body.data).toEqual(first);
    }
    expect(first.nonce).toBe(0);
    expect((await p.ok('fairSeeds')).nonce).toBe(1);
    expect((await balances(t.database.db, p.userId)).coin).toBe(100_000 - 1_000 + first.payout);
    expect((await p.ok('betRecord', { pageNum: 1, pageSize: 20 })).list).toHaveLength(1);

    // The game session closed since: the repeat still answers the round it played.
    await p.ok('exitGame', { gameId: dice });
    expect((await p.call('gamePlay', bet, { idempotencyKey: 'spin-1' })).body.data).toEqual(first);
    await p.ok('startGame', { gameId: dice });
    for (const other of [
      { ...bet, bet: 2_000 },
      { ...bet, params: { direction: 'under', target: 5050 } },
      { ...bet, gameId: g.gameId('slot'), params: {} },
    ]) {
      expect((await p.call('gamePlay', other, { idempotencyKey: 'spin-1' })).body.errcode).toBe(
        ErrorCode.IDEMPOTENCY_KEY_REUSED,
      );
    }
    const next = await p.call('gamePlay', bet, { idempotencyKey: 'spin-2' });
    expect(next.body.data.nonce).toBe(1);
    expect(next.body.data.roundId).not.toBe(first.roundId);
  });

  it('plays a round computed with a nonce that moved meanwhile not at all (compare and swap)', async () => {
    const p = await g.player(100_000);
    const dice = g.gameId('dice');
    await p.ok('startGame', { gameId: dice });
    const db = t.database.db;
    const state = await readHouseRound(db, {
      userId: p.userId,
      gameId: dice,
      provider: HOUSE_PROVIDER,
      roundId: 'cas-round',
      fresh: { serverSeed: 'a'.repeat(64), serverSeedHash: 'b'.repeat(64), clientSeed: 'c' },
    });
    expect(state).toMatchObject({ nonce: 0, prior: null });
    // Another round of the player's takes nonce 0 first.
    await p.ok('gamePlay', {
      gameId: dice,
      bet: 100,
      params: { direction: 'under', target: 4950 },
    });
    const calls = {
      debit: SeamlessService.debitCall(HOUSE_PROVIDER, {
        sessionId: state!.sessionId!,
        txId: 'cas-round:bet',
        roundId: 'cas-round',
        amount: 5_000,
      }),
      credit: SeamlessService.creditCall(HOUSE_PROVIDER, {
        sessionId: state!.sessionId!,
        txId: 'cas-round:win',
        roundId: 'cas-round',
        amount: 90_000,
        final: true,
      }),
    };
    const before = await balances(db, p.userId);
    const answer = await applyHouseRound(db, {
      userId: p.userId,
      nonce: 0,
      serverSeedHash: state!.serverSeedHash,
      ...calls,
      idleSeconds: 180,
    });
    expect(answer).toEqual({ retry: true });
    expect(await balances(db, p.userId)).toEqual(before);
    expect((await p.ok('fairSeeds')).nonce).toBe(1);
    const stored = await db
      .selectFrom('seamless_transactions')
      .select('tx_id')
      .where('tx_id', 'like', 'cas-round%')
      .execute();
    expect(stored).toEqual([]);
  });

  it('takes nonces 0, 1, 2 … with no gap or repeat under concurrent bets, and conserves money', async () => {
    const p = await g.player(1_000_000);
    const houseBefore = await houseGames();
    const mines = g.gameId('mines');
    await p.ok('startGame', { gameId: mines });
    const bets = 24;
    const rounds = await Promise.all(
      Array.from({ length: bets }, (_, i) =>
        p.ok('gamePlay', {
          gameId: mines,
          bet: 100 + i,
          params: { mines: 3, picks: [i % 25, (i + 7) % 25] },
        }),
      ),
    );
    expect(rounds.map((r) => r.nonce).sort((a, b) => a - b)).toEqual(
      Array.from({ length: bets }, (_, i) => i),
    );
    const staked = rounds.reduce((sum, r) => sum + r.bet, 0);
    const paid = rounds.reduce((sum, r) => sum + r.payout, 0);
    const coin = (await balances(t.database.db, p.userId)).coin;
    expect(coin).toBe(1_000_000 - staked + paid);
    expect((await houseGames()) - houseBefore).toBe(staked - paid);
    const events = await t.database.db
      .selectFrom('domain_events')
      .select(['payload'])
      .where('type', '=', 'bet.settled')
      .where('user_id', '=', p.userId)
      .execute();
    expect(events).toHaveLength(bets);
    expect(events.reduce((sum, e) => sum + (e.payload as { bet: number }).bet, 0)).toBe(staked);
  });

  it('plays every built-in game', async () => {
    const p = await g.player(100_000);
    const plays: [string, object][] = [
      ['slot', {}],
      ['crash', { target: 200 }],
      ['dice', { direction: 'under', target: 4000 }],
      ['mines', { mines: 1, picks: [0] }],
    ];
    for (const [code, params] of plays) {
      await p.ok('startGame', { gameId: g.gameId(code) });
      const round = await p.ok('gamePlay', { gameId: g.gameId(code), bet: 1_000, params });
      expect(round.game).toBe(code);
    }
  });
});

const houseGames = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('ledger_accounts')
        .select('balance')
        .where('kind', '=', 'house:games')
        .where('user_id', 'is', null)
        .executeTakeFirst()
    )?.balance ?? 0,
  );

describe('bet records', () => {
  it('lists settled rounds and totals them by day and by game', async () => {
    const p = await g.player(100_000);
    const [dice, crash] = [g.gameId('dice'), g.gameId('crash')];
    const played = [];
    await p.ok('startGame', { gameId: dice });
    for (let i = 0; i < 3; i++)
      played.push(
        await p.ok('gamePlay', {
          gameId: dice,
          bet: 500,
          params: { direction: 'over', target: 5050 },
        }),
      );
    await p.ok('startGame', { gameId: crash });
    for (let i = 0; i < 2; i++)
      played.push(await p.ok('gamePlay', { gameId: crash, bet: 300, params: { target: 150 } }));

    const all = await p.ok('betRecord', { pageSize: 4 });
    expect(all).toMatchObject({ total: 5, pages: 2, pageNum: 1, pageSize: 4 });
    expect(all.list[0]).toMatchObject({
      roundId: played[4].roundId,
      gameId: crash,
      gameName: 'Rocket Rush',
      bet: 300,
      win: played[4].payout,
    });
    const onlyDice = await p.ok('betRecord', { gameId: dice });
    expect(onlyDice.total).toBe(3);
    const now = Math.floor(Date.now() / 1000);
    expect((await p.ok('betRecord', { from: now + 3600 })).total).toBe(0);

    const report = await p.ok('betRecordReport', { from: now - 86_400, to: now + 86_400 });
    const wins = played.reduce((sum, r) => sum + r.payout, 0);
    expect(report.total).toEqual({ bets: 2_100, wins, net: wins - 2_100, rounds: 5 });
    expect(report.byDay).toEqual([
      {
        day: new Date().toISOString().slice(0, 10),
        bets: 2_100,
        wins,
        net: wins - 2_100,
        rounds: 5,
      },
    ]);
    // In the player's own days: UTC+14 is a day ahead of UTC−12 at every moment.
    const [east, west] = await Promise.all(
      [840, -720].map((utcOffset) =>
        p.ok('betRecordReport', { from: now - 86_400, to: now + 86_400, utcOffset }),
      ),
    );
    const dayAt = (minutes: number) =>
      new Date(Date.now() + minutes * 60_000).toISOString().slice(0, 10);
    expect(east.byDay.map((d: { day: string }) => d.day)).toEqual([dayAt(840)]);
    expect(west.byDay.map((d: { day: string }) => d.day)).toEqual([dayAt(-720)]);
    expect(east.total).toEqual(report.total);
    expect(
      (await p.call('betRecordReport', { from: now - 60, to: now, utcOffset: 900 })).status,
    ).toBe(400);
    const diceWins = played.slice(0, 3).reduce((sum, r) => sum + r.payout, 0);
    expect(report.byGame).toContainEqual({
      gameId: dice,
      gameName: 'Neon Dice',
      bets: 1_500,
      wins: diceWins,
      net: diceWins - 1_500,
      rounds: 3,
    });
    expect((await p.call('betRecordReport', { from: now, to: now + 94 * 86_400 })).status).toBe(
      400,
    );
  });
});

describe('a game’s maximum bet and win', () => {
  it('refuses a bet above the game’s maximum, or one that could win above its maximum, before the round', async () => {
    const p = await g.player(10_000_000);
    const before = t.config.current().config;
    const dice = g.gameId('dice');
    const slot = g.gameId('slot');
    await t.config.update(
      {
        ...before,
        games: before.games.map((game) =>
          game.id === dice
            ? { ...game, maxBet: 50_000, maxWin: 100_000 }
            : game.id === slot
              ? { ...game, maxWin: 100 }
              : game,
        ),
      },
      'game limits test',
    );
    try {
      await p.ok('startGame', { gameId: dice });
      const over = await p.call('gamePlay', {
        gameId: dice,
        bet: 50_001,
        params: { direction: 'under', target: 5_000 },
      });
      expect(over.body).toMatchObject({
        errcode: ErrorCode.GAME_BET_ABOVE_MAX,
        data: { maxBet: 50_000 },
      });
      // 500.00 at 1.98× could win 990.00, within 1,000.00; at 3.96× it could win 1,980.00.
      await p.ok('gamePlay', {
        gameId: dice,
        bet: 50_000,
        params: { direction: 'under', target: 5_000 },
      });
      const tooMuch = await p.call('gamePlay', {
        gameId: dice,
        bet: 50_000,
        params: { direction: 'under', target: 2_500 },
      });
      expect(tooMuch.body).toMatchObject({
        errcode: ErrorCode.GAME_WIN_ABOVE_MAX,
        data: { maxWin: 100_000 },
      });
      expect((await p.ok('fairSeeds')).nonce).toBe(1);

      // The slot's rounds have no bound: a win is paid up to the game's maximum, 1.00.
      await p.ok('startGame', { gameId: slot });
      const payouts: number[] = [];
      for (let i = 0; i < 40; i++) {
        payouts.push((await p.ok('gamePlay', { gameId: slot, bet: 1_000, params: {} })).payout);
      }
      expect(Math.max(...payouts)).toBe(100);
    } finally {
      await t.config.update(before, 'game limits test done');
    }
  });

  it('a provider’s bet above the game’s maximum is refused and moves nothing', async () => {
    const p = await g.player(10_000_000);
    const { sessionId } = await p.ok('startGame', { gameId: g.providerGameId() });
    const refused = await g.provider('debit', {
      sessionId,
      txId: 'max-1',
      roundId: 'max-r1',
      amount: 1_000_001,
    });
    expect(refused.body).toEqual({ ok: false, error: 'BET_LIMIT' });
    expect((await balances(t.database.db, p.userId)).coin).toBe(10_000_000);
  });
});

describe('the books after every round above', () => {
  it('balance, each transfer naming the player whose money it moves', async () => {
    await expectBooksBalanced(t.database.db);
  });
});
