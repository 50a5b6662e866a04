import { describe, expect, it } from 'vitest';
import { GetTaskUserAnswer, type TaskItem } from '@lobby/contract/tasks';
import { ErrorCode } from '@lobby/contract/values/errors';
import { SmsPurpose } from '@lobby/contract/values/enums';
import { accountsClient, newAccount, newMobile } from '../../../test/accounts-client';
import { expectBooksBalanced } from '../../../test/ledger-books';
import { common, type TestApp } from '../../../test/test-app';
import { depositsClient } from '../deposits/deposits-test-client';
import { PropId } from '../rewards/awards';
import { useRewardsTestApp } from '../../../test/rewards/rewards-test-app';
import { REWARDS_RULES_KEY, RewardsRules } from '../rewards/rewards.settings';

let t: TestApp;
const DAY = 86_400;

const { devPost, setClock, pointsOf, bonusOf, grantsOf, toMidnight } = useRewardsTestApp((app) => {
  t = app;
});
const consume = () => devPost('runJob', { name: 'rewards.consumeEvents' });

const player = () => depositsClient(t).player();
type Player = Awaited<ReturnType<typeof player>>;

const call = async (p: Player, name: string, body: object = {}) =>
  (await t.call(name, { ...common, ...body }, { authorization: p.token })).body;

/** The demo's tasks by title (the app config the test app serves). */
const task = (title: string) => {
  const found = t.config.current().config.tasks.find((x) => x.title === title);
  if (!found) throw new Error(`no task ${title}`);
  return found;
};
const PLAY_5 = () => task('Play 5 rounds');
const WAGER_1000 = () => task('Wager 1,000.00');
const SHARE = () => task('Share the lobby with a friend');
const WEEKLY_ROUNDS = () => task('Play 300 rounds');

/** Publishes settled bets of the player, as the seamless wallet does. */
const betsSettled = (userId: number, rounds: number, validBet = 100) =>
  t.database.db
    .insertInto('domain_events')
    .values(
      Array.from({ length: rounds }, () => ({
        type: 'bet.settled',
        user_id: userId,
        payload: JSON.stringify({ userId, bet: validBet, win: 0, validBet }),
      })),
    )
    .execute();

const tasksOf = async (p: Player) => {
  const answer = await call(p, 'getTaskUser');
  expect(answer.errcode, answer.msg).toBe(0);
  return GetTaskUserAnswer.parse(answer.data);
};
const itemOf = async (p: Player, id: number) => {
  const all = await tasksOf(p);
  return [...all.newbie, ...all.daily, ...all.weekly].find((x) => x.id === id) as TaskItem;
};

const nowSeconds = async () => Math.floor((await t.clock.now()).getTime() / 1000);
describe('getTaskUser', () => {
  it('lists the newbie, daily and weekly tasks with their progress, and the chests', async () => {
    const p = await player();
    await consume();
    const answer = await tasksOf(p);
    expect(answer.newbie.map((x) => x.title)).toContain('Bind your phone number');
    expect(answer.daily.map((x) => x.title)).toContain('Play 5 rounds');
    expect(answer.weekly.map((x) => x.title)).toContain('Play 300 rounds');
    // Registering signed the player in: today's sign-in task is reached.
    expect(answer.daily.find((x) => x.goal === 'signIn')).toMatchObject({
      progress: 1,
      target: 1,
      state: 'claimable',
    });
    expect(await itemOf(p, PLAY_5().id)).toMatchObject({
      progress: 0,
      target: 5,
      state: 'doing',
      clientGoal: false,
      awards: [
        { propId: PropId.Points, count: 1_000, unit: 'hundredths' },
        { propId: PropId.Liveness, count: 2_000, unit: 'hundredths' },
      ],
    });
    expect(await itemOf(p, SHARE().id)).toMatchObject({ clientGoal: true, action: '/share' });
    expect(answer.dailyChests.chests).toHaveLength(3);
    expect(answer.weeklyChests.chests).toHaveLength(2);
    expect(answer.dailyChests.liveness).toBe(0);
    expect(answer.dailyChests.chests.every((c) => c.state === 'doing')).toBe(true);
    const now = await nowSeconds();
    expect(answer.dailyChests.endsAt).toBeGreaterThan(now);
    expect(answer.dailyChests.endsAt).toBeLessThanOrEqual(now + DAY);
    expect(answer.weeklyChests.endsAt).toBeGreaterThanOrEqual(answer.dailyChests.endsAt);
    expect((await t.call('getTaskUser', common)).body.errcode).not.toBe(0);
  });
});

describe('receiveTaskAward', () => {
  it('pays "Play 5 rounds" once reached, once per day, with its liveness counted', async () => {
    const p = await player();
    await betsSettled(p.userId, 4);
    await consume();
    expect(await itemOf(p, PLAY_5().id)).toMatchObject({ progress: 4, state: 'doing' });
    expect((await call(p, 'receiveTaskAward', { id: PLAY_5().id })).errcode).toBe(
      ErrorCode.TASK_NOT_REACHED,
    );
    expect(await grantsOf(p.userId, 'task')).toHaveLength(0);
    await betsSettled(p.userId, 1);
    await consume();
    expect(await itemOf(p, PLAY_5().id)).toMatchObject({ progress: 5, state: 'claimable' });
    const first = await call(p, 'receiveTaskAward', { id: PLAY_5().id });
    expect(first.errcode, first.msg).toBe(0);
    expect(first.data.awards).toEqual([
      { propId: PropId.Points, count: 1_000, unit: 'hundredths' },
      { propId: PropId.Liveness, count: 2_000, unit: 'hundredths' },
    ]);
    // Replayed: the first answer, nothing paid again.
    const again = await call(p, 'receiveTaskAward', { id: PLAY_5().id });
    expect(again.data.grantId).toBe(first.data.grantId);
    expect(await pointsOf(p.userId)).toBe(1_000);
    expect(await itemOf(p, PLAY_5().id)).toMatchObject({ state: 'claimed' });
    expect((await tasksOf(p)).dailyChests.liveness).toBe(2_000);
    expect((await tasksOf(p)).weeklyChests.liveness).toBe(2_000);
    // The grant is in the bonus centre's tasks tab, claimed.
    const tab = await call(p, 'betBonus', { type: 'tasks' });
    expect(tab.data.list.map((g: { activity: string }) => g.activity)).toContain('task');
    await expectBooksBalanced(t.database.db);
  });

  it('pays 30 parallel claims once, and refuses unknown ids and bad input without a 5xx', async () => {
    const p = await player();
    await betsSettled(p.userId, 1, WAGER_1000().target);
    await consume();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => call(p, 'receiveTaskAward', { id: WAGER_1000().id })),
    );
    expect(answers.map((a) => a.errcode)).toEqual(Array(30).fill(0));
    expect(new Set(answers.map((a) => a.data.grantId)).size).toBe(1);
    // Coin is bonus money, paid once.
    expect(await bonusOf(p.userId)).toBe(100);
    expect(await grantsOf(p.userId, 'task')).toHaveLength(1);
    expect((await call(p, 'receiveTaskAward', { id: 999_999 })).errcode).toBe(
      ErrorCode.TASK_NOT_FOUND,
    );
    for (const id of [0, -1, 'x', 2 ** 40]) {
      const bad = await t.call('receiveTaskAward', { ...common, id }, { authorization: p.token });
      expect(bad.status).toBeLessThan(500);
      expect(bad.body.errcode).not.toBe(0);
    }
    await expectBooksBalanced(t.database.db);
  });

  it('never pays one player’s progress to another', async () => {
    const a = await player();
    const b = await player();
    await betsSettled(a.userId, 5);
    await consume();
    // B's own progress is what B's claim reads: none.
    expect((await call(b, 'receiveTaskAward', { id: PLAY_5().id })).errcode).toBe(
      ErrorCode.TASK_NOT_REACHED,
    );
    const claimed = await call(a, 'receiveTaskAward', { id: PLAY_5().id });
    expect(claimed.errcode).toBe(0);
    // A's grant, by its id, is not B's to claim.
    expect((await call(b, 'betBonusReceive', { id: claimed.data.grantId })).errcode).toBe(
      ErrorCode.REWARD_NOT_FOUND,
    );
    expect(await pointsOf(b.userId)).toBe(0);
  });

  it('starts the day again at midnight in the operator’s time zone (Manila), not UTC’s', async () => {
    await t.settings.set(REWARDS_RULES_KEY, RewardsRules, { timeZone: 'Asia/Manila' });
    const p = await player();
    const toManila = await toMidnight(8);
    await setClock(toManila - 120);
    await betsSettled(p.userId, 5);
    await consume();
    expect((await call(p, 'receiveTaskAward', { id: PLAY_5().id })).errcode).toBe(0);
    // Reached again before midnight: nothing more.
    await betsSettled(p.userId, 5);
    await consume();
    expect(await itemOf(p, PLAY_5().id)).toMatchObject({ state: 'claimed' });
    const before = await tasksOf(p);
    // The chests end at Manila's midnight (16:00 UTC), at most two minutes away. The test clock
    // runs on with real time, so this reads the boundary, not "now + 120".
    expect((before.dailyChests.endsAt + 8 * 3_600) % DAY).toBe(0);
    const left = before.dailyChests.endsAt - (await nowSeconds());
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(120);
    // Manila's midnight is 16:00 UTC: the UTC day has not changed, the operator's has.
    await setClock(toManila + 120);
    expect(await itemOf(p, PLAY_5().id)).toMatchObject({ progress: 0, state: 'doing' });
    // Yesterday's reward is not claimable today: a claim reads today's goal.
    expect((await call(p, 'receiveTaskAward', { id: PLAY_5().id })).errcode).toBe(
      ErrorCode.TASK_NOT_REACHED,
    );
    expect((await tasksOf(p)).dailyChests.liveness).toBe(0);
    await betsSettled(p.userId, 5);
    await consume();
    const after = await call(p, 'receiveTaskAward', { id: PLAY_5().id });
    expect(after.errcode, after.msg).toBe(0);
    expect(await pointsOf(p.userId)).toBe(2 * 1_000);
    const keys = (await grantsOf(p.userId, 'task')).map((g) => g.grant_key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('starts the week again on Monday', async () => {
    const p = await player();
    const now = await nowSeconds();
    // Days since Monday 00:00 UTC (1 January 1970 was a Thursday).
    const toMonday = 7 * DAY - ((now + 3 * DAY) % (7 * DAY));
    await setClock(toMonday - 3_600);
    await betsSettled(p.userId, WEEKLY_ROUNDS().target);
    await consume();
    const first = await call(p, 'receiveTaskAward', { id: WEEKLY_ROUNDS().id });
    expect(first.errcode, first.msg).toBe(0);
    await setClock(toMonday - 60);
    expect((await call(p, 'receiveTaskAward', { id: WEEKLY_ROUNDS().id })).data.grantId).toBe(
      first.data.grantId,
    );
    await setClock(toMonday + 60);
    expect(await itemOf(p, WEEKLY_ROUNDS().id)).toMatchObject({ progress: 0, state: 'doing' });
    expect((await call(p, 'receiveTaskAward', { id: WEEKLY_ROUNDS().id })).errcode).toBe(
      ErrorCode.TASK_NOT_REACHED,
    );
  });
});

describe('the tasks config', () => {
  it('refuses coin for a goal a farmer reaches for free, and a client goal done more than once', async () => {
    const stored = t.config.current().config;
    const deposit = { ...WAGER_1000(), id: 990, goal: 'deposit' as const };
    await expect(
      t.config.update({ ...stored, tasks: [...stored.tasks, deposit] }, 'test'),
    ).rejects.toThrow(/task 990: only a bet goal pays coin/);
    const twice = { ...SHARE(), id: 991, target: 2 };
    await expect(
      t.config.update({ ...stored, tasks: [...stored.tasks, twice] }, 'test'),
    ).rejects.toThrow(/task 991: a client-completed task is done once/);
    expect(t.config.current().config.tasks).toEqual(stored.tasks);
  });
});

describe('finishTask', () => {
  it('records a client-completed task once a period, and refuses a goal the server counts', async () => {
    const p = await player();
    const refused = await call(p, 'finishTask', { id: PLAY_5().id });
    expect(refused.errcode).toBe(ErrorCode.TASK_COUNTED_BY_SERVER);
    expect(await itemOf(p, PLAY_5().id)).toMatchObject({ progress: 0, state: 'doing' });
    expect((await call(p, 'finishTask', { id: 999_999 })).errcode).toBe(ErrorCode.TASK_NOT_FOUND);

    expect(await itemOf(p, SHARE().id)).toMatchObject({ progress: 0, state: 'doing' });
    const first = await call(p, 'finishTask', { id: SHARE().id });
    expect(first).toMatchObject({ errcode: 0, data: { id: SHARE().id, progress: 1, target: 1 } });
    const again = await call(p, 'finishTask', { id: SHARE().id });
    expect(again.data).toEqual(first.data);
    expect(await itemOf(p, SHARE().id)).toMatchObject({ progress: 1, state: 'claimable' });
    expect((await call(p, 'receiveTaskAward', { id: SHARE().id })).errcode).toBe(0);
    expect(await pointsOf(p.userId)).toBe(SHARE().count);
    // A repeat after the claim changes nothing; the next day asks again.
    expect((await call(p, 'finishTask', { id: SHARE().id })).data).toEqual(first.data);
    expect(await itemOf(p, SHARE().id)).toMatchObject({ state: 'claimed' });
    await setClock(DAY);
    expect(await itemOf(p, SHARE().id)).toMatchObject({ progress: 0, state: 'doing' });
  });
});

describe('the newbie tasks', () => {
  it('count a verified phone, the safebox password, the first deposit and an invite, once ever', async () => {
    const accounts = accountsClient(t);
    const p = await player();
    const mobile = newMobile();
    const smsCode = await accounts.codeFor(mobile, SmsPurpose.Bind);
    const bound = await call(p, 'bindAccount', { mobile, smsCode });
    expect(bound.errcode, bound.msg).toBe(0);
    const safebox = await call(p, 'setSafeboxPassword', { safeboxPassword: '482913' });
    expect(safebox.errcode, safebox.msg).toBe(0);
    await depositsClient(t).deposit(p.token, 5_000);
    const { invite_code: inviteCode } = await t.database.db
      .selectFrom('users')
      .select('invite_code')
      .where('id', '=', p.userId)
      .executeTakeFirstOrThrow();
    const invited = await accounts.call('accountRegist', {
      account: newAccount(),
      password: 'Tulip-Harbor-58',
      inviteCode,
    });
    expect(invited.body.errcode, invited.body.msg).toBe(0);
    await consume();
    const { newbie } = await tasksOf(p);
    const byGoal = (goal: string) => newbie.find((x) => x.goal === goal)!;
    for (const goal of ['bindPhone', 'safeboxPassword', 'deposits', 'invite'])
      expect(byGoal(goal), goal).toMatchObject({ progress: 1, state: 'claimable' });
    expect(byGoal('rounds')).toMatchObject({ state: 'doing' });
    for (const goal of ['bindPhone', 'safeboxPassword', 'deposits', 'invite'])
      expect((await call(p, 'receiveTaskAward', { id: byGoal(goal).id })).errcode, goal).toBe(0);
    const paid = await pointsOf(p.userId);
    // Once ever: a week later they are still claimed, and pay nothing more.
    await setClock(8 * DAY);
    for (const goal of ['bindPhone', 'deposits']) {
      expect(await itemOf(p, byGoal(goal).id)).toMatchObject({ state: 'claimed' });
      expect((await call(p, 'receiveTaskAward', { id: byGoal(goal).id })).errcode).toBe(0);
    }
    expect(await pointsOf(p.userId)).toBe(paid);
  });
});

describe('the liveness chests', () => {
  /** Reaches and claims the day's sign-in, share and "Play 5 rounds": 50 liveness. */
  const collectLiveness = async (p: Player) => {
    await betsSettled(p.userId, 5);
    // A sign-in of the day (registration was the first day's).
    await t.database.db
      .insertInto('domain_events')
      .values({ type: 'user.signedIn', user_id: p.userId, payload: JSON.stringify({}) })
      .execute();
    await call(p, 'finishTask', { id: SHARE().id });
    await consume();
    const { daily } = await tasksOf(p);
    for (const id of [daily.find((x) => x.goal === 'signIn')!.id, SHARE().id, PLAY_5().id])
      expect((await call(p, 'receiveTaskAward', { id })).errcode).toBe(0);
  };

  it('open once per period at their threshold, 30 parallel claims paying once', async () => {
    const p = await player();
    const [first, second] = (await tasksOf(p)).dailyChests.chests;
    expect((await call(p, 'receiveTaskChest', { id: first!.id })).errcode).toBe(
      ErrorCode.TASK_CHEST_NOT_REACHED,
    );
    await collectLiveness(p);
    const shown = await tasksOf(p);
    expect(shown.dailyChests.liveness).toBe(4_000);
    expect(shown.dailyChests.chests.map((c) => c.state)).toEqual(['claimable', 'doing', 'doing']);
    const points = await pointsOf(p.userId);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => call(p, 'receiveTaskChest', { id: first!.id })),
    );
    expect(answers.map((a) => a.errcode)).toEqual(Array(30).fill(0));
    expect(new Set(answers.map((a) => a.data.grantId)).size).toBe(1);
    expect(await pointsOf(p.userId)).toBe(points + first!.awards[0]!.count);
    expect((await call(p, 'receiveTaskChest', { id: second!.id })).errcode).toBe(
      ErrorCode.TASK_CHEST_NOT_REACHED,
    );
    expect((await call(p, 'receiveTaskChest', { id: 999 })).errcode).toBe(
      ErrorCode.TASK_CHEST_NOT_FOUND,
    );
    expect((await tasksOf(p)).dailyChests.chests[0]!.state).toBe('claimed');
    // The next day starts at 0 liveness: the chest asks again.
    await setClock(DAY);
    expect((await call(p, 'receiveTaskChest', { id: first!.id })).errcode).toBe(
      ErrorCode.TASK_CHEST_NOT_REACHED,
    );
    await collectLiveness(p);
    const next = await call(p, 'receiveTaskChest', { id: first!.id });
    expect(next.errcode).toBe(0);
    expect(next.data.grantId).not.toBe(answers[0]!.data.grantId);
    expect(await grantsOf(p.userId, 'task-chest')).toHaveLength(2);
    await expectBooksBalanced(t.database.db);
  });
});

describe('the red dots', () => {
  it('light hasTask and taskAwardFlag while a task or chest waits unclaimed, in one statement', async () => {
    const p = await player();
    const dots = async () => {
      const { data } = await call(p, 'activityGetStatusList');
      expect(data.hasTask).toBe(data.taskAwardFlag);
      return data.hasTask as boolean;
    };
    // The sign-in task, reached at registration, waits.
    await consume();
    expect(await dots()).toBe(true);
    const signIn = (await tasksOf(p)).daily.find((x) => x.goal === 'signIn')!;
    expect((await call(p, 'receiveTaskAward', { id: signIn.id })).errcode).toBe(0);
    expect(await dots()).toBe(false);
    await betsSettled(p.userId, 5);
    await consume();
    expect(await dots()).toBe(true);
    expect((await call(p, 'receiveTaskAward', { id: PLAY_5().id })).errcode).toBe(0);
    // 30 liveness now: the first chest waits.
    expect((await tasksOf(p)).dailyChests.chests[0]!.state).toBe('claimable');
    expect(await dots()).toBe(true);
    const chest = (await tasksOf(p)).dailyChests.chests[0]!;
    expect((await call(p, 'receiveTaskChest', { id: chest.id })).errcode).toBe(0);
    expect(await dots()).toBe(false);
    // VIP's dot is its own.
    expect((await call(p, 'activityGetStatusList')).data.vipAwardFlag).toBe(false);
  });
});
