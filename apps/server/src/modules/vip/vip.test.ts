import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { GetVipInfoAnswer } from '@lobby/contract/vip';
import { ErrorCode } from '@lobby/contract/values/errors';
import { common, type TestApp } from '../../../test/test-app';
import { expectBooksBalanced } from '../../../test/ledger-books';
import { inTransaction } from '@/db/database';
import { balances } from '@/ledger/ledger';
import { depositsClient } from '../deposits/deposits-test-client';
import { gamesClient } from '../games/games-test-client';
import { PropId } from '../rewards/awards';
import type { rewardsModule } from '../rewards/rewards.module';
import { useRewardsTestApp } from '../../../test/rewards/rewards-test-app';
import { REWARDS_RULES_KEY, RewardsRules } from '../rewards/rewards.settings';

type RewardsRulesInput = z.input<typeof RewardsRules>;
import { vipRule } from './vip.event-rule';

let t: TestApp;
let rewards: ReturnType<typeof rewardsModule>;
const DAY = 86_400;

const { devPost, setClock, freezeClock, grantsOf, bonusOf, toMidnight } = useRewardsTestApp(
  (app, module) => {
    t = app;
    rewards = module;
  },
);
const runRebate = () => devPost('runJob', { name: 'rewards.vipRebate' });

const levels = () => t.config.current().config.levelConfigs;
/** The valid bets an award asks, per unit of it (the default `vip.awardPlayMultiple`). */
const PLAY = RewardsRules.parse({}).vip.awardPlayMultiple;
const level = (n: number) => levels().find((l) => l.level === n)!;
/** Coin as an answer's awards state it: one line, in hundredths (docs/api.md "Reward counts"). */
const coinAnswered = (count: number) => [{ propId: PropId.Coin, count, unit: 'hundredths' }];

const player = () => depositsClient(t).player();
type Player = Awaited<ReturnType<typeof player>>;

const call = async (p: Player, name: string, body: object = {}) =>
  (await t.call(name, { ...common, ...body }, { authorization: p.token })).body;

/** Publishes a settled bet of the player, as the seamless wallet does, `validBet` weighted. */
const betSettled = (userId: number, validBet: number, bet = validBet) =>
  t.database.db
    .insertInto('domain_events')
    .values({
      type: 'bet.settled',
      user_id: userId,
      payload: JSON.stringify({ userId, bet, win: 0, validBet }),
    })
    .execute();

/** Valid bets that bring a new player's experience to `level`'s threshold, and consumed. */
const climbTo = async (p: Player, to: number) => {
  await betSettled(p.userId, level(to).needExp * 100);
  await rewards.engine.consumeAll();
};

const standing = (userId: number) =>
  t.database.db
    .selectFrom('vip_standings')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();

const info = async (p: Player) => {
  const answer = await call(p, 'getVipInfo');
  expect(answer.errcode, answer.msg).toBe(0);
  return GetVipInfoAnswer.parse(answer.data);
};

describe('experience and levels', () => {
  it('counts valid bets as experience to the hundredth of a point, and shows it in the user info', async () => {
    const p = await player();
    // 1.50 and 0.75 of valid bets: 2.25 points, none of it lost.
    await betSettled(p.userId, 150);
    await betSettled(p.userId, 75);
    // A bet that counts nothing toward wagering counts nothing here either.
    await betSettled(p.userId, 0, 10_000);
    await rewards.engine.consumeAll();
    expect(await standing(p.userId)).toMatchObject({ exp_e4: 22_500, level: 0 });
    // Deposits count only when the operator says.
    const deposits = depositsClient(t);
    await deposits.deposit(p.token, 10_000);
    await rewards.engine.consumeAll();
    expect((await standing(p.userId))!.exp_e4).toBe(22_500);
    await t.settings.set(REWARDS_RULES_KEY, RewardsRules, { vip: { expPerDeposit: 0.5 } });
    await deposits.deposit(p.token, 10_000);
    await rewards.engine.consumeAll();
    // 100.00 at 0.5 a 1.00: 50 points more.
    expect((await standing(p.userId))!.exp_e4).toBe(22_500 + 500_000);

    const refreshed = await call(p, 'refreshData');
    expect(refreshed.data).toMatchObject({ vip: 0, vipExp: 52 });
    const after = await call(p, 'getAfterLoginInfo');
    expect(after.data.user).toMatchObject({ vip: 0, vipExp: 52 });
    await expect(
      t.settings.set(REWARDS_RULES_KEY, RewardsRules, { vip: { expPerValidBet: 0.333 } }),
    ).rejects.toThrow();
  });

  it('gains experience from a real game round, by its weighted valid bet', async () => {
    const g = gamesClient(t);
    const p = await g.player(100_000);
    const started = await t.call(
      'startGame',
      { ...common, gameId: g.providerGameId() },
      { authorization: p.token },
    );
    const { sessionId } = started.body.data as { sessionId: string };
    const roundId = `vip-${p.userId}`;
    await g.provider('debit', { sessionId, txId: `${roundId}:b`, roundId, amount: 2_000 });
    await g.provider('credit', { sessionId, txId: `${roundId}:w`, roundId, amount: 0 });
    await rewards.engine.consumeAll();
    const settled = await t.database.db
      .selectFrom('domain_events')
      .select('payload')
      .where('user_id', '=', p.userId)
      .where('type', '=', 'bet.settled')
      .executeTakeFirstOrThrow();
    const validBet = (settled.payload as { validBet: number }).validBet;
    expect(validBet).toBeGreaterThan(0);
    expect((await standing(p.userId))!.exp_e4).toBe(validBet * 100);
  });

  it('climbs several levels at once: a bonus per level crossed, once, and one vip.levelUp event', async () => {
    const p = await player();
    await betSettled(p.userId, level(2).needExp * 100 - 1);
    // Three instances consume at once: every event counted once, every bonus granted once.
    await Promise.all([
      rewards.engine.consumeAll(1),
      rewards.engine.consumeAll(2),
      rewards.engine.consumeAll(),
    ]);
    // 0.01 short of level 2.
    expect(await standing(p.userId)).toMatchObject({ level: 1 });
    await betSettled(p.userId, 1);
    await rewards.engine.consumeAll();
    expect(await standing(p.userId)).toMatchObject({
      level: 2,
      exp_e4: level(2).needExp * 10_000,
    });
    const bonuses = await grantsOf(p.userId, 'vip-level-up');
    expect(bonuses.map((g) => [g.grant_key, g.coin])).toEqual([
      ['level:1', level(1).levelUpBonus],
      ['level:2', level(2).levelUpBonus],
    ]);
    const events = await t.database.db
      .selectFrom('domain_events')
      .select('payload')
      .where('user_id', '=', p.userId)
      .where('type', '=', 'vip.levelUp')
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.payload)).toEqual([
      { userId: p.userId, from: 0, to: 1, bonus: level(1).levelUpBonus },
      { userId: p.userId, from: 1, to: 2, bonus: level(2).levelUpBonus },
    ]);
    // The engine reads its own events harmlessly: nothing more is counted or granted.
    await rewards.engine.consumeAll();
    await rewards.engine.consumeAll();
    expect(await grantsOf(p.userId, 'vip-level-up')).toHaveLength(2);

    // A climb computed again (a rule fed the same events twice) grants nothing new.
    await t.database.db
      .updateTable('vip_standings')
      .set({ level: 0, exp_e4: 0 })
      .where('user_id', '=', p.userId)
      .execute();
    const rule = vipRule({ grants: rewards.grants, config: () => t.config.current().config });
    const rules = await rewards.engine.settings();
    const replay = [
      {
        id: 0,
        tx: '0',
        type: 'bet.settled',
        userId: p.userId,
        payload: { validBet: level(2).needExp * 100 },
        createdAt: new Date(),
      },
    ];
    await inTransaction(t.database.db, (trx) =>
      rule.onEvents(trx, replay, { rules, offsetSeconds: 0 }),
    );
    expect(await grantsOf(p.userId, 'vip-level-up')).toHaveLength(2);

    // Levels never go down, even when the operator raises the thresholds.
    await betSettled(p.userId, 100);
    await rewards.engine.consumeAll();
    expect((await standing(p.userId))!.level).toBe(2);
    expect((await info(p)).level).toBe(2);
  });
});

describe('the daily and sign-in awards', () => {
  it('pays the daily award once to 30 calls at once; the same day it pays nothing more', async () => {
    const p = await player();
    await climbTo(p, 1);
    const award = level(1).dailyAward;
    expect(award).toBeGreaterThan(0);
    // Climbing bet 1,000.00 today: more than the play the award asks.
    const play = { played: PLAY * award, playNeeded: PLAY * award };
    expect((await info(p)).daily).toEqual({ award, state: 'claimable', ...play });
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => call(p, 'appVipUserReceiveDaily')),
    );
    for (const answer of answers) {
      expect(answer.errcode, answer.msg).toBe(0);
      expect(answer.data.grantId).toBe(answers[0]!.data.grantId);
      expect(answer.data.awards).toEqual(coinAnswered(award));
    }
    expect(await bonusOf(p.userId)).toBe(award);
    expect(await grantsOf(p.userId, 'vip-daily')).toHaveLength(1);
    // Again the same day: the first claim's answer, nothing paid.
    const again = await call(p, 'appVipUserReceiveDaily');
    expect(again.data.grantId).toBe(answers[0]!.data.grantId);
    expect(await bonusOf(p.userId)).toBe(award);
    expect((await info(p)).daily).toEqual({ award, state: 'claimed', ...play });
    await expectBooksBalanced(t.database.db);
  });

  it('refuses a level that pays no daily or sign-in award', async () => {
    expect(level(0).dailyAward).toBe(0);
    const p = await player();
    expect((await call(p, 'appVipUserReceiveDaily')).errcode).toBe(ErrorCode.VIP_NO_AWARD);
    expect((await call(p, 'appVipUserReceiveSignInAward')).errcode).toBe(ErrorCode.VIP_NO_AWARD);
    expect((await info(p)).daily).toEqual({
      award: 0,
      state: 'unavailable',
      played: 0,
      playNeeded: 0,
    });
    expect(await grantsOf(p.userId, 'vip-daily')).toHaveLength(0);
  });

  it('pays again after midnight in the operator’s time zone, not UTC’s', async () => {
    await t.settings.set(REWARDS_RULES_KEY, RewardsRules, { timeZone: 'Asia/Manila' });
    const p = await player();
    await climbTo(p, 1);
    const toManila = await toMidnight(8);
    await setClock(toManila - 120);
    const before = await call(p, 'appVipUserReceiveDaily');
    expect(before.errcode, before.msg).toBe(0);
    expect((await info(p)).daily.state).toBe('claimed');
    // Manila's midnight is 16:00 UTC: the UTC day has not changed. A new day asks its own play.
    await setClock(toManila + 120);
    expect((await info(p)).daily).toMatchObject({ state: 'unavailable', played: 0 });
    await betSettled(p.userId, PLAY * level(1).dailyAward);
    await rewards.engine.consumeAll();
    const vip = await info(p);
    expect(vip.daily.state).toBe('claimable');
    expect(vip.dayEndsAt - Math.floor((await t.clock.now()).getTime() / 1000)).toBeGreaterThan(
      DAY - 300,
    );
    const after = await call(p, 'appVipUserReceiveDaily');
    expect(after.errcode, after.msg).toBe(0);
    expect(after.data.grantId).not.toBe(before.data.grantId);
    expect(await bonusOf(p.userId)).toBe(2 * level(1).dailyAward);
    const keys = (await grantsOf(p.userId, 'vip-daily')).map((g) => g.grant_key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('pays the sign-in award once per ISO week, again from Monday', async () => {
    const p = await player();
    await climbTo(p, 1);
    const now = Math.floor((await t.clock.now()).getTime() / 1000);
    // Days since Monday 00:00 UTC (1 January 1970 was a Thursday).
    const sinceMonday = (now + 3 * DAY) % (7 * DAY);
    const toMonday = 7 * DAY - sinceMonday;
    await setClock(toMonday - 3_600);
    const first = await call(p, 'appVipUserReceiveSignInAward');
    expect(first.errcode, first.msg).toBe(0);
    expect(first.data.awards).toEqual(coinAnswered(level(1).signInAward));
    await setClock(toMonday - 60);
    expect((await call(p, 'appVipUserReceiveSignInAward')).data.grantId).toBe(first.data.grantId);
    expect((await info(p)).signIn.state).toBe('claimed');
    await setClock(toMonday + 60);
    // A new week asks its own play.
    expect((await info(p)).signIn.state).toBe('unavailable');
    await betSettled(p.userId, PLAY * level(1).signInAward);
    await rewards.engine.consumeAll();
    expect((await info(p)).signIn.state).toBe('claimable');
    const monday = await call(p, 'appVipUserReceiveSignInAward');
    expect(monday.data.grantId).not.toBe(first.data.grantId);
    expect(await bonusOf(p.userId)).toBe(2 * level(1).signInAward);
  });

  it('lights the VIP red dot while an award waits, in one statement, and puts it out once claimed', async () => {
    const p = await player();
    const dot = async () => (await call(p, 'activityGetStatusList')).data.vipAwardFlag;
    expect(await dot()).toBe(false);
    await climbTo(p, 1);
    // The level-up bonus waits.
    expect(await dot()).toBe(true);
    await call(p, 'betBonusReceive', { type: 'vip' });
    // Today's daily award and the week's sign-in award wait, not granted yet.
    expect(await grantsOf(p.userId, 'vip-daily')).toHaveLength(0);
    expect(await dot()).toBe(true);
    await call(p, 'appVipUserReceiveDaily');
    expect(await dot()).toBe(true);
    await call(p, 'appVipUserReceiveSignInAward');
    // Today's valid bets (1,000.00) reached the default daily task.
    expect(await dot()).toBe(true);
    expect((await call(p, 'receiveVipTask', { id: 1 })).errcode).toBe(0);
    expect(await dot()).toBe(false);
    // The next day, its award waits for the day's play.
    await setClock(DAY);
    expect(await dot()).toBe(false);
    await betSettled(p.userId, PLAY * level(1).dailyAward);
    await rewards.engine.consumeAll();
    expect(await dot()).toBe(true);
  });

  it('asks play for the awards: the day’s valid bets for the daily award, the week’s for sign-in', async () => {
    const p = await player();
    await climbTo(p, 1);
    // A new day (and ISO week) with no play yet.
    await setClock(7 * DAY);
    const daily = level(1).dailyAward;
    expect((await info(p)).daily).toEqual({
      award: daily,
      state: 'unavailable',
      played: 0,
      playNeeded: PLAY * daily,
    });
    expect((await call(p, 'appVipUserReceiveDaily')).errcode).toBe(ErrorCode.VIP_PLAY_NEEDED);
    expect((await call(p, 'appVipUserReceiveSignInAward')).errcode).toBe(ErrorCode.VIP_PLAY_NEEDED);
    // One hundredth short, then enough.
    await betSettled(p.userId, PLAY * daily - 1);
    await rewards.engine.consumeAll();
    expect((await info(p)).daily.played).toBe(PLAY * daily - 1);
    expect((await call(p, 'appVipUserReceiveDaily')).errcode).toBe(ErrorCode.VIP_PLAY_NEEDED);
    await betSettled(p.userId, 1);
    await rewards.engine.consumeAll();
    expect((await call(p, 'appVipUserReceiveDaily')).errcode).toBe(0);
    expect(await grantsOf(p.userId, 'vip-daily')).toHaveLength(1);
    // The operator may ask none.
    await t.settings.set(REWARDS_RULES_KEY, RewardsRules, { vip: { awardPlayMultiple: 0 } });
    expect((await info(p)).signIn).toMatchObject({ state: 'claimable', playNeeded: 0 });
    expect((await call(p, 'appVipUserReceiveSignInAward')).errcode).toBe(0);
  });
});

describe('VIP tasks', () => {
  const tasks: RewardsRulesInput = {
    vip: {
      tasks: [
        {
          id: 7,
          goal: 'validBets',
          period: 'day',
          minLevel: 1,
          target: 150_000,
          awards: [{ propId: PropId.Coin, count: 300 }],
        },
        {
          id: 8,
          goal: 'deposits',
          period: 'week',
          minLevel: 5,
          target: 1,
          awards: [{ propId: PropId.Points, count: 100 }],
        },
      ],
    },
  };

  it('counts progress over the period, pays once reached, once per period', async () => {
    await t.settings.set(REWARDS_RULES_KEY, RewardsRules, tasks);
    const p = await player();
    // Valid bets of 1,000.00: level 1, and two thirds of the task.
    await climbTo(p, 1);
    const today = await info(p);
    expect(today.tasks).toEqual([
      expect.objectContaining({ id: 7, progress: 100_000, target: 150_000, state: 'unavailable' }),
      expect.objectContaining({ id: 8, progress: 0, minLevel: 5, state: 'unavailable' }),
    ]);
    expect((await call(p, 'receiveVipTask', { id: 7 })).errcode).toBe(
      ErrorCode.VIP_TASK_NOT_REACHED,
    );
    expect((await call(p, 'receiveVipTask', { id: 8 })).errcode).toBe(ErrorCode.VIP_LEVEL_TOO_LOW);
    expect((await call(p, 'receiveVipTask', { id: 99 })).errcode).toBe(
      ErrorCode.VIP_TASK_NOT_FOUND,
    );
    expect((await call(p, 'receiveVipTask', { id: -1 })).errcode).not.toBe(0);
    expect(await grantsOf(p.userId, 'vip-task')).toHaveLength(0);

    await betSettled(p.userId, 60_000);
    await rewards.engine.consumeAll();
    expect((await info(p)).tasks[0]).toMatchObject({ progress: 150_000, state: 'claimable' });
    const paid = await Promise.all(
      Array.from({ length: 5 }, () => call(p, 'receiveVipTask', { id: 7 })),
    );
    for (const answer of paid) expect(answer.data.grantId).toBe(paid[0]!.data.grantId);
    expect(paid[0]!.data.awards).toEqual(coinAnswered(300));
    expect((await info(p)).tasks[0]!.state).toBe('claimed');
    const before = await bonusOf(p.userId);
    expect(before).toBe(300);

    // Tomorrow: a new day's progress, from zero.
    await setClock(DAY);
    expect((await info(p)).tasks[0]).toMatchObject({ progress: 0, state: 'unavailable' });
    expect((await call(p, 'receiveVipTask', { id: 7 })).errcode).toBe(
      ErrorCode.VIP_TASK_NOT_REACHED,
    );
  });
});

describe('the daily rebate', () => {
  it('grants each player the level’s share of yesterday’s valid bets, once however often it runs', async () => {
    const p = await player();
    const idle = await player();
    await climbTo(p, 2);
    const bp = level(2).rebateBp;
    await betSettled(p.userId, 123_457);
    await rewards.engine.consumeAll();
    const valid = level(2).needExp * 100 + 123_457;
    const vip = await info(p);
    expect(vip.rebate).toEqual({
      todayValidBets: valid,
      todayEstimate: Math.floor((valid * bp) / 10_000),
      claimable: 0,
    });
    // Today is not over: nothing is granted for it.
    await runRebate();
    expect(await grantsOf(p.userId, 'vip-rebate')).toHaveLength(0);

    await setClock(DAY);
    // Twice at once, then again.
    const runs = await Promise.all([runRebate(), runRebate()]);
    for (const run of runs) expect(run.data.ran).toBe(true);
    await runRebate();
    const granted = await grantsOf(p.userId, 'vip-rebate');
    expect(granted).toHaveLength(1);
    expect(Number(granted[0]!.coin)).toBe(Math.floor((valid * bp) / 10_000));
    expect(granted[0]!.awards).toEqual([{ propId: PropId.Coin, count: Number(granted[0]!.coin) }]);
    expect(await grantsOf(idle.userId, 'vip-rebate')).toHaveLength(0);
    expect((await info(p)).rebate.claimable).toBe(Number(granted[0]!.coin));
    // In the rebate tab of the bonus centre.
    const tab = await call(p, 'betBonus', { type: 'rebate' });
    expect(tab.data.list).toEqual([
      expect.objectContaining({ id: Number(granted[0]!.id), activity: 'vip-rebate' }),
    ]);
  });
});

/** The next Wednesday noon in Manila (UTC+8), in unix seconds: days away from a week's edges. */
const nextManilaWednesdayNoon = () => {
  const manila = new Date(Date.now() + 8 * 3_600_000);
  const daysAhead = (3 - manila.getUTCDay() + 7) % 7 || 7;
  const day = Date.UTC(manila.getUTCFullYear(), manila.getUTCMonth(), manila.getUTCDate());
  return (day + daysAhead * DAY * 1000) / 1000 + 4 * 3_600;
};

describe('claiming everything VIP at once', () => {
  it('grants and pays the daily and sign-in awards, reached tasks, level-up bonuses and rebate', async () => {
    // The week's play asks for the sign-in award: on a Sunday, a day on is another week. The
    // clock is held on a Wednesday, so the day on is a Thursday of the same week.
    await freezeClock(nextManilaWednesdayNoon());
    const p = await player();
    await climbTo(p, 2);
    await setClock(DAY);
    await runRebate();
    const rebate = Number((await grantsOf(p.userId, 'vip-rebate'))[0]!.coin);
    // Today's valid bets reach the default daily task (1,000.00 from level 1).
    await betSettled(p.userId, 100_000);
    await rewards.engine.consumeAll();
    const vip = await info(p);
    const task = RewardsRules.parse({}).vip.tasks.find((x) => x.id === 1)!;
    const expected =
      level(1).levelUpBonus +
      level(2).levelUpBonus +
      rebate +
      level(2).dailyAward +
      level(2).signInAward +
      task.awards[0]!.count;
    expect(vip.unclaimed).toEqual({ count: 6, coin: expected });

    const all = await call(p, 'receiveVipTaskUnReceiveBonus');
    expect(all.errcode, all.msg).toBe(0);
    expect(all.data.claimed).toHaveLength(6);
    expect(all.data.refused).toEqual([]);
    expect(all.data.awards).toEqual(coinAnswered(expected));
    expect(all.data.money).toMatchObject({ cash: 0, bonus: expected });
    expect((await info(p)).unclaimed).toEqual({ count: 0, coin: 0 });
    const again = await call(p, 'receiveVipTaskUnReceiveBonus');
    expect(again.data.claimed).toEqual([]);
    expect(await bonusOf(p.userId)).toBe(expected);
    await expectBooksBalanced(t.database.db);
  });
});

describe('abuse', () => {
  it('keeps a VIP activity within its budget', async () => {
    // Listed without a tab: still the VIP tab.
    await t.settings.set(REWARDS_RULES_KEY, RewardsRules, {
      activities: { 'vip-daily': { budget: 1 } },
    });
    const p = await player();
    await climbTo(p, 1);
    expect((await call(p, 'appVipUserReceiveDaily')).errcode).toBe(ErrorCode.REWARD_BUDGET_SPENT);
    expect(await bonusOf(p.userId)).toBe(0);
    const tab = await call(p, 'betBonus', { type: 'vip' });
    expect(tab.data.list).toEqual(
      expect.arrayContaining([expect.objectContaining({ activity: 'vip-daily' })]),
    );
  });

  it('never pays one player’s VIP reward to another', async () => {
    const owner = await player();
    const thief = await player();
    await climbTo(owner, 1);
    const [bonus] = await grantsOf(owner.userId, 'vip-level-up');
    expect((await call(thief, 'betBonusReceive', { id: Number(bonus!.id) })).errcode).toBe(
      ErrorCode.REWARD_NOT_FOUND,
    );
    const all = await call(thief, 'receiveVipTaskUnReceiveBonus');
    expect(all.data.claimed).toEqual([]);
    expect(await bonusOf(thief.userId)).toBe(0);
    expect((await grantsOf(owner.userId, 'vip-level-up'))[0]!.status).toBe('claimable');
  });

  it('pays a stolen session’s claims only into the owner’s bonus money, under wagering', async () => {
    const owner = await player();
    await climbTo(owner, 1);
    // Whoever holds the owner's token claims: the coin is the owner's bonus money, not cash.
    const paid = await call(owner, 'receiveVipTaskUnReceiveBonus');
    const coin = paid.data.awards[0].count as number;
    expect(coin).toBeGreaterThan(0);
    expect(await balances(t.database.db, owner.userId)).toMatchObject({ coin: 0, bonus: coin });
    const open = await t.database.db
      .selectFrom('bonus_packages')
      .selectAll()
      .where('user_id', '=', owner.userId)
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    const terms = RewardsRules.parse({}).coinTerms;
    expect(open).toMatchObject({
      kind: 'reward',
      deposit: 0,
      bonus: coin,
      wagering_required: coin * terms.wageringMultiple,
    });
    expect(paid.data.money).toMatchObject({ cash: 0, wageringRequired: coin * 10 });
  });
});
