import type { ProtectionMarkersAnswer } from '@lobby/contract/console-calls/protection';
import { ErrorCode } from '@lobby/contract/values/errors';
import { sql } from 'kysely';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { consoleClient } from '../../../test/console-client';
import { useTestApp } from '../../../test/test-app';
import { gamesClient, gamesTestEnv } from '../games/games-test-client';
import { REWARDS_RULES_KEY, RewardsRules } from '../rewards/rewards.settings';
import { PROTECTION_KEY, ProtectionRules } from './protection.settings';

// The markers of harm on the Player protection dashboard (docs/player-protection.md).
const t = useTestApp({ env: gamesTestEnv });
const g = gamesClient(t);
const staff = consoleClient(t);
let support: string;
beforeAll(async () => {
  support = (await staff.signedInStaff('support')).cookie;
});
afterEach(async () => {
  await t.clock.reset();
  await t.settings.set(REWARDS_RULES_KEY, RewardsRules, {});
  await t.settings.set(PROTECTION_KEY, ProtectionRules, {});
});

type Player = Awaited<ReturnType<typeof g.player>>;
let seq = 0;
const id = (stem: string) => `${stem}-protection-${seq++}`;
const markers = async () => {
  const answer = await staff.call(support, 'protectionMarkers', {});
  expect(answer.body.errcode).toBe(0);
  return answer.body.data as ProtectionMarkersAnswer;
};
const listed = <R extends { userId: number }>(list: R[], p: Player) =>
  list.find((r) => r.userId === p.userId);
const hitsOf = async (p: Player) =>
  (
    await sql<{
      kind: string;
    }>`select kind from play_limit_hits where user_id = ${p.userId} order by id`.execute(
      t.database.db,
    )
  ).rows.map((r) => r.kind);
const recharge = (p: Player, amount: number) => p.call('recharge', { rechargeTypeId: 1, amount });
const setLimit = (p: Player, kind: string, value: number | null) =>
  p.ok('setPlayLimit', { kind, value });
const dice = () => g.gameId('dice');
const bet = (p: Player, amount: number) =>
  p.call('gamePlay', { gameId: dice(), bet: amount, params: { direction: 'over', target: 5050 } });

describe('protection: limit hits', () => {
  it('records a refused deposit and a refused bet after the refusal, which is answered as before', async () => {
    const p = await g.player(10_000);
    await setLimit(p, 'depositDay', 1_000);
    const refused = await recharge(p, 1_001);
    expect(refused.body.errcode).toBe(ErrorCode.PLAY_LIMIT_DEPOSIT);
    expect(refused.body.data).toMatchObject({ limit: 'depositDay', left: 1_000 });
    await p.ok('startGame', { gameId: dice() });
    await setLimit(p, 'wagerDay', 100);
    const refusedBet = await bet(p, 101);
    expect(refusedBet.body.errcode).toBe(ErrorCode.PLAY_LIMIT_WAGER);
    expect(refusedBet.body.data).toMatchObject({ limit: 'wagerDay', left: 100 });
    expect(await hitsOf(p)).toEqual(['depositDay', 'wagerDay']);
    // Allowed ones record nothing.
    expect((await bet(p, 100)).body.errcode).toBe(0);
    expect((await recharge(p, 1_000)).body.errcode).toBe(0);
    expect(await hitsOf(p)).toEqual(['depositDay', 'wagerDay']);
  });

  it('records a provider debit refused by a loss limit', async () => {
    const p = await g.player(10_000);
    const { sessionId } = await p.ok('startGame', { gameId: g.providerGameId() });
    await setLimit(p, 'lossDay', 100);
    const refused = await g.provider('debit', {
      sessionId,
      txId: id('tx'),
      roundId: id('r'),
      amount: 101,
    });
    expect(refused.body).toMatchObject({ ok: false, error: 'PLAY_LIMIT', limit: 'lossDay' });
    expect(await hitsOf(p)).toEqual(['lossDay']);
  });

  it('answers the refusal even when the hit cannot be recorded', async () => {
    const p = await g.player();
    await setLimit(p, 'depositDay', 1_000);
    await sql`alter table play_limit_hits add constraint no_hits check (false) not valid`.execute(
      t.database.db,
    );
    try {
      const refused = await recharge(p, 2_000);
      expect(refused.status).toBe(200);
      expect(refused.body.errcode).toBe(ErrorCode.PLAY_LIMIT_DEPOSIT);
    } finally {
      await sql`alter table play_limit_hits drop constraint no_hits`.execute(t.database.db);
    }
    expect(await hitsOf(p)).toEqual([]);
  });

  it('lists a player refused at least K times within N days, and not at K − 1 or after N days', async () => {
    await t.clock.freezeAt(new Date('2026-06-10T10:00:00Z'));
    const [three, two] = [await g.player(), await g.player()];
    for (const p of [three, two]) await setLimit(p, 'depositDay', 1_000);
    for (let i = 0; i < 3; i++)
      expect((await recharge(three, 2_000)).body.errcode).toBe(ErrorCode.PLAY_LIMIT_DEPOSIT);
    expect(await hitsOf(three)).toHaveLength(3);
    for (let i = 0; i < 2; i++) await recharge(two, 2_000);
    let answer = await markers();
    expect(answer.thresholds).toMatchObject({ hitsAtLeast: 3, hitsDays: 7 });
    expect(listed(answer.limitHits, three)).toMatchObject({
      figure: 3,
      at: Date.parse('2026-06-10T10:00:00Z') / 1000,
    });
    expect(listed(answer.limitHits, two)).toBeUndefined();
    await t.clock.freezeAt(new Date('2026-06-17T09:59:59Z'));
    expect(listed((await markers()).limitHits, three)?.figure).toBe(3);
    await t.clock.freezeAt(new Date('2026-06-17T10:00:00Z'));
    expect(listed((await markers()).limitHits, three)).toBeUndefined();
    // The threshold is the operator's.
    await t.clock.freezeAt(new Date('2026-06-10T10:00:00Z'));
    await t.settings.set(PROTECTION_KEY, ProtectionRules, { markers: { hitsAtLeast: 2 } });
    answer = await markers();
    expect(listed(answer.limitHits, two)?.figure).toBe(2);
  });
});

describe('protection: raised limits', () => {
  it('lists a raise asked for or confirmed within N days; a new or lower limit is no marker', async () => {
    await t.clock.freezeAt(new Date('2026-06-10T10:00:00Z'));
    const raiser = await g.player();
    const lowerer = await g.player();
    await setLimit(raiser, 'depositDay', 1_000);
    await setLimit(raiser, 'depositDay', 5_000);
    await setLimit(lowerer, 'lossDay', 1_000);
    await setLimit(lowerer, 'lossDay', 500);
    let answer = await markers();
    expect(listed(answer.raisedLimits, raiser)).toMatchObject({
      figure: 1,
      at: Date.parse('2026-06-10T10:00:00Z') / 1000,
    });
    expect(listed(answer.raisedLimits, lowerer)).toBeUndefined();
    // Confirmed after the cooling-off: a second change.
    await t.clock.freezeAt(new Date('2026-06-11T10:00:00Z'));
    await raiser.ok('confirmPlayLimit', { kind: 'depositDay' });
    answer = await markers();
    expect(listed(answer.raisedLimits, raiser)?.figure).toBe(2);
    await t.clock.freezeAt(new Date('2026-07-11T09:59:59Z'));
    expect(listed((await markers()).raisedLimits, raiser)?.figure).toBe(1);
    await t.clock.freezeAt(new Date('2026-07-11T10:00:00Z'));
    expect(listed((await markers()).raisedLimits, raiser)).toBeUndefined();
  });
});

describe('protection: long play', () => {
  const played = async (p: Player, hours: number, extraSeconds = 0) => {
    const { sessionId } = await p.ok('startGame', { gameId: dice() });
    await sql`update game_sessions set closed_at = now(),
      opened_at = now() - make_interval(secs => ${hours * 3600 + extraSeconds})
      where id = ${sessionId}`.execute(t.database.db);
  };

  it('lists a session or a day over H hours, not one of exactly H', async () => {
    await t.clock.freezeAt(new Date('2026-06-10T18:00:00Z'));
    const [over, exactly, twoSessions] = [await g.player(), await g.player(), await g.player()];
    await played(over, 3, 1);
    await played(exactly, 3);
    await played(twoSessions, 2);
    await played(twoSessions, 1, 1);
    const answer = await markers();
    expect(listed(answer.longPlay, over)).toMatchObject({
      figure: 3 * 3600 + 1,
      longestSession: 3 * 3600 + 1,
      at: Date.parse('2026-06-10T00:00:00Z') / 1000,
    });
    expect(listed(answer.longPlay, exactly)).toBeUndefined();
    expect(listed(answer.longPlay, twoSessions)).toMatchObject({ figure: 3 * 3600 + 1 });
  });
});

describe('protection: deposits after losses in the night', () => {
  const lose = async (p: Player, amount: number, sessionId: string) => {
    const roundId = id('r');
    const debit = await g.provider('debit', { sessionId, txId: id('tx'), roundId, amount });
    expect(debit.body).toMatchObject({ ok: true });
    const credit = await g.provider('credit', {
      sessionId,
      txId: id('tx'),
      roundId,
      amount: 0,
      final: true,
    });
    expect(credit.body).toMatchObject({ ok: true });
  };
  const seated = async () => {
    const p = await g.player(100_000);
    const { sessionId } = await p.ok('startGame', { gameId: g.providerGameId() });
    return { p, sessionId: sessionId as string };
  };

  it('lists a deposit at night (operator time) after losses over X that night, not at X', async () => {
    await t.settings.set(REWARDS_RULES_KEY, RewardsRules, { timeZone: 'Asia/Tokyo' });
    // 02:00 in Tokyo.
    await t.clock.freezeAt(new Date('2026-06-10T17:00:00Z'));
    const over = await seated();
    await lose(over.p, 6_000, over.sessionId);
    await lose(over.p, 4_001, over.sessionId);
    expect((await recharge(over.p, 5_000)).body.errcode).toBe(0);
    const at = await seated();
    await lose(at.p, 10_000, at.sessionId);
    expect((await recharge(at.p, 5_000)).body.errcode).toBe(0);
    // Losses before that night's midnight do not count.
    const before = await seated();
    await lose(before.p, 20_000, before.sessionId);
    await sql`update game_rounds set created_at = now() - interval '2 hours 1 minute' where user_id = ${before.p.userId}`.execute(
      t.database.db,
    );
    expect((await recharge(before.p, 5_000)).body.errcode).toBe(0);
    const answer = await markers();
    expect(answer.nightDeposits.find((r) => r.userId === over.p.userId)).toMatchObject({
      figure: 10_001,
      amount: 5_000,
    });
    expect(answer.nightDeposits.find((r) => r.userId === at.p.userId)).toBeUndefined();
    expect(answer.nightDeposits.find((r) => r.userId === before.p.userId)).toBeUndefined();
  });

  it('leaves out a deposit at or after the night’s end hour', async () => {
    await t.settings.set(REWARDS_RULES_KEY, RewardsRules, { timeZone: 'Asia/Tokyo' });
    // 06:00:30 in Tokyo.
    await t.clock.freezeAt(new Date('2026-06-10T21:00:30Z'));
    const morning = await seated();
    await lose(morning.p, 20_000, morning.sessionId);
    expect((await recharge(morning.p, 5_000)).body.errcode).toBe(0);
    expect(
      (await markers()).nightDeposits.find((r) => r.userId === morning.p.userId),
    ).toBeUndefined();
    // With the night ending at 07:00 (setting), it is in.
    await t.settings.set(PROTECTION_KEY, ProtectionRules, { markers: { nightEndHour: 7 } });
    expect(
      (await markers()).nightDeposits.find((r) => r.userId === morning.p.userId),
    ).toMatchObject({ figure: 20_000 });
  });
});

describe('protection: permission', () => {
  it('needs protection.read', async () => {
    const marketing = (await staff.signedInStaff('marketing')).cookie;
    const refused = await staff.call(marketing, 'protectionMarkers', {});
    expect(refused.body.errcode).toBe(ErrorCode.STAFF_FORBIDDEN);
    const auditor = (await staff.signedInStaff('auditor')).cookie;
    expect((await staff.call(auditor, 'protectionMarkers', {})).body.errcode).toBe(0);
  });
});
