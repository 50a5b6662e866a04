import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LoginBonus3UserAnswer } from '@lobby/contract/sign-in';
import { ErrorCode } from '@lobby/contract/values/errors';
import { useTestApp } from '../../../test/test-app';
import { expectBooksBalanced } from '../../../test/ledger-books';
import { rewardsClient } from '../../../test/rewards/rewards-test-client';
import type { rewardsModule } from '../rewards/rewards.module';
import { REWARDS_RULES_KEY, RewardsRules } from '../rewards/rewards.settings';

const DAY = 86_400;
const t = useTestApp();
let rewards: ReturnType<typeof rewardsModule>;

const setClock = async (offsetSeconds: number) =>
  t.app.inject({ method: 'POST', url: '/dev/v1/clock', payload: { offsetSeconds } });
/** Moves the lobby's clock to `hour`:00 UTC of the n-th day from today (the operator's zone is UTC). */
const toDay = async (n: number, hour = 12) => {
  await setClock(0);
  const now = Math.floor((await t.clock.now()).getTime() / 1000);
  await setClock(n * DAY + (hour * 3600 - (now % DAY)));
};

const { player, call, ok } = rewardsClient(() => t);
type Player = Awaited<ReturnType<typeof player>>;
const login = (p: Player) => ok(LoginBonus3UserAnswer, p, 'loginBonus3User');
const receive = (p: Player) => call(p, 'loginBonus3UserReceive');
/** The app opening: it asks refreshData as it opens (lib/balance-freshness.ts). */
const openApp = (p: Player) => call(p, 'refreshData');

const openDays = async (userId: number) =>
  (
    await t.database.db
      .selectFrom('app_open_days')
      .select('day')
      .where('user_id', '=', userId)
      .orderBy('day')
      .execute()
  ).map((r) => String(r.day));
const loginGrants = (userId: number) =>
  t.database.db
    .selectFrom('reward_grants')
    .select('grant_key')
    .where('user_id', '=', userId)
    .where('activity', '=', 'login-bonus')
    .execute();

beforeAll(() => {
  rewards = t.modules.find((m) => m.name === 'rewards') as ReturnType<typeof rewardsModule>;
});
beforeEach(async () => {
  await setClock(0);
  await t.settings.set(REWARDS_RULES_KEY, RewardsRules, {});
  await rewards.engine.consumeAll();
});

describe('the login bonus and the app opened', () => {
  it('counts the day from the first app open of the operator day, without a new sign-in', async () => {
    const p = await player();
    await toDay(1);
    // Signed in days ago and never signed out (a PWA): nothing counts today yet.
    expect(await login(p)).toMatchObject({ signedInToday: false, claimable: false });
    expect((await receive(p)).errcode).toBe(ErrorCode.LOGIN_BONUS_NOT_SIGNED_IN);
    expect((await openApp(p)).errcode).toBe(0);
    expect(await login(p)).toMatchObject({ signedInToday: true, claimable: true, todayIndex: 1 });
    expect((await receive(p)).data).toMatchObject({ day: 1 });

    // One second before the operator's midnight the day is still today's.
    await toDay(2, 0);
    await setClock((await t.clock.offsetSeconds()) - 1);
    expect((await receive(p)).errcode).toBe(ErrorCode.LOGIN_BONUS_CLAIMED_TODAY);
    // Past midnight the same session makes a new day only once the app opens that day.
    await toDay(2, 0);
    expect(await login(p)).toMatchObject({ signedInToday: false, claimable: false });
    expect((await receive(p)).errcode).toBe(ErrorCode.LOGIN_BONUS_NOT_SIGNED_IN);
    await openApp(p);
    expect((await receive(p)).data).toMatchObject({ day: 2 });
    expect((await receive(p)).errcode).toBe(ErrorCode.LOGIN_BONUS_CLAIMED_TODAY);
    expect(await openDays(p.userId)).toHaveLength(2);
    expect((await loginGrants(p.userId)).map((g) => g.grant_key)).toEqual(['day:1', 'day:2']);
    await expectBooksBalanced(t.database.db);
  });

  it('records one open per player and day however many opens race, and pays the day once', async () => {
    const p = await player();
    await toDay(3);
    const opens = await Promise.all(Array.from({ length: 20 }, () => openApp(p)));
    expect(opens.map((a) => a.errcode)).toEqual(Array<number>(20).fill(0));
    expect(await openDays(p.userId)).toHaveLength(1);
    const raced = await Promise.all([
      ...Array.from({ length: 10 }, () => receive(p)),
      ...Array.from({ length: 5 }, () => openApp(p)),
    ]);
    expect(raced.filter((a) => a.errcode !== 0).map((a) => a.errcode)).toEqual(
      Array<number>(9).fill(ErrorCode.LOGIN_BONUS_CLAIMED_TODAY),
    );
    expect(await openDays(p.userId)).toHaveLength(1);
    expect(await loginGrants(p.userId)).toHaveLength(1);
    await expectBooksBalanced(t.database.db);
  });
});
