import { ErrorCode } from '@lobby/contract/values/errors';
import type { PlayLimitsAnswer } from '@lobby/contract/play-limits';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { balances } from '@/ledger/ledger';
import { gamesClient, gamesTestEnv } from '../games/games-test-client';
import { REWARDS_RULES_KEY, RewardsRules } from '../rewards/rewards.settings';

// The limits a player sets, at their edges and under races (docs/player-protection.md "Limits").
const t = useTestApp({ env: gamesTestEnv });
const g = gamesClient(t);

afterEach(async () => {
  await t.clock.reset();
  await t.settings.set(REWARDS_RULES_KEY, RewardsRules, {});
});

type Player = Awaited<ReturnType<typeof g.player>>;
const limitOf = (answer: PlayLimitsAnswer, kind: string) =>
  answer.limits.find((l) => l.kind === kind)!;
const setLimit = (p: Player, kind: string, value: number | null) =>
  p.ok('setPlayLimit', { kind, value }) as Promise<PlayLimitsAnswer>;
const recharge = (p: Player, amount: number) => p.call('recharge', { rechargeTypeId: 1, amount });

let seq = 0;
const id = (stem: string) => `${stem}-limits-${seq++}`;

describe('limits: setting, cooling-off, confirming', () => {
  it('sets and lowers at once; a raise or removal waits 24 h and a confirmation after it', async () => {
    await t.clock.freezeAt(new Date('2026-06-10T10:00:00Z'));
    const p = await g.player();
    let state = await setLimit(p, 'depositDay', 5_000);
    expect(limitOf(state, 'depositDay')).toMatchObject({ value: 5_000, pending: null });
    state = await setLimit(p, 'depositDay', 4_000);
    expect(limitOf(state, 'depositDay')).toMatchObject({ value: 4_000, pending: null });

    state = await setLimit(p, 'depositDay', 9_000);
    const pending = limitOf(state, 'depositDay');
    expect(pending.value).toBe(4_000);
    expect(pending.pending).toEqual({
      value: 9_000,
      effectiveAt: Date.parse('2026-06-11T10:00:00Z') / 1000,
      due: false,
    });
    // Before its end: refused, saying when.
    await t.clock.freezeAt(new Date('2026-06-11T09:59:59Z'));
    const early = await p.call('confirmPlayLimit', { kind: 'depositDay' });
    expect(early.body.errcode).toBe(ErrorCode.PLAY_LIMIT_COOLING_OFF);
    expect(early.body.data).toEqual({ effectiveAt: Date.parse('2026-06-11T10:00:00Z') / 1000 });
    expect(limitOf(await p.ok('playLimits'), 'depositDay').value).toBe(4_000);
    // After it: the confirmation applies it.
    await t.clock.freezeAt(new Date('2026-06-11T10:00:00Z'));
    expect(limitOf(await p.ok('playLimits'), 'depositDay').pending?.due).toBe(true);
    state = await p.ok('confirmPlayLimit', { kind: 'depositDay' });
    expect(limitOf(state, 'depositDay')).toMatchObject({ value: 9_000, pending: null });

    // A removal waits too, and can be cancelled.
    state = await setLimit(p, 'depositDay', null);
    expect(limitOf(state, 'depositDay').pending?.value).toBeNull();
    state = await p.ok('cancelPlayLimit', { kind: 'depositDay' });
    expect(limitOf(state, 'depositDay')).toMatchObject({ value: 9_000, pending: null });
    expect((await p.call('cancelPlayLimit', { kind: 'depositDay' })).body.errcode).toBe(
      ErrorCode.PLAY_LIMIT_NOTHING_PENDING,
    );
    // Lowering while a raise waits drops the raise.
    await setLimit(p, 'depositDay', 20_000);
    state = await setLimit(p, 'depositDay', 1_000);
    expect(limitOf(state, 'depositDay')).toMatchObject({ value: 1_000, pending: null });
  });

  it('refuses bad values with a 400 or a clear error, changing nothing', async () => {
    const p = await g.player();
    expect((await p.call('setPlayLimit', { kind: 'depositDay', value: 0 })).status).toBe(400);
    expect((await p.call('setPlayLimit', { kind: 'lossYear', value: 10 })).status).toBe(400);
    expect((await p.call('setPlayLimit', { kind: 'depositDay', value: 1.5 })).status).toBe(400);
    const long = await p.call('setPlayLimit', { kind: 'sessionDay', value: 1441 });
    expect(long.body.errcode).toBe(ErrorCode.PLAY_LIMIT_INVALID);
    expect(
      (await p.ok('playLimits')).limits.every((l: { value: unknown }) => l.value === null),
    ).toBe(true);
  });
});

describe('limits: deposits', () => {
  it('allows a deposit exactly at the limit and refuses one hundredth over, saying what is left', async () => {
    await t.clock.freezeAt(new Date('2026-06-10T10:00:00Z'));
    const p = await g.player();
    await setLimit(p, 'depositDay', 5_000);
    expect((await recharge(p, 2_000)).body.errcode).toBe(0);
    const over = await recharge(p, 3_001);
    expect(over.body.errcode).toBe(ErrorCode.PLAY_LIMIT_DEPOSIT);
    expect(over.body.data).toMatchObject({
      limit: 'depositDay',
      left: 3_000,
      resetsAt: Date.parse('2026-06-11T00:00:00Z') / 1000,
    });
    expect((over.body.data as { sentence: string }).sentence).toMatch(/30\.00 more/);
    expect((await recharge(p, 3_000)).body.errcode).toBe(0);
    expect(limitOf(await p.ok('playLimits'), 'depositDay')).toMatchObject({ used: 5_000, left: 0 });
    const orders = await t.database.db
      .selectFrom('deposit_orders')
      .select('amount')
      .where('user_id', '=', p.userId)
      .execute();
    expect(orders.map((o) => Number(o.amount)).sort()).toEqual([2_000, 3_000]);
  });

  it('counts weekly and monthly limits across days, and starts a day again at the operator’s midnight', async () => {
    await t.settings.set(REWARDS_RULES_KEY, RewardsRules, { timeZone: 'Asia/Tokyo' });
    // Sunday 2026-06-14 23:59 in Tokyo.
    await t.clock.freezeAt(new Date('2026-06-14T14:59:00Z'));
    const p = await g.player();
    await setLimit(p, 'depositDay', 10_000);
    await setLimit(p, 'depositWeek', 15_000);
    expect((await recharge(p, 10_000)).body.errcode).toBe(0);
    expect((await recharge(p, 1_000)).body.errcode).toBe(ErrorCode.PLAY_LIMIT_DEPOSIT);
    // Midnight in Tokyo: Monday, a new day and a new week.
    await t.clock.freezeAt(new Date('2026-06-14T15:00:00Z'));
    expect((await recharge(p, 10_000)).body.errcode).toBe(0);
    // Tuesday: the day is new but the week holds 10,000 of 15,000.
    await t.clock.freezeAt(new Date('2026-06-15T15:00:00Z'));
    const week = await recharge(p, 5_001);
    expect(week.body.errcode).toBe(ErrorCode.PLAY_LIMIT_DEPOSIT);
    expect(week.body.data).toMatchObject({
      limit: 'depositWeek',
      left: 5_000,
      resetsAt: Date.parse('2026-06-21T15:00:00Z') / 1000,
    });
    expect((await recharge(p, 5_000)).body.errcode).toBe(0);
    const state = await setLimit(p, 'depositMonth', 30_000);
    expect(limitOf(state, 'depositMonth')).toMatchObject({ used: 25_000, left: 5_000 });
    expect(limitOf(state, 'depositWeek')).toMatchObject({ used: 15_000, left: 0 });
    expect(limitOf(state, 'depositDay')).toMatchObject({ used: 5_000, left: 5_000 });
  });

  it('makes exactly 3 orders of 30 parallel recharges against a limit that allows 3', async () => {
    const p = await g.player();
    await setLimit(p, 'depositDay', 3_000);
    const answers = await Promise.all(Array.from({ length: 30 }, () => recharge(p, 1_000)));
    const codes = answers.map((a) => a.body.errcode);
    expect(codes.filter((c) => c === 0)).toHaveLength(3);
    expect(codes.filter((c) => c === ErrorCode.PLAY_LIMIT_DEPOSIT)).toHaveLength(27);
    const { n } = await t.database.db
      .selectFrom('deposit_orders')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', p.userId)
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(3);
  });
});

describe('limits: house games', () => {
  const dice = () => g.gameId('dice');
  const bet = (p: Player, amount: number) =>
    p.call('gamePlay', {
      gameId: dice(),
      bet: amount,
      params: { direction: 'over', target: 5050 },
    });

  it('allows a bet exactly at the wager limit and refuses one hundredth over, before the round', async () => {
    const p = await g.player(10_000);
    await p.ok('startGame', { gameId: dice() });
    await setLimit(p, 'wagerDay', 500);
    expect((await bet(p, 200)).body.errcode).toBe(0);
    const coin = (await balances(t.database.db, p.userId)).coin;
    const over = await bet(p, 301);
    expect(over.body.errcode).toBe(ErrorCode.PLAY_LIMIT_WAGER);
    expect(over.body.data).toMatchObject({ limit: 'wagerDay', left: 300 });
    expect((await balances(t.database.db, p.userId)).coin).toBe(coin);
    expect((await bet(p, 300)).body.errcode).toBe(0);
    expect((await bet(p, 1)).body.errcode).toBe(ErrorCode.PLAY_LIMIT_WAGER);
  });

  it('plays exactly 3 of 30 parallel bets against a wager limit that allows 3', async () => {
    const p = await g.player(10_000);
    await p.ok('startGame', { gameId: dice() });
    await setLimit(p, 'wagerDay', 300);
    const answers = await Promise.all(Array.from({ length: 30 }, () => bet(p, 100)));
    const codes = answers.map((a) => a.body.errcode);
    expect(codes.filter((c) => c === 0)).toHaveLength(3);
    expect(codes.filter((c) => c === ErrorCode.PLAY_LIMIT_WAGER)).toHaveLength(27);
    const rounds = await t.database.db
      .selectFrom('game_rounds')
      .select('bet')
      .where('user_id', '=', p.userId)
      .execute();
    expect(rounds).toHaveLength(3);
  });

  it('counts the rounds played before a loss limit is set', async () => {
    const p = await g.player(10_000);
    await p.ok('startGame', { gameId: dice() });
    for (let i = 0; i < 3; i++) expect((await bet(p, 100)).body.errcode).toBe(0);
    const state = await setLimit(p, 'wagerDay', 350);
    expect(limitOf(state, 'wagerDay')).toMatchObject({ used: 300, left: 50 });
    expect((await bet(p, 51)).body.errcode).toBe(ErrorCode.PLAY_LIMIT_WAGER);
  });
});

describe('limits: providers through the seamless wallet', () => {
  const seated = async (coin: number) => {
    const p = await g.player(coin);
    const { sessionId } = await p.ok('startGame', { gameId: g.providerGameId() });
    return { ...p, sessionId: sessionId as string };
  };
  const debit = (sessionId: string, amount: number, roundId = id('r')) =>
    g.provider('debit', { sessionId, txId: id('tx'), roundId, amount });
  const credit = (sessionId: string, roundId: string, amount: number) =>
    g.provider('credit', { sessionId, txId: id('tx'), roundId, amount, final: true });

  it('refuses a debit once a loss limit is hit (PLAY_LIMIT); a win gives room back', async () => {
    const p = await seated(10_000);
    await setLimit(p, 'lossDay', 500);
    const first = id('r');
    expect((await debit(p.sessionId, 500, first)).body).toMatchObject({ ok: true });
    expect((await credit(p.sessionId, first, 0)).body).toMatchObject({ ok: true });
    const refused = await debit(p.sessionId, 1);
    expect(refused).toMatchObject({
      status: 200,
      body: { ok: false, error: 'PLAY_LIMIT', limit: 'lossDay', left: 0 },
    });
    expect((await balances(t.database.db, p.userId)).coin).toBe(9_500);
    // A win of 200 on a new round: the net loss is 300 after it, so 200 fits exactly.
    const won = id('r');
    expect((await debit(p.sessionId, 100, won)).body).toMatchObject({
      ok: false,
      error: 'PLAY_LIMIT',
    });
    await t.database.db
      .updateTable('play_limits')
      .set({ value: 700 })
      .where('user_id', '=', p.userId)
      .where('kind', '=', 'lossDay')
      .execute();
    expect((await debit(p.sessionId, 100, won)).body).toMatchObject({ ok: true });
    expect((await credit(p.sessionId, won, 300)).body).toMatchObject({ ok: true });
    // Net: 600 staked − 300 paid = 300; 400 more fits exactly, 401 does not.
    expect((await debit(p.sessionId, 401)).body).toMatchObject({ error: 'PLAY_LIMIT', left: 400 });
    expect((await debit(p.sessionId, 400)).body).toMatchObject({ ok: true });
    expect(limitOf(await p.ok('playLimits'), 'lossDay')).toMatchObject({ used: 700, left: 0 });
  });

  it('refuses a further stake on an open round (a step game’s double or call) past the limit', async () => {
    const p = await seated(10_000);
    await setLimit(p, 'lossDay', 500);
    const round = id('r');
    expect((await debit(p.sessionId, 300, round)).body).toMatchObject({ ok: true });
    expect((await debit(p.sessionId, 201, round)).body).toMatchObject({
      ok: false,
      error: 'PLAY_LIMIT',
      left: 200,
    });
    expect((await debit(p.sessionId, 200, round)).body).toMatchObject({ ok: true });
    const row = await t.database.db
      .selectFrom('game_rounds')
      .select('bet')
      .where('round_id', '=', round)
      .executeTakeFirstOrThrow();
    expect(Number(row.bet)).toBe(500);
  });

  it('gives a rolled-back stake back to the limit', async () => {
    const p = await seated(10_000);
    await setLimit(p, 'lossDay', 500);
    const tx = id('tx');
    const round = id('r');
    expect(
      (await g.provider('debit', { sessionId: p.sessionId, txId: tx, roundId: round, amount: 500 }))
        .body,
    ).toMatchObject({ ok: true });
    expect((await debit(p.sessionId, 1)).body).toMatchObject({ error: 'PLAY_LIMIT' });
    await g.provider('rollback', { sessionId: p.sessionId, txId: id('rb'), refTxId: tx });
    expect((await debit(p.sessionId, 500)).body).toMatchObject({ ok: true });
  });

  it('takes exactly 3 of 30 parallel debits against a loss limit that allows 3', async () => {
    const p = await seated(10_000);
    await setLimit(p, 'lossDay', 300);
    const answers = await Promise.all(Array.from({ length: 30 }, () => debit(p.sessionId, 100)));
    const ok = answers.filter((a) => a.body.ok === true);
    expect(ok).toHaveLength(3);
    expect(answers.filter((a) => a.body.error === 'PLAY_LIMIT')).toHaveLength(27);
    expect((await balances(t.database.db, p.userId)).coin).toBe(9_700);
  });
});

describe('limits: session time', () => {
  it('refuses startGame and ends the open session once the day’s minutes are used', async () => {
    const p = await g.player(1_000);
    const gameId = g.gameId('dice');
    await setLimit(p, 'sessionDay', 30);
    const { sessionId } = await p.ok('startGame', { gameId });
    expect((await p.call('online', { gameId })).body.errcode).toBe(0);
    // 32 minutes in the game session today.
    await t.database.db
      .updateTable('game_sessions')
      .set({ opened_at: sql<Date>`now() - interval '32 minutes'` })
      .where('id', '=', sessionId)
      .execute();
    expect(limitOf(await p.ok('playLimits'), 'sessionDay')).toMatchObject({ left: 0 });
    const beat = await p.call('online', { gameId });
    expect(beat.body.errcode).toBe(ErrorCode.PLAY_LIMIT_SESSION_TIME);
    const session = await t.database.db
      .selectFrom('game_sessions')
      .select(['closed_at', 'close_reason'])
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(session.close_reason).toBe('play-limit');
    const start = await p.call('startGame', { gameId });
    expect(start.body.errcode).toBe(ErrorCode.PLAY_LIMIT_SESSION_TIME);
    expect((start.body.data as { sentence: string }).sentence).toMatch(/play time limit/);
  });

  it('counts a session to its last bet when its game never beats', async () => {
    const p = await g.player(10_000);
    const gameId = g.gameId('dice');
    await setLimit(p, 'sessionDay', 10);
    const { sessionId } = await p.ok('startGame', { gameId });
    expect(
      (await p.call('gamePlay', { gameId, bet: 100, params: { direction: 'over', target: 5050 } }))
        .body.errcode,
    ).toBe(0);
    // Opened 11 minutes ago, never heard from since, but a bet now.
    await t.database.db
      .updateTable('game_sessions')
      .set({
        opened_at: sql<Date>`now() - interval '11 minutes'`,
        last_seen_at: sql<Date>`now() - interval '11 minutes'`,
      })
      .where('id', '=', sessionId)
      .execute();
    expect((await p.call('startGame', { gameId })).body.errcode).toBe(
      ErrorCode.PLAY_LIMIT_SESSION_TIME,
    );
  });
});
