import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { balances } from '@/ledger/ledger';
import { SandboxPayoutRules } from './payouts/sandbox-payout-provider';
import { approveOrder } from './withdrawal-orders';
import { useWithdrawalKit } from './withdrawal-test-kit';

const scene = useWithdrawalKit({ feeBp: 200 });

/** A player with 1,000.00 and an approved request of `amount`; the order number. */
const approvedRequest = async (amount = 10_000, accountNo?: string) => {
  const player = await scene.kit.playerWithAccount(100_000, accountNo);
  const answer = scene.kit.ok(await scene.kit.exchange(player.token, amount, player.accountId));
  expect(answer.status).toBe('approved');
  return { ...player, orderNo: answer.orderNo as string };
};

const status = async (orderNo: string) => (await scene.kit.order(orderNo)).status;

describe('payouts', () => {
  it('paid: the job submits, the status query settles, the hold goes to payouts and fees', async () => {
    const { userId, orderNo, token, accountNo } = await approvedRequest(10_000);
    const payoutsBefore = await scene.kit.houseBalance(scene.kit.Payouts);
    const feesBefore = await scene.kit.houseBalance(scene.kit.WithdrawFees);
    await scene.t.jobs.runDue();
    expect(await status(orderNo)).toBe('paying');
    expect(await scene.kit.module.sandbox!.record(orderNo)).toMatchObject({
      submits: 1,
      amount: 9_800,
      accountNo,
      status: 'pending',
    });
    // Nothing settled yet: the provider has not paid.
    expect(await balances(scene.kit.db, userId)).toMatchObject({
      coin: 90_000,
      withdrawHold: 10_000,
    });
    await scene.kit.forcePayout(orderNo, 'paid');
    await scene.t.jobs.runDue();
    expect(await scene.kit.order(orderNo)).toMatchObject({
      status: 'paid',
      provider: 'sandbox',
      provider_ref: `SBX-${orderNo}`,
    });
    expect(await balances(scene.kit.db, userId)).toMatchObject({ coin: 90_000, withdrawHold: 0 });
    expect((await scene.kit.houseBalance(scene.kit.Payouts)) - payoutsBefore).toBe(9_800);
    expect((await scene.kit.houseBalance(scene.kit.WithdrawFees)) - feesBefore).toBe(200);
    const list = scene.kit.ok(await scene.kit.call('exchangeOrderList', {}, { token }));
    expect(list.list[0]).toMatchObject({ orderNo, status: 'paid', fee: 200 });
  });

  it('failed: the hold returns to coin, and the failed request does not count for today', async () => {
    const { userId, orderNo, token, accountId } = await approvedRequest(10_000);
    await scene.t.jobs.runDue();
    await scene.kit.forcePayout(orderNo, 'failed');
    await scene.t.jobs.runDue();
    expect(await scene.kit.order(orderNo)).toMatchObject({
      status: 'failed',
      failure_reason: 'forced failure',
    });
    expect(await balances(scene.kit.db, userId)).toMatchObject({ coin: 100_000, withdrawHold: 0 });
    expect(await scene.kit.transfersKeyed(`withdraw_paid:${orderNo}`)).toBe(0);
    const records = scene.kit.ok(
      await scene.kit.call('appUserCoinDetail', { kind: 'withdraw_refund' }, { token }),
    );
    expect(records.list[0]).toMatchObject({ amount: 10_000, ref: orderNo });
    expect(scene.kit.ok(await scene.kit.call('getExchange', {}, { token })).usedTimesToday).toBe(0);
    // A paid answer arriving after the failure changes nothing.
    await scene.kit.forcePayout(orderNo, 'paid');
    await scene.t.jobs.runDue();
    expect(await status(orderNo)).toBe('failed');
    expect(await balances(scene.kit.db, userId)).toMatchObject({ coin: 100_000, withdrawHold: 0 });
    scene.kit.ok(await scene.kit.exchange(token, 5_000, accountId));
  });

  it('a submit the provider refuses for good fails the order and refunds', async () => {
    const { userId, orderNo } = await approvedRequest(10_000, '55550000');
    await scene.t.jobs.runDue();
    expect(await scene.kit.order(orderNo)).toMatchObject({
      status: 'failed',
      failure_reason: 'account closed',
    });
    expect(await balances(scene.kit.db, userId)).toMatchObject({ coin: 100_000, withdrawHold: 0 });
  });

  it('an unknown outcome stays paying, untouched, until the status query says paid', async () => {
    const { userId, orderNo } = await approvedRequest(10_000);
    const payoutsBefore = await scene.kit.houseBalance(scene.kit.Payouts);
    await scene.kit.forcePayout(orderNo, 'unknown'); // the submit's answer will be lost
    await scene.t.jobs.runDue();
    expect(await status(orderNo)).toBe('paying');
    expect((await scene.kit.module.sandbox!.record(orderNo))?.submits).toBe(1);
    for (let i = 0; i < 3; i++) {
      await scene.kit.forcePayout(orderNo, 'unknown'); // a nudge: the status query times out again
      await scene.t.jobs.runDue();
      expect(await status(orderNo)).toBe('paying');
      expect(await balances(scene.kit.db, userId)).toMatchObject({
        coin: 90_000,
        withdrawHold: 10_000,
      });
    }
    // Never resubmitted on a guess.
    expect((await scene.kit.module.sandbox!.record(orderNo))?.submits).toBe(1);
    await scene.kit.forcePayout(orderNo, 'paid');
    await scene.t.jobs.runDue();
    expect(await status(orderNo)).toBe('paid');
    expect(await balances(scene.kit.db, userId)).toMatchObject({ coin: 90_000, withdrawHold: 0 });
    expect((await scene.kit.houseBalance(scene.kit.Payouts)) - payoutsBefore).toBe(9_800);
  });

  it('an unknown outcome that turns out failed is refunded then, once', async () => {
    const { userId, orderNo } = await approvedRequest(10_000);
    await scene.t.jobs.runDue();
    await scene.kit.forcePayout(orderNo, 'unknown');
    await scene.t.jobs.runDue();
    expect(await status(orderNo)).toBe('paying');
    expect(await balances(scene.kit.db, userId)).toMatchObject({
      coin: 90_000,
      withdrawHold: 10_000,
    });
    await scene.kit.forcePayout(orderNo, 'failed');
    await scene.kit.forcePayout(orderNo, 'failed');
    await scene.t.jobs.runDue();
    expect(await status(orderNo)).toBe('failed');
    expect(await balances(scene.kit.db, userId)).toMatchObject({ coin: 100_000, withdrawHold: 0 });
    expect(await scene.kit.transfersKeyed(`withdraw_refund:${orderNo}`)).toBe(1);
  });

  it('a payout job run twice (even at once) submits one payout and pays once', async () => {
    const { userId, orderNo } = await approvedRequest(20_000);
    const payoutsBefore = await scene.kit.houseBalance(scene.kit.Payouts);
    const feesBefore = await scene.kit.houseBalance(scene.kit.WithdrawFees);
    await Promise.all([
      scene.kit.module.payouts.run(orderNo, 'twin-a'),
      scene.kit.module.payouts.run(orderNo, 'twin-b'),
    ]);
    const booked = await scene.kit.module.sandbox!.record(orderNo);
    expect(booked).toMatchObject({ status: 'pending', amount: 19_600 });
    await scene.kit.forcePayout(orderNo, 'paid');
    await Promise.all([
      scene.kit.module.payouts.run(orderNo, 'twin-c'),
      scene.kit.module.payouts.run(orderNo, 'twin-d'),
      scene.t.jobs.runDue(),
    ]);
    await scene.t.jobs.runDue();
    await scene.kit.module.payouts.run(orderNo, 'twin-e');
    expect(await status(orderNo)).toBe('paid');
    expect(await balances(scene.kit.db, userId)).toMatchObject({ coin: 80_000, withdrawHold: 0 });
    expect((await scene.kit.houseBalance(scene.kit.Payouts)) - payoutsBefore).toBe(19_600);
    expect((await scene.kit.houseBalance(scene.kit.WithdrawFees)) - feesBefore).toBe(400);
    expect(await scene.kit.transfersKeyed(`withdraw_paid:${orderNo}`)).toBe(1);
    // One payout at the provider, however many submits reached it.
    const rows = await scene.kit.db
      .selectFrom('sandbox_payouts')
      .select('order_no')
      .where('order_no', '=', orderNo)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('an order approved by an operator is paid by the next job run', async () => {
    await scene.kit.setRules({ autoApproveMax: 0 });
    const { token, userId, accountId } = await scene.kit.playerWithAccount(100_000);
    const { orderNo, status: first } = scene.kit.ok(
      await scene.kit.exchange(token, 50_000, accountId),
    );
    expect(first).toBe('pending_review');
    await scene.t.jobs.runDue();
    expect(await status(orderNo)).toBe('pending_review');
    await approveOrder(scene.kit.db, orderNo, 'op');
    await scene.t.jobs.runDue();
    expect(await status(orderNo)).toBe('paying');
    await scene.kit.forcePayout(orderNo, 'paid');
    await scene.t.jobs.runDue();
    expect(await status(orderNo)).toBe('paid');
    expect(await balances(scene.kit.db, userId)).toMatchObject({ coin: 50_000, withdrawHold: 0 });
  });

  it('polls a pending payout until the provider settles it, one chain of checks only', async () => {
    await scene.kit.setRules({ payoutCheckSeconds: 1 });
    await scene.t.settings.set('sandboxPayouts', SandboxPayoutRules, {
      autoSettleSeconds: 0,
    });
    const { orderNo } = await approvedRequest(10_000);
    await scene.t.jobs.runDue();
    // Two nudges while a check is booked add no second chain.
    await scene.kit.forcePayout(orderNo, 'unknown');
    await scene.kit.db
      .updateTable('sandbox_payouts')
      .set({ answers_lost: false })
      .where('order_no', '=', orderNo)
      .execute();
    await scene.t.jobs.runDue();
    const chain = async () =>
      Number(
        (
          await scene.kit.db
            .selectFrom('jobs')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('key', 'like', `payout:${orderNo}:after:%`)
            .where('done_at', 'is', null)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await chain()).toBe(1);
    for (let i = 0; i < 2; i++) {
      await new Promise((r) => setTimeout(r, 1_100));
      await scene.t.jobs.runDue();
      expect(await status(orderNo)).toBe('paying');
      expect(await chain()).toBe(1);
    }
    // The sandbox's own clock pays it once its time has come.
    await scene.t.settings.set('sandboxPayouts', SandboxPayoutRules, {
      autoSettleSeconds: 1,
    });
    await new Promise((r) => setTimeout(r, 1_100));
    await scene.t.jobs.runDue();
    expect(await status(orderNo)).toBe('paid');
    expect(await chain()).toBe(0);
    await scene.t.settings.set('sandboxPayouts', SandboxPayoutRules, {});
  }, 30_000);

  it('the sweep restarts an order whose chain of runs broke off', async () => {
    const { orderNo } = await approvedRequest(10_000);
    await scene.t.jobs.runDue();
    await scene.kit.forcePayout(orderNo, 'paid');
    // The nudge and the booked check die: the chain is gone.
    await scene.kit.db
      .updateTable('jobs')
      .set({ failed_at: sql<Date>`now()` })
      .where('key', 'like', `payout:${orderNo}:%`)
      .where('done_at', 'is', null)
      .execute();
    await scene.t.jobs.runDue();
    expect(await status(orderNo)).toBe('paying');
    expect(await scene.kit.module.payouts.sweep()).toBe(0);
    await scene.kit.db
      .updateTable('withdrawals')
      .set({ next_check_at: sql<Date>`now() - interval '20 minutes'` })
      .where('order_no', '=', orderNo)
      .execute();
    expect(await scene.kit.module.payouts.sweep()).toBeGreaterThanOrEqual(1);
    await scene.t.jobs.runDue();
    expect(await status(orderNo)).toBe('paid');
  });

  it('a job for an unknown order does nothing', async () => {
    await scene.kit.module.payouts.run('W-none', 'x');
    expect(await scene.kit.module.sandbox!.record('W-none')).toBeNull();
  });
});
