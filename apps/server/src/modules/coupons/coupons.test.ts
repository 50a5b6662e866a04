import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '@lobby/contract/values/errors';
import { useTestApp } from '../../../test/test-app';
import { expectBooksBalanced } from '../../../test/ledger-books';
import { inTransaction } from '@/db/database';
import { balances, lockHouseBalance, promotionsAccount } from '@/ledger/ledger';
import { runOps } from '@/ops/ops-commands';
import { depositsClient } from '../deposits/deposits-test-client';
import { PropId, type Award } from '../rewards/awards';
import type { rewardsModule } from '../rewards/rewards.module';
import { REWARDS_RULES_KEY, RewardsRules } from '../rewards/rewards.settings';

let rewards: ReturnType<typeof rewardsModule>;
let deposits: ReturnType<typeof depositsClient>;
const DAY = 86_400;
const ACTIVITY = 'test-coupons';

const devPost = (path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/dev/v1/${path}`, payload });
const setClock = (offsetSeconds: number) => devPost('clock', { offsetSeconds });

interface Coupon {
  id: number;
  propId: number;
  status: string;
  terms: Record<string, unknown>;
  expiresAt: number;
  orderNo: string | null;
  bonus: number | null;
}

let keys = 0;
/** Grants the awards under the test activity and claims them as the player would. */
const grantAndClaim = async (player: { userId: number; token: string }, awards: Award[]) => {
  const id = (await inTransaction(t.database.db, (trx) =>
    rewards.grants.grant(trx, {
      userId: player.userId,
      activity: ACTIVITY,
      key: `k${++keys}`,
      awards,
      expiresAt: null,
    }),
  ))!;
  const claimed = await deposits.call('betBonusReceive', player.token, { id });
  expect(claimed.errcode, claimed.msg).toBe(0);
  return id;
};

const couponList = async (token: string) => {
  const answer = await deposits.call('couponList', token);
  expect(answer.errcode, answer.msg).toBe(0);
  return answer.data as { available: Coupon[]; recent: Coupon[] };
};

/** A new player holding one coupon of the prop; answers the player and the coupon. */
const playerWithCoupon = async (propId = 1001) => {
  const player = await deposits.player();
  await grantAndClaim(player, [{ propId, count: 1 }]);
  const [coupon] = (await couponList(player.token)).available;
  return { player, coupon: coupon! };
};

const recharge = (token: string, amount: number, couponId?: number, takeBonus = false) =>
  deposits.call('recharge', token, {
    rechargeTypeId: 1,
    amount,
    ...(couponId === undefined ? {} : { couponId }),
    ...(takeBonus ? { takeBonus: true } : {}),
  });

const couponRow = (id: number) =>
  t.database.db
    .selectFrom('coupons')
    .select(['status', 'order_no', 'bonus'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const promoSpent = async (activity = ACTIVITY) =>
  -(await inTransaction(t.database.db, (trx) =>
    lockHouseBalance(trx, promotionsAccount(activity)),
  ));

const t = useTestApp();
beforeAll(async () => {
  rewards = t.modules.find((m) => m.name === 'rewards') as ReturnType<typeof rewardsModule>;
  deposits = depositsClient(t);
});
beforeEach(async () => {
  await setClock(0);
  await t.settings.set(REWARDS_RULES_KEY, RewardsRules, {});
});

describe('a claim fills the coupon inventory', () => {
  it('puts count coupons in it with the terms frozen at grant time; the claim answers as ever', async () => {
    const player = await deposits.player();
    const id = (await inTransaction(t.database.db, (trx) =>
      rewards.grants.grant(trx, {
        userId: player.userId,
        activity: ACTIVITY,
        key: 'frozen',
        awards: [
          { propId: 1001, count: 2 },
          { propId: PropId.Points, count: 100 },
        ],
        expiresAt: null,
      }),
    ))!;
    // The operator changes the coupon after the grant: the grant keeps what it promised.
    const { coupons } = RewardsRules.parse({});
    const general = coupons['1001'];
    if (general?.kind !== 'general') throw new Error('the default coupon 1001 is general');
    await t.settings.set(REWARDS_RULES_KEY, RewardsRules, {
      coupons: { ...coupons, '1001': { ...general, percentBp: 9_000 } },
    });
    expect(await couponList(player.token)).toEqual({ available: [], recent: [] });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => deposits.call('betBonusReceive', player.token, { id })),
    );
    for (const answer of answers) expect(answer.errcode).toBe(0);
    expect(answers[0]!.data.awards).toEqual([
      { propId: 1001, count: 2, unit: 'whole' },
      { propId: PropId.Points, count: 100, unit: 'hundredths' },
    ]);
    const { available, recent } = await couponList(player.token);
    expect(recent).toEqual([]);
    // Ten claims at once deliver the coupons once.
    expect(available).toHaveLength(2);
    const now = Math.floor(Date.now() / 1000);
    for (const coupon of available) {
      expect(coupon).toMatchObject({
        propId: 1001,
        status: 'available',
        orderNo: null,
        bonus: null,
        terms: {
          kind: 'general',
          percentBp: 1_000,
          maxBonus: 5_000,
          minDeposit: 2_000,
          exactDeposit: 0,
          bonus: 0,
        },
      });
      expect(Math.abs(coupon.expiresAt - (now + 7 * DAY))).toBeLessThan(120);
    }
  });

  it('refuses to grant a coupon the rewards setting does not define', async () => {
    const player = await deposits.player();
    await expect(
      inTransaction(t.database.db, (trx) =>
        rewards.grants.grant(trx, {
          userId: player.userId,
          activity: ACTIVITY,
          key: 'undefined',
          awards: [{ propId: 1099, count: 1 }],
          expiresAt: null,
        }),
      ),
    ).rejects.toThrow(/not defined/);
    await expect(
      t.settings.set(REWARDS_RULES_KEY, RewardsRules, {
        coupons: {
          '1301': {
            kind: 'general',
            percentBp: 100,
            maxBonus: 0,
            minDeposit: 100,
            wageringMultiple: 5,
            maxWinMultiple: 5,
            validDays: 1,
          },
        },
      }),
    ).rejects.toThrow(/give coupon/);
  });

  it('grants from the operator’s CLI; the player claims it in the bonus centre', async () => {
    const player = await deposits.player();
    const lines: string[] = [];
    const ctx = { db: t.database.db, out: (l: string) => lines.push(l), operator: 'test' };
    const argv = ['rewards', 'grant', String(player.userId), '--activity', 'ops-gift'];
    expect(
      await runOps(ctx, [...argv, '--award', '1301:1', '--award', '2002:50', '--key', 'x']),
    ).toBe(0);
    expect(lines.at(-1)).toMatch(/^granted ops-gift reward \d+ \(1301×1 2002×50\)/);
    expect(await runOps(ctx, [...argv, '--award', '1301:1', '--key', 'x'])).toBe(0);
    expect(lines.at(-1)).toMatch(/nothing granted/);
    expect(await runOps(ctx, [...argv, '--award', '1098:1'])).toBe(2);
    expect(await runOps(ctx, [...argv, '--award', '777:1'])).toBe(2);
    expect(await runOps(ctx, [...argv, '--award', 'coupon'])).toBe(2);
    expect(
      await runOps(ctx, ['rewards', 'grant', '999999999', '--activity', 'x', '--award', '1001:1']),
    ).toBe(2);

    const centre = await deposits.call('betBonus', player.token, { type: 'event' });
    const [reward] = centre.data.list as { id: number; awards: Award[] }[];
    expect(reward!.awards).toEqual([
      { propId: 1301, count: 1, unit: 'whole' },
      { propId: PropId.Points, count: 50, unit: 'hundredths' },
    ]);
    expect((await deposits.call('betBonusReceive', player.token, { id: reward!.id })).errcode).toBe(
      0,
    );
    const [coupon] = (await couponList(player.token)).available;
    expect(coupon).toMatchObject({ propId: 1301, terms: { kind: 'give', bonus: 500 } });
  });
});

describe('recharge with a coupon', () => {
  it('pays its bonus as bonus money once, however often the provider repeats itself', async () => {
    const { player, coupon } = await playerWithCoupon(1001);
    const spentBefore = await promoSpent();
    const made = await recharge(player.token, 30_000, coupon.id);
    expect(made.errcode, made.msg).toBe(0);
    const { orderNo } = made.data as { orderNo: string };
    expect(await couponRow(coupon.id)).toEqual({
      status: 'reserved',
      order_no: orderNo,
      bonus: null,
    });
    // Held by the order, it is no longer offered.
    expect((await couponList(player.token)).available).toEqual([]);

    const event = deposits.eventFor(orderNo, 30_000);
    const answers = await Promise.all(Array.from({ length: 5 }, () => deposits.webhook(event)));
    expect(answers.map((a) => a.body.reason).sort()).toEqual([
      'credited',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    expect((await deposits.webhook(event)).body.reason).toBe('duplicate');

    // 10% of 300.00 is 30.00 (under the 50.00 cap), the deposit locked with it.
    const order = await deposits.orderOf(player.token, orderNo);
    expect(order).toMatchObject({ status: 'credited', bonus: 3_000 });
    expect(await couponRow(coupon.id)).toEqual({ status: 'used', order_no: orderNo, bonus: 3_000 });
    const money = await balances(t.database.db, player.userId);
    expect(money.coin).toBe(0);
    expect(money.bonus).toBe(33_000);
    // Posted from the activity's promotions account: its cost, once.
    expect((await promoSpent()) - spentBefore).toBe(3_000);
    const wallet = await deposits.call('bonusWallet', player.token);
    expect(wallet.data.open).toMatchObject({
      kind: 'coupon',
      deposit: 30_000,
      bonus: 3_000,
      // The coupon's own multiples: 3× (deposit + bonus), converting to at most deposit + 5× bonus.
      wageringRequired: 99_000,
      conversionCap: 45_000,
    });
    // Bonus money is not withdrawable.
    const exchange = await deposits.call('getExchange', player.token);
    expect(exchange.data.exchange).toBe(0);
    const { recent } = await couponList(player.token);
    expect(recent).toMatchObject([{ id: coupon.id, status: 'used', orderNo, bonus: 3_000 }]);
    await expectBooksBalanced(t.database.db);
  });

  it('replaces the first-deposit offer: a deposit carries one bonus', async () => {
    const { player, coupon } = await playerWithCoupon(1301);
    const made = await recharge(player.token, 10_000, coupon.id, true);
    expect(made.errcode, made.msg).toBe(0);
    const { orderNo } = made.data as { orderNo: string };
    expect((await deposits.sandboxPay(orderNo, 'success')).data.status).toBe('credited');
    // The give coupon's 5.00, not the first deposit's 20% (20.00), and not both.
    expect((await deposits.orderOf(player.token, orderNo)).bonus).toBe(500);
    expect((await balances(t.database.db, player.userId)).bonus).toBe(10_500);
    const rule = await t.database.db
      .selectFrom('deposit_orders')
      .select('bonus_rule')
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
    expect(rule.bonus_rule).toBe('coupon');
  });

  it('holds a coupon used twice at once by one order: the other recharges are refused', async () => {
    const { player, coupon } = await playerWithCoupon(1001);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => recharge(player.token, 20_000, coupon.id)),
    );
    const made = answers.filter((a) => a.errcode === 0);
    expect(made).toHaveLength(1);
    for (const refused of answers.filter((a) => a.errcode !== 0))
      expect(refused.errcode).toBe(ErrorCode.COUPON_UNAVAILABLE);
    const orders = await t.database.db
      .selectFrom('deposit_orders')
      .select('order_no')
      .where('user_id', '=', player.userId)
      .execute();
    expect(orders).toHaveLength(1);
    const { orderNo } = made[0]!.data as { orderNo: string };
    await deposits.sandboxPay(orderNo, 'success');
    // Used, it cannot be used again.
    expect((await recharge(player.token, 20_000, coupon.id)).errcode).toBe(
      ErrorCode.COUPON_UNAVAILABLE,
    );
  });

  it("refuses another player's coupon, also through a stolen session", async () => {
    const { coupon } = await playerWithCoupon(1001);
    const thief = await deposits.player();
    expect((await recharge(thief.token, 20_000, coupon.id)).errcode).toBe(
      ErrorCode.COUPON_NOT_FOUND,
    );
    expect((await recharge(thief.token, 20_000, 2_000_000_000)).errcode).toBe(
      ErrorCode.COUPON_NOT_FOUND,
    );
    expect(await couponRow(coupon.id)).toMatchObject({ status: 'available' });
    // A session that signed out is no longer a key to anything, coupons included.
    const { player: owner, coupon: other } = await playerWithCoupon(1001);
    expect((await deposits.call('logout', owner.token)).errcode).toBe(0);
    expect((await deposits.call('couponList', owner.token)).errcode).toBe(401);
    expect((await recharge(owner.token, 20_000, other.id)).errcode).toBe(401);
    expect(await couponRow(other.id)).toMatchObject({ status: 'available' });
  });

  it('refuses an expired coupon (by the lobby clock); the job marks it expired', async () => {
    const { player, coupon } = await playerWithCoupon(1001);
    await setClock(7 * DAY + 60);
    expect((await recharge(player.token, 20_000, coupon.id)).errcode).toBe(
      ErrorCode.COUPON_EXPIRED,
    );
    const listed = await couponList(player.token);
    expect(listed.available).toEqual([]);
    expect(listed.recent).toMatchObject([{ id: coupon.id, status: 'expired' }]);
    expect((await devPost('runJob', { name: 'coupons.expire' })).json().data.ran).toBe(true);
    expect(await couponRow(coupon.id)).toMatchObject({ status: 'expired' });
  });

  it('refuses a deposit that does not fit the coupon, naming what it needs', async () => {
    const general = await playerWithCoupon(1001);
    const below = await recharge(general.player.token, 1_999, general.coupon.id);
    expect(below.errcode).toBe(ErrorCode.COUPON_DEPOSIT_BELOW_MIN);
    expect(below.data).toEqual({ minDeposit: 2_000 });
    const fixed = await playerWithCoupon(1201);
    for (const amount of [9_999, 10_001, 20_000]) {
      const refused = await recharge(fixed.player.token, amount, fixed.coupon.id);
      expect(refused.errcode).toBe(ErrorCode.COUPON_DEPOSIT_NOT_EXACT);
      expect(refused.data).toEqual({ exactDeposit: 10_000 });
    }
    const exact = await recharge(fixed.player.token, 10_000, fixed.coupon.id);
    expect(exact.errcode, exact.msg).toBe(0);
    await deposits.sandboxPay((exact.data as { orderNo: string }).orderNo, 'success');
    // 30% of exactly 100.00.
    expect((await balances(t.database.db, fixed.player.userId)).bonus).toBe(13_000);
  });

  it('refuses a coupon while a bonus is open; one opened after the order keeps the coupon', async () => {
    const { player, coupon } = await playerWithCoupon(1001);
    const made = await recharge(player.token, 20_000, coupon.id);
    expect(made.errcode).toBe(0);
    // Meanwhile a deposit with the first-deposit offer opens a bonus.
    await deposits.deposit(player.token, 20_000, 1, { takeBonus: true });
    expect((await recharge(player.token, 20_000)).errcode).toBe(0);
    const { orderNo } = made.data as { orderNo: string };
    await deposits.sandboxPay(orderNo, 'success');
    // One bonus at a time: the coupon's deposit is cash, and the coupon is the player's again.
    expect((await deposits.orderOf(player.token, orderNo)).bonus).toBe(0);
    expect(await couponRow(coupon.id)).toEqual({
      status: 'available',
      order_no: null,
      bonus: null,
    });
    expect((await recharge(player.token, 20_000, coupon.id)).errcode).toBe(
      ErrorCode.COUPON_BONUS_OPEN,
    );
    await expectBooksBalanced(t.database.db);
  });

  it('gives the coupon back when its order fails or expires; a late payment still uses it', async () => {
    const { player, coupon } = await playerWithCoupon(1001);
    const failed = await recharge(player.token, 20_000, coupon.id);
    const failedNo = (failed.data as { orderNo: string }).orderNo;
    await deposits.sandboxPay(failedNo, 'fail');
    expect(await couponRow(coupon.id)).toEqual({
      status: 'available',
      order_no: null,
      bonus: null,
    });

    const late = await recharge(player.token, 20_000, coupon.id);
    const lateNo = (late.data as { orderNo: string }).orderNo;
    await t.database.db
      .updateTable('deposit_orders')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('order_no', '=', lateNo)
      .execute();
    expect((await devPost('runJob', { name: 'deposits.expire' })).json().data.ran).toBe(true);
    expect((await deposits.orderOf(player.token, lateNo)).status).toBe('expired');
    expect(await couponRow(coupon.id)).toMatchObject({ status: 'available', order_no: null });

    // The payment lands after all: the coupon, free again, goes with it.
    expect((await deposits.webhook(deposits.eventFor(lateNo, 20_000))).body.reason).toBe(
      'credited',
    );
    expect(await couponRow(coupon.id)).toEqual({ status: 'used', order_no: lateNo, bonus: 2_000 });
    expect((await balances(t.database.db, player.userId)).bonus).toBe(22_000);
  });

  it('answers a repeated idempotency key with the first order, and refuses it for another coupon', async () => {
    const { player, coupon } = await playerWithCoupon(1001);
    const body = { rechargeTypeId: 1, amount: 20_000, couponId: coupon.id };
    // A retried tap, sent five times at once: one order, holding the coupon, answered to all.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => deposits.call('recharge', player.token, body, 'coupon-key')),
    );
    for (const answer of answers) expect(answer.errcode, answer.msg).toBe(0);
    const first = answers[0]!;
    for (const answer of answers) expect(answer.data).toEqual(first.data);
    const again = await deposits.call('recharge', player.token, body, 'coupon-key');
    expect(again.data).toEqual(first.data);
    expect(await couponRow(coupon.id)).toMatchObject({
      status: 'reserved',
      order_no: (first.data as { orderNo: string }).orderNo,
    });
    const other = await deposits.call(
      'recharge',
      player.token,
      { rechargeTypeId: 1, amount: 20_000 },
      'coupon-key',
    );
    expect(other.errcode).toBe(ErrorCode.IDEMPOTENCY_KEY_REUSED);
  });
});
