import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../../test/audit-log';
import { useTestApp } from '../../../test/test-app';
import { balances } from '@/ledger/ledger';
import { runOps } from '@/ops/ops-commands';
import { verifyAuditChain } from '../audit/audit-verify';
import { PAYOUT_SWEEP_QUEUE } from './payout-runner';
import { PAYOUT_QUEUE } from './withdrawal-orders';
import { withdrawalKit } from './withdrawal-test-kit';

/**
 * PAYOUT_PROVIDER=manual, production's payouts: an approved withdrawal waits for an operator who
 * pays it at the bank and marks it through the ops CLI; nothing pays it by itself.
 */

let kit: ReturnType<typeof withdrawalKit>;
const t = useTestApp({ env: { PAYOUT_PROVIDER: 'manual' } });
beforeAll(async () => {
  kit = withdrawalKit(t);
  await kit.setRules();
});

const orderEntries = async (orderNo: string) =>
  (await auditEntries(kit.db)).filter((e) => e.target === `withdrawal:${orderNo}`);

const ops = async (...argv: string[]) => {
  const lines: string[] = [];
  const code = await runOps(
    { db: kit.db, out: (line) => lines.push(line), operator: 'ops@cli' },
    argv,
  );
  return { code, text: lines.join('\n') };
};

/** Runs the payout jobs that are due, as the server's loop would. */
const runPayoutJobs = async () =>
  (await t.jobs.runNow(PAYOUT_SWEEP_QUEUE)) + (await t.jobs.runDue([PAYOUT_QUEUE]));

/** A player with 1,000.00 and an auto-approved request of `amount`, taken up by the payout job. */
const approvedRequest = async (amount = 20_000) => {
  const player = await kit.playerWithAccount(100_000);
  const answer = kit.ok(await kit.exchange(player.token, amount, player.accountId));
  expect(answer.status).toBe('approved');
  await runPayoutJobs();
  return { ...player, orderNo: answer.orderNo as string };
};

describe('manual payouts', () => {
  it('leave an approved withdrawal paying, untouched, until an operator marks it paid', async () => {
    const { orderNo, userId } = await approvedRequest(20_000);
    expect(await kit.order(orderNo)).toMatchObject({
      status: 'paying',
      provider: 'manual',
      next_check_at: null,
    });
    // No status query is booked and the sweep leaves it be: nothing pays it by itself.
    expect(await runPayoutJobs()).toBeLessThanOrEqual(1);
    expect((await kit.order(orderNo)).status).toBe('paying');
    expect(await balances(kit.db, userId)).toMatchObject({ coin: 80_000, withdrawHold: 20_000 });

    const paid = await ops('withdrawals', 'mark-paid', orderNo, '--reference', 'BANK-REF-0042');
    expect(paid).toEqual({
      code: 0,
      text: `paid ${orderNo}: 200.00 to user ${userId}, reference BANK-REF-0042`,
    });
    expect(await kit.order(orderNo)).toMatchObject({
      status: 'paid',
      provider_ref: 'BANK-REF-0042',
      reviewed_by: 'ops@cli',
    });
    expect(await balances(kit.db, userId)).toMatchObject({ coin: 80_000, withdrawHold: 0 });
    expect(await kit.transfersKeyed(`withdraw_paid:${orderNo}`)).toBe(1);

    // Marked once: a second mark, of either kind, is refused and moves nothing.
    expect((await ops('withdrawals', 'mark-paid', orderNo, '--reference', 'X')).code).toBe(1);
    expect((await ops('withdrawals', 'mark-failed', orderNo, '--reason', 'x')).code).toBe(1);
    expect(await balances(kit.db, userId)).toMatchObject({ coin: 80_000, withdrawHold: 0 });
    // The mark is in the audit log, the refused ones are not.
    expect(await orderEntries(orderNo)).toEqual([
      expect.objectContaining({
        action: 'withdrawal.markPaid',
        actorName: 'ops@cli',
        before: expect.objectContaining({ status: 'paying' }),
        after: expect.objectContaining({ status: 'paid', providerRef: 'BANK-REF-0042' }),
      }),
    ]);
  });

  it('marks an order failed: the amount returns to the player', async () => {
    const { orderNo, userId } = await approvedRequest(30_000);
    const failed = await ops('withdrawals', 'mark-failed', orderNo, '--reason', 'account closed');
    expect(failed.code).toBe(0);
    expect(await kit.order(orderNo)).toMatchObject({
      status: 'failed',
      failure_reason: 'account closed',
    });
    expect(await balances(kit.db, userId)).toMatchObject({ coin: 100_000, withdrawHold: 0 });
    expect(await orderEntries(orderNo)).toEqual([
      expect.objectContaining({
        action: 'withdrawal.markFailed',
        before: expect.objectContaining({ status: 'paying' }),
        after: expect.objectContaining({ status: 'failed', failureReason: 'account closed' }),
      }),
    ]);
  });

  it('settles an order once when two operators mark it at once', async () => {
    const { orderNo, userId } = await approvedRequest(10_000);
    const marks = await Promise.all([
      ops('withdrawals', 'mark-paid', orderNo, '--reference', 'A'),
      ops('withdrawals', 'mark-failed', orderNo, '--reason', 'B'),
      ops('withdrawals', 'mark-paid', orderNo, '--reference', 'C'),
    ]);
    expect(marks.filter((m) => m.code === 0)).toHaveLength(1);
    const order = await kit.order(orderNo);
    const b = await balances(kit.db, userId);
    expect(b.withdrawHold).toBe(0);
    expect(b.coin).toBe(order.status === 'paid' ? 90_000 : 100_000);
    expect(
      (await kit.transfersKeyed(`withdraw_paid:${orderNo}`)) +
        (await kit.transfersKeyed(`withdraw_refund:${orderNo}`)),
    ).toBe(1);
    // One audit entry, of the mark that happened, and the chain holds.
    const [entry, ...others] = await orderEntries(orderNo);
    expect(others).toEqual([]);
    expect(entry!.after).toMatchObject({ status: order.status });
    expect(await verifyAuditChain(kit.db)).toMatchObject({ ok: true });
  });

  it('takes up an approved order the payout job has not reached yet, and wants a reference', async () => {
    const player = await kit.playerWithAccount(100_000);
    const answer = kit.ok(await kit.exchange(player.token, 5_000, player.accountId));
    expect((await ops('withdrawals', 'mark-paid', answer.orderNo)).code).toBe(2);
    expect((await ops('withdrawals', 'mark-paid', answer.orderNo, '--reference', 'R1')).code).toBe(
      0,
    );
    expect(await kit.order(answer.orderNo)).toMatchObject({ status: 'paid', provider: 'manual' });
    expect((await ops('withdrawals', 'mark-paid', 'W-none', '--reference', 'R')).code).toBe(1);
  });
});
