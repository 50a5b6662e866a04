import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Activity } from '@lobby/contract/app-config';
import {
  LoginBonus3UserAnswer,
  SignInCalendarAnswer,
  SignInClaimAnswer,
  SignInMakeUpAnswer,
} from '@lobby/contract/sign-in';
import { ActivityType } from '@lobby/contract/values/enums';
import { ErrorCode } from '@lobby/contract/values/errors';
import { common, useTestApp } from '../../../test/test-app';
import { expectBooksBalanced } from '../../../test/ledger-books';
import { UserAccount, userBalance } from '@/ledger/ledger';
import { rewardsClient } from '../../../test/rewards/rewards-test-client';
import { PropId } from '../rewards/awards';
import type { rewardsModule } from '../rewards/rewards.module';
import { REWARDS_RULES_KEY, RewardsRules } from '../rewards/rewards.settings';

let rewards: ReturnType<typeof rewardsModule>;
let original: Activity[];
const DAY = 86_400;
const defaults = RewardsRules.parse({});
const DAYS = defaults.signIn.days;
const PRICE = defaults.signIn.makeUp.pricePoints;
/** A week that pays a give coupon a day: points then move only by what a test gives and spends. */
const couponDays = Array.from({ length: 7 }, () => [{ propId: 1301, count: 1 }]);
/**
 * The default calendar as the calendar answers it: each award names its unit (docs/api.md "Reward
 * counts"), points in hundredths and the give coupon of day 7 whole.
 */
const DAYS_ANSWERED = DAYS.map((day) =>
  day.map((a) => ({ ...a, unit: a.propId === PropId.Points ? 'hundredths' : 'whole' })),
);

const devPost = async (path: string, payload: object) =>
  (await t.app.inject({ method: 'POST', url: `/dev/v1/${path}`, payload })).json<{
    errcode: number;
  }>();
const setClock = (offsetSeconds: number) => devPost('clock', { offsetSeconds });
/** Moves the lobby's clock to noon UTC of the n-th day from today (the operator's zone is UTC). */
const toDay = async (n: number) => {
  await setClock(0);
  const now = Math.floor((await t.clock.now()).getTime() / 1000);
  await setClock(n * DAY + (DAY / 2 - (now % DAY)));
};

const { player, call, ok, givePoints } = rewardsClient(() => t);
type Player = Awaited<ReturnType<typeof player>>;

const calendar = (p: Player) => ok(SignInCalendarAnswer, p, 'signInCalendar');
const signIn = (p: Player) => ok(SignInClaimAnswer, p, 'signInToday');
const makeUp = (p: Player, day: number) => ok(SignInMakeUpAnswer, p, 'signInMakeUp', { day });
const states = async (p: Player) => (await calendar(p)).days.map((d) => d.state);
const flag = async (p: Player) => (await call(p, 'activityGetStatusList')).data.signInFlag;

const grantsOf = (userId: number, activity: string) =>
  t.database.db
    .selectFrom('reward_grants')
    .selectAll()
    .where('user_id', '=', userId)
    .where('activity', '=', activity)
    .orderBy('id')
    .execute();
const points = (userId: number) => userBalance(t.database.db, userId, UserAccount.Points);

/** A session begun now, as the sessions trigger publishes it, counted by the engine. */
const sessionToday = async (userId: number) => {
  await t.database.db
    .insertInto('domain_events')
    .values({ type: 'user.signedIn', user_id: userId, payload: JSON.stringify({ userId }) })
    .execute();
  await rewards.engine.consumeAll();
};

const withActivities = (activities: Activity[]) =>
  t.config.update({ ...t.config.current().config, activities }, 'test: activities');

const t = useTestApp();
beforeAll(async () => {
  rewards = t.modules.find((m) => m.name === 'rewards') as ReturnType<typeof rewardsModule>;
  original = t.config.current().config.activities;
});
beforeEach(async () => {
  await setClock(0);
  await t.settings.set(REWARDS_RULES_KEY, RewardsRules, {});
  await rewards.engine.consumeAll();
});

describe('the sign-in calendar', () => {
  it('shows a new player seven days with today first, signs today once, and lights the red dot until then', async () => {
    const p = await player();
    const before = await calendar(p);
    expect(before.days.map((d) => d.awards)).toEqual(DAYS_ANSWERED);
    expect(before).toMatchObject({ todayIndex: 1, signedToday: false, live: true, points: 0 });
    expect(before.days.map((d) => d.state)).toEqual([
      'today',
      ...Array<string>(6).fill('upcoming'),
    ]);
    expect(before.makeUp).toEqual({ enabled: true, pricePoints: PRICE });
    // The rule names its figures, filled from what pays.
    expect(before.rule).toContain('100.00 points');
    expect(before.rule).not.toContain('{{');
    expect(await flag(p)).toBe(true);

    const first = await signIn(p);
    expect(first).toMatchObject({ day: 1, awards: DAYS_ANSWERED[0] });
    expect(await points(p.userId)).toBe(DAYS[0]![0]!.count);
    // A repeat answers the first answer and pays nothing.
    expect(await signIn(p)).toEqual(first);
    expect(await points(p.userId)).toBe(DAYS[0]![0]!.count);
    expect(await calendar(p)).toMatchObject({ signedToday: true, todayIndex: 1 });
    expect((await states(p))[0]).toBe('signed');
    expect(await flag(p)).toBe(false);
    // It is in the award log as a sign-in.
    const log = await call(p, 'activityAwardGetLog', { activity: 'sign-in' });
    expect(log.data.list).toHaveLength(1);
  });

  it('pays thirty sign-ins at once one award, each answering the same', async () => {
    const p = await player();
    const answers = await Promise.all(Array.from({ length: 30 }, () => call(p, 'signInToday')));
    expect(answers.map((a) => a.errcode)).toEqual(Array<number>(30).fill(0));
    expect(new Set(answers.map((a) => a.data.grantId)).size).toBe(1);
    expect(await grantsOf(p.userId, 'sign-in')).toHaveLength(1);
    expect(await points(p.userId)).toBe(DAYS[0]![0]!.count);
    await expectBooksBalanced(t.database.db);
  });

  it('walks eight days with a missed day made up: the cycle goes on, and day 8 starts a new one', async () => {
    const p = await player();
    await toDay(0);
    expect((await signIn(p)).day).toBe(1);
    await toDay(1);
    expect((await signIn(p)).day).toBe(2);
    // Day 3 missed. On day 4 the calendar shows it, and signing now would restart.
    await toDay(3);
    const gap = await calendar(p);
    expect(gap.days.map((d) => d.state)).toEqual([
      'signed',
      'signed',
      'missed',
      'today',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(gap).toMatchObject({ todayIndex: 4, restartsOnSignIn: true });
    // Days 1 and 2 paid 15.00 points: short of the price.
    const paid = DAYS[0]![0]!.count + DAYS[1]![0]!.count;
    expect(paid).toBeLessThan(PRICE);
    expect(await points(p.userId)).toBe(paid);
    expect((await call(p, 'signInMakeUp', { day: 3 })).errcode).toBe(ErrorCode.POINTS_NOT_ENOUGH);
    await givePoints(p.userId, PRICE);
    // Only a missed day of this cycle can be made up.
    for (const day of [1, 2, 4, 5])
      expect((await call(p, 'signInMakeUp', { day })).errcode, `day ${day}`).toBe(
        ErrorCode.SIGN_IN_NOTHING_TO_MAKE_UP,
      );
    const made = await makeUp(p, 3);
    // The price paid, the day's own points paid back.
    const after = paid + DAYS[2]![0]!.count;
    expect(made).toMatchObject({
      day: 3,
      awards: DAYS_ANSWERED[2],
      pricePoints: PRICE,
      points: after,
    });
    // Made up once: a repeat answers the same and charges nothing.
    expect(await makeUp(p, 3)).toEqual(made);
    expect(await points(p.userId)).toBe(after);
    expect((await calendar(p)).restartsOnSignIn).toBe(false);
    expect((await signIn(p)).day).toBe(4);
    for (const n of [4, 5, 6]) {
      await toDay(n);
      expect((await signIn(p)).day).toBe(n + 1);
    }
    expect(await states(p)).toEqual([
      'signed',
      'signed',
      'madeUp',
      'signed',
      'signed',
      'signed',
      'signed',
    ]);
    await toDay(7);
    const next = await calendar(p);
    expect(next).toMatchObject({ todayIndex: 1, signedToday: false });
    expect((await signIn(p)).day).toBe(1);
    // Every day of the cycle paid once.
    const grants = await grantsOf(p.userId, 'sign-in');
    expect(grants).toHaveLength(8);
    expect(grants.every((g) => g.status === 'claimed')).toBe(true);
    await expectBooksBalanced(t.database.db);
  });

  it('restarts at day 1 after a miss not made up, when the operator says a miss restarts', async () => {
    const p = await player();
    await toDay(0);
    await signIn(p);
    await toDay(1);
    await signIn(p);
    await toDay(3);
    const restarted = await signIn(p);
    expect(restarted).toMatchObject({ day: 1, awards: DAYS_ANSWERED[0] });
    expect(await calendar(p)).toMatchObject({ todayIndex: 1, signedToday: true });
    // The old cycle's missed day is gone with it.
    expect((await call(p, 'signInMakeUp', { day: 3 })).errcode).toBe(
      ErrorCode.SIGN_IN_NOTHING_TO_MAKE_UP,
    );
  });

  it('keeps the cycle where it was after a miss when a miss does not restart, and the missed day can be made up later', async () => {
    // Days that pay a coupon, so that only the points given here pay the make-ups.
    await t.settings.set(REWARDS_RULES_KEY, RewardsRules, {
      signIn: { missedDayRestarts: false, days: couponDays },
    });
    const p = await player();
    await toDay(0);
    await signIn(p);
    await toDay(2);
    expect(await calendar(p)).toMatchObject({ todayIndex: 3, restartsOnSignIn: false });
    expect((await signIn(p)).day).toBe(3);
    await toDay(4);
    expect((await signIn(p)).day).toBe(5);
    expect(await states(p)).toEqual([
      'signed',
      'missed',
      'signed',
      'missed',
      'signed',
      'upcoming',
      'upcoming',
    ]);
    await givePoints(p.userId, PRICE);
    expect((await makeUp(p, 2)).day).toBe(2);
    expect((await call(p, 'signInMakeUp', { day: 4 })).errcode).toBe(ErrorCode.POINTS_NOT_ENOUGH);
    // The make-up can be switched off.
    await t.settings.set(REWARDS_RULES_KEY, RewardsRules, {
      signIn: { missedDayRestarts: false, days: couponDays, makeUp: { enabled: false } },
    });
    expect((await call(p, 'signInMakeUp', { day: 4 })).errcode).toBe(
      ErrorCode.SIGN_IN_MAKE_UP_DISABLED,
    );
    expect((await calendar(p)).makeUp.enabled).toBe(false);
  });

  it('charges thirty make-ups of one day at once the price once', async () => {
    const p = await player();
    await toDay(0);
    await signIn(p);
    await toDay(2);
    await givePoints(p.userId, PRICE);
    const same = await Promise.all(
      Array.from({ length: 30 }, () => call(p, 'signInMakeUp', { day: 2 })),
    );
    expect(same.map((a) => a.errcode)).toEqual(Array<number>(30).fill(0));
    expect(new Set(same.map((a) => a.data.grantId)).size).toBe(1);
    // Paid once; days 1 and 2 paid their points.
    expect(await points(p.userId)).toBe(DAYS[0]![0]!.count + DAYS[1]![0]!.count);
    expect(await grantsOf(p.userId, 'sign-in')).toHaveLength(2);
    await expectBooksBalanced(t.database.db);
  });

  it('lets points for one make-up pay for one of several missed days made up at once, never going below zero', async () => {
    // Days that pay a coupon, so that only the make-ups move points.
    await t.settings.set(REWARDS_RULES_KEY, RewardsRules, {
      signIn: { missedDayRestarts: false, days: couponDays },
    });
    const p = await player();
    await toDay(0);
    await signIn(p);
    await toDay(4);
    await givePoints(p.userId, PRICE + PRICE / 2);
    const answers = await Promise.all(
      [2, 3, 4, 2, 3, 4].map((day) => call(p, 'signInMakeUp', { day })),
    );
    const paidDays = new Set(answers.filter((a) => a.errcode === 0).map((a) => a.data.day));
    expect(paidDays.size).toBe(1);
    expect(answers.filter((a) => a.errcode !== 0).map((a) => a.errcode)).toEqual(
      Array<number>(answers.filter((a) => a.errcode !== 0).length).fill(
        ErrorCode.POINTS_NOT_ENOUGH,
      ),
    );
    expect(await points(p.userId)).toBe(PRICE / 2);
    await expectBooksBalanced(t.database.db);
  });

  it('is refused, changing nothing, when its activity is not live, and its red dot stays dark', async () => {
    const p = await player();
    await withActivities(original.filter((a) => a.type !== ActivityType.FreeSign));
    try {
      expect((await call(p, 'signInToday')).errcode).toBe(ErrorCode.SIGN_IN_CLOSED);
      expect((await calendar(p)).live).toBe(false);
      expect(await flag(p)).toBe(false);
      expect(await grantsOf(p.userId, 'sign-in')).toHaveLength(0);
    } finally {
      await withActivities(original);
    }
  });

  it('never pays coin for signing in: a calendar or login bonus naming coin is refused when saved', () => {
    const coin = [{ propId: PropId.Coin, count: 10 }];
    expect(() =>
      RewardsRules.parse({ signIn: { days: Array.from({ length: 7 }, () => coin) } }),
    ).toThrow(/not coin/);
    expect(() => RewardsRules.parse({ loginBonus: { days: [coin, coin, coin] } })).toThrow(
      /not coin/,
    );
  });

  it('refuses bad input and a visitor without changing anything', async () => {
    const p = await player();
    for (const day of [0, 8, 1.5, '1']) {
      const answer = await t.call('signInMakeUp', { ...common, day }, { authorization: p.token });
      expect(answer.status).toBe(400);
    }
    for (const name of [
      'signInCalendar',
      'signInToday',
      'loginBonus3User',
      'loginBonus3UserReceive',
    ])
      expect((await t.call(name, common)).status).toBe(401);
    expect(await grantsOf(p.userId, 'sign-in')).toHaveLength(0);
  });
});

describe('the login bonus', () => {
  const login = (p: Player) => ok(LoginBonus3UserAnswer, p, 'loginBonus3User');
  const LOGIN_DAYS = defaults.loginBonus.days;

  it('pays its three days, one a day after a sign-in that day, once per account', async () => {
    const p = await player();
    await toDay(0);
    // Registration is a sign-in: once the engine has counted it, day 1 is claimable.
    expect(await login(p)).toMatchObject({ signedInToday: false, claimable: false });
    expect((await call(p, 'loginBonus3UserReceive')).errcode).toBe(
      ErrorCode.LOGIN_BONUS_NOT_SIGNED_IN,
    );
    await sessionToday(p.userId);
    const open = await login(p);
    expect(open).toMatchObject({ todayIndex: 1, claimable: true, done: false, live: true });
    expect(open.days.map((d) => d.state)).toEqual(['claimable', 'locked', 'locked']);
    expect(await flag(p)).toBe(true);

    const answers = await Promise.all(
      Array.from({ length: 30 }, () => call(p, 'loginBonus3UserReceive')),
    );
    const paid = answers.filter((a) => a.errcode === 0);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.data).toMatchObject({ day: 1, awards: LOGIN_DAYS[0] });
    expect(answers.filter((a) => a.errcode !== 0).map((a) => a.errcode)).toEqual(
      Array<number>(29).fill(ErrorCode.LOGIN_BONUS_CLAIMED_TODAY),
    );
    expect(await login(p)).toMatchObject({ todayIndex: 1, claimedToday: true, claimable: false });

    // The next day asks a sign-in that day first.
    await toDay(1);
    expect((await call(p, 'loginBonus3UserReceive')).errcode).toBe(
      ErrorCode.LOGIN_BONUS_NOT_SIGNED_IN,
    );
    await sessionToday(p.userId);
    expect((await call(p, 'loginBonus3UserReceive')).data).toMatchObject({ day: 2 });
    // A break does not restart it: day 3 comes on the next day signed in.
    await toDay(5);
    await sessionToday(p.userId);
    expect((await call(p, 'loginBonus3UserReceive')).data).toMatchObject({
      day: 3,
      awards: LOGIN_DAYS[2],
    });
    await toDay(6);
    await sessionToday(p.userId);
    expect((await call(p, 'loginBonus3UserReceive')).errcode).toBe(ErrorCode.LOGIN_BONUS_DONE);
    expect(await login(p)).toMatchObject({ done: true, todayIndex: null, claimable: false });
    expect((await grantsOf(p.userId, 'login-bonus')).map((g) => g.grant_key)).toEqual([
      'day:1',
      'day:2',
      'day:3',
    ]);
    await expectBooksBalanced(t.database.db);
  });
});
