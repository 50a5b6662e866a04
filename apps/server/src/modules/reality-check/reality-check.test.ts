import { ErrorCode } from '@lobby/contract/values/errors';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { consoleClient } from '../../../test/console-client';
import { useTestApp } from '../../../test/test-app';
import { balances } from '@/ledger/ledger';
import { gamesClient, gamesTestEnv } from '../games/games-test-client';
import { REALITY_CHECK_KEY, RealityCheckRules } from './reality-check.settings';

// The reality check (ADR 0072): the player's interval and the open game session's summary.

const t = useTestApp({ env: gamesTestEnv });
const g = gamesClient(t);
afterAll(async () => {
  await t.clock.freezeAt(null);
  await t.settings.set(REALITY_CHECK_KEY, RealityCheckRules, {});
});

let seq = 0;
const id = (stem: string) => `rc-${stem}-${process.pid}-${seq++}`;
const DICE = { direction: 'over', target: 5050 } as const;

describe('the reality-check interval', () => {
  it('answers the operator’s default until the player picks 15, 30 or 60 minutes', async () => {
    const p = await g.player();
    expect(await p.ok('realityCheck')).toEqual({ minutes: 30, chosen: false });
    await t.settings.set(REALITY_CHECK_KEY, RealityCheckRules, { defaultMinutes: 60 });
    expect(await p.ok('realityCheck')).toEqual({ minutes: 60, chosen: false });
    for (const minutes of [15, 60, 30]) {
      expect(await p.ok('setRealityCheck', { minutes })).toEqual({ minutes, chosen: true });
      expect(await p.ok('realityCheck')).toEqual({ minutes, chosen: true });
    }
    await t.settings.set(REALITY_CHECK_KEY, RealityCheckRules, {});
    // Another player is not touched by the choice.
    expect(await (await g.player()).ok('realityCheck')).toEqual({ minutes: 30, chosen: false });
  });

  it('refuses "off" and any other interval, a visitor too, changing nothing', async () => {
    const p = await g.player();
    await p.ok('setRealityCheck', { minutes: 15 });
    for (const minutes of [0, 1, 20, 45, 90, -15, 15.5, '15', null, 'off']) {
      const answer = await p.call('setRealityCheck', { minutes });
      expect(answer.body.errcode, String(minutes)).toBe(ErrorCode.BAD_REQUEST);
    }
    expect((await p.call('setRealityCheck', {})).body.errcode).toBe(ErrorCode.BAD_REQUEST);
    expect((await g.accounts.call('setRealityCheck', { minutes: 60 })).status).toBe(401);
    expect((await g.accounts.call('realityCheck', {})).status).toBe(401);
    expect(await p.ok('realityCheck')).toEqual({ minutes: 15, chosen: true });
  });

  it('keeps one row a player under parallel choices: the answer is one of them', async () => {
    const p = await g.player();
    const choices = [15, 30, 60, 15, 30, 60, 15, 30];
    await Promise.all(choices.map((minutes) => p.ok('setRealityCheck', { minutes })));
    const rows = await t.database.db
      .selectFrom('reality_checks')
      .select('minutes')
      .where('user_id', '=', p.userId)
      .execute();
    expect(rows).toHaveLength(1);
    expect((await p.ok('realityCheck')).minutes).toBe(rows[0]!.minutes);
  });
});

describe('gameSessionSummary', () => {
  it('answers the time played on the lobby’s clock and the net of the session’s house rounds', async () => {
    await t.clock.freezeAt(new Date('2026-07-01T10:00:00Z'));
    const p = await g.player(100_000);
    const dice = g.gameId('dice');
    await p.ok('setRealityCheck', { minutes: 15 });
    // A round in an earlier session of the same game does not count toward this one.
    await p.ok('startGame', { gameId: dice });
    await p.ok('gamePlay', { gameId: dice, bet: 5_000, params: DICE });
    const { sessionId } = await p.ok('startGame', { gameId: dice });

    const start = await p.ok('gameSessionSummary', { gameId: dice });
    expect(start).toEqual({
      sessionId,
      startedAt: Date.parse('2026-07-01T10:00:00Z') / 1000,
      now: Date.parse('2026-07-01T10:00:00Z') / 1000,
      playedSeconds: 0,
      rounds: 0,
      bets: 0,
      wins: 0,
      net: 0,
      minutes: 15,
    });

    let payouts = 0;
    for (const bet of [100, 250, 1_000]) {
      const round = await p.ok('gamePlay', { gameId: dice, bet, params: DICE });
      payouts += round.payout as number;
    }
    await t.clock.freezeAt(new Date('2026-07-01T10:15:30Z'));
    const later = await p.ok('gameSessionSummary', { gameId: dice });
    expect(later).toMatchObject({
      sessionId,
      playedSeconds: 15 * 60 + 30,
      rounds: 3,
      bets: 1_350,
      wins: payouts,
      net: payouts - 1_350,
    });
    // The net is the money that moved: the balance is the deposit, the first session's round and
    // this session's net.
    const first = await t.database.db
      .selectFrom('game_rounds')
      .select(['bet', 'win'])
      .where('user_id', '=', p.userId)
      .where('session_id', '<>', sessionId)
      .executeTakeFirstOrThrow();
    expect((await balances(t.database.db, p.userId)).coin).toBe(
      100_000 + Number(first.win) - Number(first.bet) + later.net,
    );
    await t.clock.freezeAt(null);
  });

  it('counts a provider’s seamless rounds of the session, leaving a rolled-back round out', async () => {
    const p = await g.player(10_000);
    const game = g.providerGameId();
    const { sessionId } = await p.ok('startGame', { gameId: game });
    const won = id('round');
    await g.provider('debit', { sessionId, txId: id('tx'), roundId: won, amount: 200 });
    await g.provider('credit', { sessionId, txId: id('tx'), roundId: won, amount: 450 });
    const lost = id('round');
    await g.provider('debit', { sessionId, txId: id('tx'), roundId: lost, amount: 300 });
    const undone = id('round');
    const debit = { sessionId, txId: id('tx'), roundId: undone, amount: 700 };
    await g.provider('debit', debit);
    await g.provider('rollback', {
      sessionId,
      txId: id('rb'),
      refTxId: debit.txId,
      roundId: undone,
    });
    expect(await p.ok('gameSessionSummary', { gameId: game })).toMatchObject({
      sessionId,
      rounds: 2,
      bets: 500,
      wins: 450,
      net: -50,
    });
    expect((await balances(t.database.db, p.userId)).coin).toBe(10_000 - 50);
  });

  it('answers GAME_SESSION_CLOSED for a closed, silent or other game’s session, and bad input', async () => {
    const p = await g.player(10_000);
    const dice = g.gameId('dice');
    const crash = g.gameId('crash');
    const closed = async (gameId: unknown) =>
      (await p.call('gameSessionSummary', { gameId })).body.errcode;
    expect(await closed(dice)).toBe(ErrorCode.GAME_SESSION_CLOSED);
    await p.ok('startGame', { gameId: dice });
    expect(await closed(crash)).toBe(ErrorCode.GAME_SESSION_CLOSED);
    await t.database.db
      .updateTable('game_sessions')
      .set({ last_seen_at: sql<Date>`now() - interval '4 minutes'` })
      .where('user_id', '=', p.userId)
      .execute();
    expect(await closed(dice)).toBe(ErrorCode.GAME_SESSION_CLOSED);
    await p.ok('startGame', { gameId: dice });
    await p.ok('exitGame', { gameId: dice });
    expect(await closed(dice)).toBe(ErrorCode.GAME_SESSION_CLOSED);
    for (const gameId of [0, -1, 'x', 1.5, null]) {
      expect(await closed(gameId)).toBe(ErrorCode.BAD_REQUEST);
    }
    expect((await g.accounts.call('gameSessionSummary', { gameId: dice })).status).toBe(401);
  });

  it('never shows one player another’s session', async () => {
    const dice = g.gameId('dice');
    const a = await g.player(10_000);
    const b = await g.player(10_000);
    await a.ok('startGame', { gameId: dice });
    await a.ok('gamePlay', { gameId: dice, bet: 100, params: DICE });
    expect((await b.call('gameSessionSummary', { gameId: dice })).body.errcode).toBe(
      ErrorCode.GAME_SESSION_CLOSED,
    );
    await b.ok('startGame', { gameId: dice });
    expect(await b.ok('gameSessionSummary', { gameId: dice })).toMatchObject({ rounds: 0, net: 0 });
  });
});

describe('playerRealityCheck (the console)', () => {
  it('shows staff the player’s interval and when they chose it, or the default', async () => {
    const staff = consoleClient(t);
    const { cookie } = await staff.signedInStaff('support');
    const read = async (id: unknown) =>
      (await staff.call(cookie, 'playerRealityCheck', { id })).body;
    const p = await g.player();
    expect((await read(p.userId)).data).toEqual({ minutes: 30, chosen: false, chosenAt: null });
    const before = Math.floor(Date.now() / 1000) - 1;
    await p.ok('setRealityCheck', { minutes: 60 });
    const chosen = (await read(p.userId)).data;
    expect(chosen).toMatchObject({ minutes: 60, chosen: true });
    expect(chosen.chosenAt).toBeGreaterThanOrEqual(before);
    expect((await read('x')).errcode).toBe(ErrorCode.BAD_REQUEST);
    // Staff read; the player's own call is not theirs.
    expect((await g.accounts.call('playerRealityCheck', { id: p.userId })).status).toBe(404);
  });
});
