import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Activity, AppConfig } from '@lobby/contract/app-config';
import { ActivityClickType, ActivityType } from '@lobby/contract/values/enums';
import { common, useTestApp } from '../../../test/test-app';
import { depositsClient } from '../deposits/deposits-test-client';
import { BUILT_ACTIVITY_TYPES } from './built-activities';

const DAY = 86_400;

const setClock = (offsetSeconds: number) =>
  t.app.inject({ method: 'POST', url: '/dev/v1/clock', payload: { offsetSeconds } });

const activity = (id: number, type: ActivityType, extra: Partial<Activity> = {}): Activity => ({
  id,
  type,
  name: `Activity ${id}`,
  title: '',
  sort: id,
  clickType: ActivityClickType.Route,
  clickAction: '',
  unloginShowStatus: 1,
  icon: '/art/a.svg',
  banner: null,
  popup: false,
  startTime: null,
  endTime: null,
  ...extra,
});

let original: AppConfig;
const withActivities = (activities: Activity[]) =>
  t.config.update({ ...original, activities }, 'test: activities');

const ids = async (token?: string) => {
  const answer = await t.call(
    'getActivityIds',
    common,
    token === undefined ? {} : { authorization: token },
  );
  expect(answer.status).toBe(200);
  expect(answer.body.errcode, answer.body.msg).toBe(0);
  return answer.body.data as {
    activityMap: Record<string, number>;
    activityIds: number[];
    hasTurntable: boolean;
    totalRecharge: number;
  };
};

const t = useTestApp();
beforeAll(async () => {
  original = t.config.current().config;
});
afterAll(async () => {
  await setClock(0);
});
beforeEach(async () => {
  await setClock(0);
  await withActivities(original.activities);
});

describe('getActivityIds', () => {
  it('answers a visitor: the built, live activities of the demo, in activity order', async () => {
    const answer = await ids();
    const built = original.activities
      .filter((a) => BUILT_ACTIVITY_TYPES.has(a.type))
      .sort((a, b) => a.sort - b.sort);
    expect(answer.activityIds).toEqual(built.map((a) => a.id));
    expect(answer.activityIds.length).toBeGreaterThan(0);
    expect(answer.activityMap[String(ActivityType.SignUpBonus)]).toBe(
      built.find((a) => a.type === ActivityType.SignUpBonus)!.id,
    );
    // The invite spin's wheel is built and the demo runs it.
    expect(answer.hasTurntable).toBe(true);
    expect(answer.totalRecharge).toBe(0);
  });

  it('never answers a type whose system is not built, whatever the config says', async () => {
    const unbuilt = Object.values(ActivityType).filter((type) => !BUILT_ACTIVITY_TYPES.has(type));
    await withActivities([
      ...unbuilt.map((type, i) => activity(100 + i, type)),
      activity(1, ActivityType.VIP),
    ]);
    const answer = await ids();
    expect(answer.activityIds).toEqual([1]);
    expect(answer.activityMap).toEqual({ [String(ActivityType.VIP)]: 1 });
    // No wheel configured: the invite spin is not among them.
    expect(answer.hasTurntable).toBe(false);
  });

  it('follows the test clock: an activity outside its window disappears and reappears', async () => {
    const now = Math.floor(Date.now() / 1000);
    await withActivities([
      activity(1, ActivityType.VIP, { sort: 20 }),
      // Live for the next two days only.
      activity(2, ActivityType.VipRebate, {
        sort: 10,
        startTime: now - 60,
        endTime: now + 2 * DAY,
      }),
      // Starts in five days (configured in milliseconds, which is read as such).
      activity(3, ActivityType.Download, { sort: 30, startTime: (now + 5 * DAY) * 1000 }),
    ]);
    expect((await ids()).activityIds).toEqual([2, 1]);

    await setClock(3 * DAY);
    const later = await ids();
    expect(later.activityIds).toEqual([1]);
    expect(later.activityMap[String(ActivityType.VipRebate)]).toBeUndefined();

    await setClock(6 * DAY);
    expect((await ids()).activityIds).toEqual([1, 3]);

    await setClock(0);
    expect((await ids()).activityIds).toEqual([2, 1]);
  });

  it('maps a type to its first live activity in activity order', async () => {
    await withActivities([
      activity(5, ActivityType.OutLink, { sort: 50 }),
      activity(4, ActivityType.OutLink, { sort: 40 }),
    ]);
    const answer = await ids();
    expect(answer.activityIds).toEqual([4, 5]);
    expect(answer.activityMap).toEqual({ [String(ActivityType.OutLink)]: 4 });
  });

  it('getAfterLoginInfoWeb answers the same live ids, following the clock', async () => {
    const now = Math.floor(Date.now() / 1000);
    await withActivities([
      activity(1, ActivityType.VIP, { sort: 20 }),
      activity(2, ActivityType.VipRebate, { sort: 10, startTime: now - 60, endTime: now + DAY }),
    ]);
    const player = await depositsClient(t).player();
    const afterLogin = async () => {
      const answer = await t.call('getAfterLoginInfoWeb', common, { authorization: player.token });
      expect(answer.body.errcode, answer.body.msg).toBe(0);
      return (answer.body.data as { activityIds: number[] }).activityIds;
    };
    expect(await afterLogin()).toEqual([2, 1]);
    expect(await afterLogin()).toEqual((await ids(player.token)).activityIds);
    await setClock(2 * DAY);
    expect(await afterLogin()).toEqual([1]);
  });

  it('answers a player their deposits in all', async () => {
    const deposits = depositsClient(t);
    const player = await deposits.player();
    const before = await ids(player.token);
    expect(before.totalRecharge).toBe(0);
    expect(before.activityIds).toEqual((await ids()).activityIds);

    await deposits.deposit(player.token, 20_000);
    await deposits.deposit(player.token, 15_000);
    expect((await ids(player.token)).totalRecharge).toBe(35_000);
    // A visitor's is always 0, and an unknown token is a visitor's.
    expect((await ids()).totalRecharge).toBe(0);
    expect((await ids('no-such-token')).totalRecharge).toBe(0);
  });
});

describe('the date rules follow the test clock', () => {
  it('a new day by the clock offers the first deposit of the day again', async () => {
    const deposits = depositsClient(t);
    const player = await deposits.player();
    const tradeInfo = async () =>
      (await t.call('tradeInfo', common, { authorization: player.token })).body.data as {
        nextDepositBonusBp: number;
      };
    // Before any deposit: the first-deposit bonus (20%).
    expect((await tradeInfo()).nextDepositBonusBp).toBe(2_000);
    // A deposit without a bonus keeps the first-deposit bonus (ADR 0056) …
    await deposits.deposit(player.token, 20_000);
    expect((await tradeInfo()).nextDepositBonusBp).toBe(2_000);
    // … one that takes it uses it, and once that bonus is ended nothing more is offered today.
    await deposits.deposit(player.token, 20_000, 1, { takeBonus: true });
    expect((await deposits.call('bonusForfeit', player.token)).errcode).toBe(0);
    expect((await tradeInfo()).nextDepositBonusBp).toBe(0);
    await setClock(DAY);
    // Tomorrow by the lobby's clock: the daily first-deposit bonus (5%) again.
    expect((await tradeInfo()).nextDepositBonusBp).toBe(500);
  });
});
