import { beforeEach, describe, expect, it } from 'vitest';
import { PointsExchangeAnswer, PointsInfoAnswer, PointsLogAnswer } from '@lobby/contract/points';
import type { Activity } from '@lobby/contract/app-config';
import { ActivityType } from '@lobby/contract/values/enums';
import { ErrorCode } from '@lobby/contract/values/errors';
import { common, useTestApp } from '../../../test/test-app';
import { expectBooksBalanced } from '../../../test/ledger-books';
import { balances, UserAccount, userBalance } from '@/ledger/ledger';
import { rewardsClient } from '../../../test/rewards/rewards-test-client';
import { PropId } from '../rewards/awards';
import { REWARDS_RULES_KEY, RewardsRules } from '../rewards/rewards.settings';

const DAY = 86_400;

const setClock = (offsetSeconds: number) =>
  t.app.inject({ method: 'POST', url: '/dev/v1/clock', payload: { offsetSeconds } });
const { player, call, ok, givePoints } = rewardsClient(() => t);
type Player = Awaited<ReturnType<typeof player>>;
const info = (p: Player) => ok(PointsInfoAnswer, p, 'pointsInfo');
let request = 0;
const rid = () => `req-${Date.now()}-${++request}`;
const buy = (p: Player, itemId: number, requestId = rid()) =>
  call(p, 'pointsExchange', { itemId, requestId });
const points = (userId: number) => userBalance(t.database.db, userId, UserAccount.Points);

/** A shop of one coin item without a stock limit, and one coupon item of one a day. */
const SHOP = {
  items: [
    { id: 7, title: 'Coin', pricePoints: 10_000, awards: [{ propId: PropId.Coin, count: 25 }] },
    {
      id: 8,
      title: 'Coupon',
      pricePoints: 5_000,
      awards: [{ propId: 1001, count: 1 }],
      stock: { limit: 1, period: 'day' as const },
    },
  ],
};
/** The two items' awards as answers state them, each with its unit (docs/api.md "Reward counts"). */
const COIN_ANSWERED = [{ propId: PropId.Coin, count: 25, unit: 'hundredths' }];
const COUPON_ANSWERED = [{ propId: 1001, count: 1, unit: 'whole' }];

const t = useTestApp();
beforeEach(async () => {
  await setClock(0);
  await t.settings.set(REWARDS_RULES_KEY, RewardsRules, { pointsShop: SHOP });
});

describe('points and the points shop', () => {
  it('shows the balance and the shop, buys an item once per request id, and keeps its history', async () => {
    const p = await player();
    expect(await info(p)).toMatchObject({ points: 0, live: true });
    await givePoints(p.userId, 25_000);
    const shop = await info(p);
    expect(shop.points).toBe(25_000);
    expect(shop.items).toEqual([
      { ...SHOP.items[0], awards: COIN_ANSWERED, stock: null },
      { ...SHOP.items[1], awards: COUPON_ANSWERED, stock: { limit: 1, period: 'day', left: 1 } },
    ]);

    const id = rid();
    const first = await ok(PointsExchangeAnswer, p, 'pointsExchange', { itemId: 7, requestId: id });
    expect(first).toMatchObject({ itemId: 7, pricePoints: 10_000, points: 15_000 });
    expect(first.awards).toEqual(COIN_ANSWERED);
    // Coin is bonus money, posted from the shop's promotions account.
    expect(first.money.bonus).toBe(25);
    // A replay answers the first answer and charges once.
    const again = await ok(PointsExchangeAnswer, p, 'pointsExchange', { itemId: 7, requestId: id });
    expect(again).toEqual(first);
    expect(await points(p.userId)).toBe(15_000);
    expect((await balances(t.database.db, p.userId)).bonus).toBe(25);
    // The same request id for another item is refused.
    expect((await buy(p, 8, id)).errcode).toBe(ErrorCode.POINTS_REQUEST_REUSED);

    // A coupon, one a day: the second is sold out until tomorrow.
    expect((await buy(p, 8)).errcode).toBe(0);
    expect((await buy(p, 8)).errcode).toBe(ErrorCode.POINTS_ITEM_SOLD_OUT);
    expect((await info(p)).items[1]!.stock).toMatchObject({ left: 0 });
    await setClock(DAY);
    expect((await info(p)).items[1]!.stock).toMatchObject({ left: 1 });
    expect((await buy(p, 8)).errcode).toBe(0);
    const coupons = await call(p, 'couponList');
    expect(coupons.data.available).toHaveLength(2);

    // Not enough points, an unknown item: refused, nothing moves.
    expect(await points(p.userId)).toBe(5_000);
    expect((await buy(p, 7)).errcode).toBe(ErrorCode.POINTS_NOT_ENOUGH);
    expect((await buy(p, 99)).errcode).toBe(ErrorCode.POINTS_ITEM_NOT_FOUND);
    expect(await points(p.userId)).toBe(5_000);

    // The history: newest first, keyset paged.
    const page1 = await ok(PointsLogAnswer, p, 'pointsLog', { pageSize: 2 });
    expect(page1.total).toBe(4);
    expect(page1.list.map((m) => [m.kind, m.amount, m.after])).toEqual([
      ['points_exchange', -5_000, 5_000],
      ['points_exchange', -5_000, 10_000],
    ]);
    const page2 = await ok(PointsLogAnswer, p, 'pointsLog', {
      pageSize: 2,
      cursor: page1.nextCursor,
    });
    expect(page2.list.map((m) => [m.kind, m.amount, m.activity])).toEqual([
      ['points_exchange', -10_000, 'points-shop'],
      ['reward_points', 25_000, 'test-points'],
    ]);
    expect(page2.nextCursor).toBeNull();
    await expectBooksBalanced(t.database.db);
  });

  it('lets thirty purchases at once, with points for one, buy exactly one', async () => {
    const p = await player();
    await givePoints(p.userId, 10_000 + 9_999);
    const answers = await Promise.all(Array.from({ length: 30 }, () => buy(p, 7)));
    expect(answers.filter((a) => a.errcode === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.errcode === ErrorCode.POINTS_NOT_ENOUGH)).toHaveLength(29);
    expect(await points(p.userId)).toBe(9_999);
    expect((await balances(t.database.db, p.userId)).bonus).toBe(25);
    // Thirty replays of one request at once: one purchase, thirty equal answers.
    const q = await player();
    await givePoints(q.userId, 30_000);
    const id = rid();
    const replays = await Promise.all(Array.from({ length: 30 }, () => buy(q, 7, id)));
    expect(replays.map((a) => a.errcode)).toEqual(Array<number>(30).fill(0));
    expect(new Set(replays.map((a) => a.data.orderId)).size).toBe(1);
    expect(await points(q.userId)).toBe(20_000);
    await expectBooksBalanced(t.database.db);
  });

  it('undoes the debit when the claim is refused: the shop’s budget spent', async () => {
    await t.settings.set(REWARDS_RULES_KEY, RewardsRules, {
      pointsShop: SHOP,
      activities: { 'points-shop': { budget: 1 } },
    });
    const p = await player();
    await givePoints(p.userId, 10_000);
    expect((await buy(p, 7)).errcode).toBe(ErrorCode.REWARD_BUDGET_SPENT);
    expect(await points(p.userId)).toBe(10_000);
    const orders = await t.database.db
      .selectFrom('points_orders')
      .select('id')
      .where('user_id', '=', p.userId)
      .execute();
    expect(orders).toHaveLength(0);
  });

  it('is closed when its activity is not live, and refuses bad input and visitors', async () => {
    const p = await player();
    await givePoints(p.userId, 10_000);
    const original: Activity[] = t.config.current().config.activities;
    await t.config.update(
      {
        ...t.config.current().config,
        activities: original.filter((a) => a.type !== ActivityType.Points),
      },
      'test: no shop',
    );
    try {
      expect((await buy(p, 7)).errcode).toBe(ErrorCode.POINTS_SHOP_CLOSED);
      expect((await info(p)).live).toBe(false);
    } finally {
      await t.config.update({ ...t.config.current().config, activities: original }, 'test');
    }
    for (const body of [
      { itemId: 7 },
      { itemId: 7, requestId: 'short' },
      { itemId: 0, requestId: rid() },
    ]) {
      const answer = await t.call(
        'pointsExchange',
        { ...common, ...body },
        { authorization: p.token },
      );
      expect(answer.status).toBe(400);
    }
    for (const name of ['pointsInfo', 'pointsLog', 'pointsExchange'])
      expect((await t.call(name, common)).status).toBe(401);
    expect(await points(p.userId)).toBe(10_000);
  });
});

describe('the exchange rate', () => {
  it('buys coin with points at most at the rate the demo documents, below what the play that earns them costs', () => {
    const rules = RewardsRules.parse({});
    const coinPerPoint = Math.max(
      ...rules.pointsShop.items.map(
        (i) =>
          i.awards.filter((a) => a.propId === PropId.Coin).reduce((s, a) => s + a.count, 0) /
          i.pricePoints,
      ),
    );
    // A point buys at most 1/1000 of a coin.
    expect(coinPerPoint).toBeLessThanOrEqual(1 / 1000);
    // VIP task 3 pays points for 1,000 rounds: the coin they buy is below the house edge of
    // 1,000 rounds of the smallest bet (0.01) at the cheapest edge (dice, 1%): 0.10.
    const task = rules.vip.tasks.find((x) => x.awards.some((a) => a.propId === PropId.Points))!;
    const earned = task.awards.find((a) => a.propId === PropId.Points)!.count;
    expect(earned * coinPerPoint).toBeLessThan(task.target * 1 * 0.01);
    // A full week of sign-ins pays no coin, and points that buy at most 0.10 of it: what a
    // multi-accounter collects per account and week for signing in alone.
    const week = rules.signIn.days.flat();
    const weekPoints = week
      .filter((a) => a.propId === PropId.Points)
      .reduce((s, a) => s + a.count, 0);
    expect(week.filter((a) => a.propId === PropId.Coin)).toEqual([]);
    expect(weekPoints * coinPerPoint).toBeLessThanOrEqual(10);
  });
});
