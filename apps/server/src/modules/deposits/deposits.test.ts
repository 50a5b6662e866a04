import { ErrorCode } from '@lobby/contract/values/errors';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { recordSandboxDecision } from './payments/sandbox-payments.repo';
import { EXPIRE_QUEUE, RECONCILE_QUEUE } from './deposits.module';
import { depositsClient } from './deposits-test-client';

const t = useTestApp();
const d = depositsClient(t);

const CARD = 1; // demo config: min 10.00, min2 100.00, max 50,000.00, bonus 3%
const TRANSFER = 3; // min 50.00, min2 200.00, max 100,000.00, bonus 2%

describe('recharge', () => {
  it('creates an order with an unguessable number and a checkout URL', async () => {
    const { token } = await d.player();
    const answer = await d.order(token, 2_000);
    expect(answer.status).toBe('created');
    expect(answer.orderNo).toMatch(/^D\d{8}[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(answer.payUrl).toBe(`/sandbox-pay/checkout/${answer.orderNo}`);
    expect(await d.orderOf(token, answer.orderNo)).toMatchObject({
      status: 'created',
      amount: 2_000,
      bonus: 0,
    });
  });

  it('refuses a channel the config does not have', async () => {
    const { token } = await d.player();
    const answer = await d.call('recharge', token, { rechargeTypeId: 99, amount: 10_000 });
    expect(answer.errcode).toBe(ErrorCode.RECHARGE_TYPE_UNAVAILABLE);
  });

  it('holds the channel minimum, and minAmount2 once the player has deposited', async () => {
    const { token } = await d.player();
    const below = await d.call('recharge', token, { rechargeTypeId: CARD, amount: 999 });
    expect(below).toMatchObject({
      errcode: ErrorCode.AMOUNT_BELOW_MIN,
      data: { minAmount: 1_000 },
    });
    const transferBelow = await d.call('recharge', token, {
      rechargeTypeId: TRANSFER,
      amount: 4_999,
    });
    expect(transferBelow.data).toEqual({ minAmount: 5_000 });
    // A created order that is never paid does not count as having deposited.
    await d.order(token, 1_000);
    await d.order(token, 1_000);

    await d.deposit(token, 1_000);
    const second = await d.call('recharge', token, { rechargeTypeId: CARD, amount: 9_999 });
    expect(second).toMatchObject({
      errcode: ErrorCode.AMOUNT_BELOW_MIN,
      data: { minAmount: 10_000 },
    });
    await d.order(token, 10_000);
    expect(
      (await d.call('recharge', token, { rechargeTypeId: TRANSFER, amount: 19_999 })).data,
    ).toEqual({ minAmount: 20_000 });
  });

  it('refuses more than the channel maximum', async () => {
    const { token } = await d.player();
    const above = await d.call('recharge', token, { rechargeTypeId: CARD, amount: 5_000_001 });
    expect(above).toMatchObject({
      errcode: ErrorCode.AMOUNT_ABOVE_MAX,
      data: { maxAmount: 5_000_000 },
    });
    await d.order(token, 5_000_000);
  });

  it('refuses amounts that are not whole positive hundredths', async () => {
    const { token } = await d.player();
    for (const amount of [0, -100, 10.5, '1000']) {
      const answer = await d.call('recharge', token, { rechargeTypeId: CARD, amount });
      expect(answer.code).toBe(400);
    }
  });

  it('answers a repeated idempotency key with the same order, even in parallel', async () => {
    const { token } = await d.player();
    const first = await d.order(token, 3_000, CARD, 'dep-1');
    const again = await d.order(token, 3_000, CARD, 'dep-1');
    expect(again).toEqual(first);
    const parallel = await Promise.all(
      Array.from({ length: 10 }, () => d.order(token, 4_000, CARD, 'dep-2')),
    );
    expect(new Set(parallel.map((p) => p.orderNo)).size).toBe(1);
    const reused = await d.call(
      'recharge',
      token,
      { rechargeTypeId: CARD, amount: 3_001 },
      'dep-1',
    );
    expect(reused.errcode).toBe(ErrorCode.IDEMPOTENCY_KEY_REUSED);
    const list = await d.call('rechargeOrderList', token, {});
    expect(list.data.total).toBe(2);
    // The key is checked first: a paid order's replay still answers, though min2 now applies.
    await d.sandboxPay(first.orderNo, 'success');
    expect(await d.order(token, 3_000, CARD, 'dep-1')).toEqual(first);
  });
});

describe('the minimum rule follows the config', () => {
  it('defaults to 1.00 and 100.00 when a channel leaves them at 0; min2 only with the status on', async () => {
    const before = t.config.current().config;
    try {
      await t.config.update({
        ...before,
        rechargeTypes: before.rechargeTypes.map((c) =>
          c.id === CARD ? { ...c, minAmount: 0, minAmount2: 0 } : c,
        ),
      });
      const { token } = await d.player();
      expect((await d.call('recharge', token, { rechargeTypeId: CARD, amount: 99 })).data).toEqual({
        minAmount: 100,
      });
      await d.deposit(token, 100);
      expect(
        (await d.call('recharge', token, { rechargeTypeId: CARD, amount: 9_999 })).data,
      ).toEqual({ minAmount: 10_000 });

      await t.config.update({
        ...t.config.current().config,
        clientConfig: { ...before.clientConfig, minRechargeStatus: false },
      });
      await d.order(token, 100);
    } finally {
      await t.config.update(before);
    }
  });
});

describe('orders', () => {
  it('lists the player’s own orders newest first, by status, paged; another’s is not found', async () => {
    const alice = await d.player();
    const bob = await d.player();
    const a1 = await d.order(alice.token, 1_000);
    const a2 = await d.deposit(alice.token, 2_000);
    const a3 = await d.order(alice.token, 10_000);
    const b1 = await d.order(bob.token, 5_000);

    const list = await d.call('rechargeOrderList', alice.token, { pageNum: 1, pageSize: 2 });
    expect(list.data).toMatchObject({ total: 3, pages: 2, pageNum: 1, pageSize: 2 });
    expect(list.data.list.map((o: { orderNo: string }) => o.orderNo)).toEqual([a3.orderNo, a2]);
    const page2 = await d.call('rechargeOrderList', alice.token, { pageNum: 2, pageSize: 2 });
    expect(page2.data.list.map((o: { orderNo: string }) => o.orderNo)).toEqual([a1.orderNo]);
    const credited = await d.call('rechargeOrderList', alice.token, { status: 'credited' });
    expect(credited.data.list).toHaveLength(1);
    expect(credited.data.list[0]).toMatchObject({
      orderNo: a2,
      rechargeTypeId: CARD,
      amount: 2_000,
      status: 'credited',
    });
    expect(credited.data.list[0].creditedAt).toBeGreaterThan(0);
    // A credited order has no checkout left to finish; a created one keeps its own.
    expect(credited.data.list[0].payUrl).toBeNull();
    const open = await d.call('rechargeOrder', alice.token, { orderNo: a1.orderNo });
    expect(open.data).toMatchObject({ status: 'created', payUrl: a1.payUrl });
    expect(open.data.expiresAt).toBeGreaterThan(Date.now() / 1000);
    // No database field leaks through the answer schema.
    expect(Object.keys(credited.data.list[0]).sort()).toEqual(
      [
        'amount',
        'bonus',
        'createdAt',
        'creditedAt',
        'expiresAt',
        'orderNo',
        'payUrl',
        'rechargeTypeId',
        'status',
      ].sort(),
    );

    const stolen = await d.call('rechargeOrder', alice.token, { orderNo: b1.orderNo });
    expect(stolen.errcode).toBe(ErrorCode.ORDER_NOT_FOUND);
    expect(stolen.data).toBeUndefined();
    const unknown = await d.call('rechargeOrder', alice.token, {
      orderNo: 'D20260101NOSUCHORDER00000',
    });
    expect(unknown.errcode).toBe(ErrorCode.ORDER_NOT_FOUND);
    const bobs = await d.call('rechargeOrderList', bob.token, {});
    expect(bobs.data.list.map((o: { orderNo: string }) => o.orderNo)).toEqual([b1.orderNo]);
  });
});

describe('bonus and wagering', () => {
  const forfeit = (token: string) => d.call('bonusForfeit', token);

  it('a deposit is cash unless its bonus is taken; the bonus opens with the deposit locked in it', async () => {
    const { token } = await d.player();
    expect((await d.call('tradeInfo', token)).data).toEqual({
      totalRecharge: 0,
      lastRechargeTypeId: null,
      firstRecharge: true,
      // The first deposit's 20% is what the next deposit earns, before the channel's.
      nextDepositBonusBp: 2_000,
      maxBonus: 500_000,
      channelBonusLeft: 10_000,
      bonusOpen: false,
      firstDepositBonusBp: 2_000,
      minBonusDeposit: 2_000,
    });

    // Without takeBonus the first deposit earns nothing and is cash.
    const plain = await d.deposit(token, 10_000);
    expect(await d.orderOf(token, plain)).toMatchObject({ status: 'credited', bonus: 0 });
    expect(await d.state(token)).toMatchObject({ coin: 10_000, bet: 10_000, bonusCoin: 0 });
    expect(await d.transfersOf(plain)).toEqual([
      { idempotency_key: `deposit:${plain}`, kind: 'deposit' },
    ]);

    // Taken: the first-deposit bonus's 20%, kept through the cash deposit (ADR 0056); deposit
    // and bonus in the bonus balance, its wagering 5 × (deposit + bonus), the deposit’s turnover
    // as any deposit’s.
    const taken = await d.deposit(token, 20_000, 2, { takeBonus: true });
    expect(await d.orderOf(token, taken)).toMatchObject({ status: 'credited', bonus: 4_000 });
    expect(await d.state(token)).toMatchObject({
      coin: 10_000,
      bonusCoin: 24_000,
      bonusBet: 5 * 24_000,
      bet: 30_000,
      exchange: 0,
    });
    expect(await d.transfersOf(taken)).toEqual([
      { idempotency_key: `deposit:${taken}`, kind: 'deposit' },
      { idempotency_key: `deposit_bonus:${taken}`, kind: 'deposit_bonus' },
    ]);
    expect((await d.call('tradeInfo', token)).data).toMatchObject({
      nextDepositBonusBp: 0,
      bonusOpen: true,
      firstDepositBonusBp: 0,
    });

    // One at a time: while it is open a deposit that asks for a bonus is cash.
    const meanwhile = await d.deposit(token, 20_000, CARD, { takeBonus: true });
    expect((await d.orderOf(token, meanwhile)).bonus).toBe(0);
    expect(await d.state(token)).toMatchObject({ coin: 30_000, bonusCoin: 24_000 });

    // Forfeited untouched, it returns the deposit and takes the bonus back.
    expect((await forfeit(token)).data).toEqual({ returned: 20_000, coin: 50_000 });
    expect(await d.state(token)).toMatchObject({ coin: 50_000, bonusCoin: 0, bonusBet: 0 });

    const records = await d.call('appUserCoinDetail', token, { kind: 'deposit_bonus' });
    expect(records.data.list).toEqual([
      expect.objectContaining({ ref: taken, amount: 0, bonusAmount: 4_000 }),
    ]);
  });

  it('the first deposit ever earns 20%, capped at maxBonus; a new UTC day’s first 5%', async () => {
    const { token, userId } = await d.player();
    const big = await d.deposit(token, 5_000_000, CARD, { takeBonus: true });
    expect(await d.orderOf(token, big)).toMatchObject({ bonus: 500_000 }); // 20% would be 1,000,000
    expect((await forfeit(token)).errcode).toBe(0);

    await t.database.db
      .updateTable('deposit_totals')
      .set({ last_credited_at: sql<Date>`now() - interval '1 day'` })
      .where('user_id', '=', userId)
      .execute();
    const nextDay = await d.deposit(token, 20_000, CARD, { takeBonus: true });
    expect(await d.orderOf(token, nextDay)).toMatchObject({ bonus: 1_000 }); // 5% beats the card's 3%
  });

  it('caps the channel bonus per UTC day and gives none under the smallest bonus deposit', async () => {
    const { token, userId } = await d.player();
    await d.deposit(token, 5_000); // the day's first, as cash
    // The first-deposit bonus taken already (it is kept until a deposit takes it).
    await t.database.db
      .updateTable('deposit_totals')
      .set({ first_bonus_taken: true })
      .where('user_id', '=', userId)
      .execute();
    // The e-wallet's 5% of 5,000.00 is 250.00: the day's channel cap is 100.00.
    const capped = await d.deposit(token, 500_000, 2, { takeBonus: true });
    expect(await d.orderOf(token, capped)).toMatchObject({ bonus: 10_000 });
    expect((await d.call('tradeInfo', token)).data.channelBonusLeft).toBe(0);
    expect((await forfeit(token)).errcode).toBe(0);
    const spent = await d.deposit(token, 500_000, 2, { takeBonus: true });
    expect(await d.orderOf(token, spent)).toMatchObject({ bonus: 0 });
    // 19.99: below the smallest deposit a bonus is taken with.
    const { token: other } = await d.player();
    const small = await d.deposit(other, 1_999, 2, { takeBonus: true });
    expect(await d.orderOf(other, small)).toMatchObject({ bonus: 0 });
    expect(await d.state(other)).toMatchObject({ coin: 1_999, bonusCoin: 0 });
  });

  it('a repeated recharge key with another bonus choice is refused', async () => {
    const { token } = await d.player();
    const first = await d.call('recharge', token, { rechargeTypeId: 1, amount: 5_000 }, 'k-bonus');
    expect(first.errcode).toBe(0);
    const again = await d.call(
      'recharge',
      token,
      { rechargeTypeId: 1, amount: 5_000, takeBonus: true },
      'k-bonus',
    );
    expect(again.errcode).toBe(ErrorCode.IDEMPOTENCY_KEY_REUSED);
  });
});

describe('jobs', () => {
  const backdate = (orderNo: string, column: 'expires_at' | 'created_at', minutes: number) =>
    t.database.db
      .updateTable('deposit_orders')
      .set({ [column]: sql<Date>`now() - make_interval(mins => ${minutes})` })
      .where('order_no', '=', orderNo)
      .execute();

  it('expires unpaid orders after their 30 minutes, but credits one paid whose webhook was lost', async () => {
    const { token } = await d.player();
    const stale = await d.order(token, 1_000);
    const fresh = await d.order(token, 1_000);
    const lost = await d.order(token, 2_000);
    const order = await t.database.db
      .selectFrom('deposit_orders')
      .select(['created_at', 'expires_at'])
      .where('order_no', '=', fresh.orderNo)
      .executeTakeFirstOrThrow();
    expect(order.expires_at.getTime() - order.created_at.getTime()).toBeGreaterThanOrEqual(
      30 * 60_000 - 1_000,
    );
    await recordSandboxDecision(t.database.db, lost.orderNo, 'paid');
    await backdate(stale.orderNo, 'expires_at', 1);
    await backdate(lost.orderNo, 'expires_at', 1);

    expect(await d.runJob(EXPIRE_QUEUE)).toBe(1);
    expect((await d.orderOf(token, stale.orderNo)).status).toBe('expired');
    expect((await d.orderOf(token, fresh.orderNo)).status).toBe('created');
    expect((await d.orderOf(token, lost.orderNo)).status).toBe('credited');
    expect((await d.state(token)).coin).toBe(2_000);

    // The provider's checkout closes at the same time: then it takes no payment.
    await t.database.db
      .updateTable('sandbox_payments')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('order_no', '=', stale.orderNo)
      .execute();
    const page = await t.app.inject({ method: 'GET', url: stale.payUrl });
    expect(page.statusCode).toBe(410);
  });

  it('reconciles orders whose webhook never came by asking the provider', async () => {
    const { token } = await d.player();
    const paid = await d.order(token, 3_000);
    const failed = await d.order(token, 1_000);
    const pending = await d.order(token, 1_000);
    const young = await d.order(token, 1_000);
    await recordSandboxDecision(t.database.db, paid.orderNo, 'paid');
    await recordSandboxDecision(t.database.db, failed.orderNo, 'failed');
    await recordSandboxDecision(t.database.db, young.orderNo, 'paid');
    for (const o of [paid, failed, pending]) await backdate(o.orderNo, 'created_at', 3);

    await d.runJob(RECONCILE_QUEUE);
    expect((await d.orderOf(token, paid.orderNo)).status).toBe('credited');
    expect((await d.orderOf(token, failed.orderNo)).status).toBe('failed');
    expect((await d.orderOf(token, pending.orderNo)).status).toBe('created');
    // Under two minutes old: its webhook is not overdue yet.
    expect((await d.orderOf(token, young.orderNo)).status).toBe('created');
    expect((await d.state(token)).coin).toBe(3_000);
    // Asked once a minute at most.
    const events = () =>
      t.database.db
        .selectFrom('deposit_events')
        .select('outcome')
        .where('order_no', '=', paid.orderNo)
        .execute();
    expect(await events()).toEqual([{ outcome: 'credited' }]);
    await d.runJob(RECONCILE_QUEUE);
    expect(await events()).toEqual([{ outcome: 'credited' }]);
  });

  it('credits a paid order a crash left uncredited, and a late payment of an expired order', async () => {
    const { token } = await d.player();
    const interrupted = await d.order(token, 5_000);
    await t.database.db
      .updateTable('deposit_orders')
      .set({ status: 'paid', paid_at: sql<Date>`now()` })
      .where('order_no', '=', interrupted.orderNo)
      .execute();
    const late = await d.order(token, 2_000);
    await backdate(late.orderNo, 'expires_at', 1);
    await d.runJob(EXPIRE_QUEUE);
    expect((await d.orderOf(token, late.orderNo)).status).toBe('expired');
    await recordSandboxDecision(t.database.db, late.orderNo, 'paid');
    // The expiry job asked about it a moment ago; expired orders are asked every 15 minutes.
    await t.database.db
      .updateTable('deposit_orders')
      .set({ checked_at: sql<Date>`now() - interval '16 minutes'` })
      .where('order_no', '=', late.orderNo)
      .execute();

    await d.runJob(RECONCILE_QUEUE);
    expect((await d.orderOf(token, interrupted.orderNo)).status).toBe('credited');
    expect((await d.orderOf(token, late.orderNo)).status).toBe('credited');
    // Cash: neither asked for a bonus.
    expect(await d.state(token)).toMatchObject({ coin: 5_000 + 2_000 });
  });
});
