import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../../test/audit-log';
import { consoleClient } from '../../../test/console-client';
import { useTestApp } from '../../../test/test-app';
import { balances } from '@/ledger/ledger';
import { auditByStaffAt } from '../audit/audit-by';
import { withdrawalKit } from '../withdrawals/withdrawal-test-kit';
import { WithdrawalDesk } from './withdrawal-desk';

/**
 * The console's withdrawal review (PAYOUT_PROVIDER=manual): the queue, an order with its player,
 * approve, refuse with a reason and mark paid with the bank's reference, each audited with the
 * staff member; racing decisions make one change and one entry; a late or malformed one answers
 * the console's codes and changes nothing.
 */

let kit: ReturnType<typeof withdrawalKit>;
let staff: ReturnType<typeof consoleClient>;
let finance: Awaited<ReturnType<ReturnType<typeof consoleClient>['signedInStaff']>>;

const t = useTestApp({ env: { PAYOUT_PROVIDER: 'manual' } });
beforeAll(async () => {
  kit = withdrawalKit(t);
  staff = consoleClient(t);
  finance = await staff.signedInStaff('finance');
  // Every request of these tests waits for review.
  await kit.setRules({ autoApproveMax: 0, dailyTimes: 1_000 });
});

const call = (name: string, payload: object) => staff.call(finance.cookie, name, payload);

/** A player with 1,000.00 and a request of `amount` waiting for review. */
const pendingRequest = async (amount = 20_000) => {
  const player = await kit.playerWithAccount(100_000);
  const answer = kit.ok(await kit.exchange(player.token, amount, player.accountId));
  expect(answer.status).toBe('pending_review');
  return { ...player, orderNo: answer.orderNo as string };
};

const entriesOf = async (orderNo: string) =>
  (await auditEntries(kit.db)).filter((e) => e.target === `withdrawal:${orderNo}`);

describe('the withdrawal queue', () => {
  it('lists orders waiting for review, oldest first, and shows one with its player', async () => {
    const first = await pendingRequest(20_000);
    const second = await pendingRequest(30_000);
    const queue = await call('withdrawalQueue', {});
    expect(queue.body.errcode).toBe(0);
    const orderNos = queue.body.data.list.map((o: { orderNo: string }) => o.orderNo);
    expect(orderNos.indexOf(first.orderNo)).toBeLessThan(orderNos.indexOf(second.orderNo));
    const listed = queue.body.data.list.find(
      (o: { orderNo: string }) => o.orderNo === first.orderNo,
    );
    expect(listed).toMatchObject({
      userId: first.userId,
      amount: 20_000,
      status: 'pending_review',
      accountNo: '****2233',
      vip: 0,
      holdReasons: [{ code: 'above_auto_max', detail: '200.00 is above 0.00' }],
    });
    expect(typeof listed.nickname).toBe('string');

    const detail = await call('withdrawalOrder', { orderNo: first.orderNo });
    expect(detail.body.data).toMatchObject({
      order: { orderNo: first.orderNo },
      balance: 80_000,
      withdrawHold: 20_000,
      manualPayouts: true,
    });
    expect(detail.body.data.recent.map((o: { orderNo: string }) => o.orderNo)).toEqual([
      first.orderNo,
    ]);

    // With the trust rules on, the reasons name them too.
    await kit.setRules({ requireDepositForAuto: true, firstWithdrawalReview: true });
    const untrusted = await kit.playerWithAccount(100_000);
    const held = kit.ok(await kit.exchange(untrusted.token, 20_000, untrusted.accountId));
    await kit.setRules({ autoApproveMax: 0, dailyTimes: 1_000 });
    const heldOrder = await call('withdrawalOrder', { orderNo: held.orderNo });
    expect(heldOrder.body.data.order.holdReasons).toEqual([
      { code: 'no_deposit', detail: 'no credited deposit' },
      { code: 'first_withdrawal', detail: 'no withdrawal approved before' },
    ]);

    const byStatus = await call('withdrawalQueue', { status: 'paid', userId: first.userId });
    expect(byStatus.body.data).toMatchObject({ list: [], total: 0 });
    expect((await call('withdrawalOrder', { orderNo: 'W-NONE' })).body.errcode).toBe(1640);
  });
});

describe('decisions', () => {
  it('approve: 30 at once make one change and one audit entry; the others are told 1641', async () => {
    const { orderNo } = await pendingRequest();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => call('withdrawalApprove', { orderNo })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const codes = answers.map((a) => a.body.errcode).sort();
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 1641)).toHaveLength(29);
    expect(await kit.order(orderNo)).toMatchObject({
      status: 'approved',
      reviewed_by: finance.email,
    });
    const entries = await entriesOf(orderNo);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorKind: 'staff',
      actorId: finance.id,
      actorName: finance.email,
      action: 'withdrawal.approve',
      before: { status: 'pending_review', reviewedBy: null },
      after: { status: 'approved', reviewedBy: finance.email },
    });
  });

  it('approve against refuse: exactly one wins, and the money follows the winner', async () => {
    const { orderNo, userId } = await pendingRequest(20_000);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 2
          ? call('withdrawalApprove', { orderNo })
          : call('withdrawalRefuse', { orderNo, reason: 'account name differs' }),
      ),
    );
    expect(answers.filter((a) => a.body.errcode === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.body.errcode === 1641)).toHaveLength(29);
    const entries = await entriesOf(orderNo);
    expect(entries).toHaveLength(1);
    const order = await kit.order(orderNo);
    if (order.status === 'rejected') {
      expect(entries[0]!.action).toBe('withdrawal.reject');
      expect(await balances(kit.db, userId)).toMatchObject({ coin: 100_000, withdrawHold: 0 });
    } else {
      expect(order.status).toBe('approved');
      expect(entries[0]!.action).toBe('withdrawal.approve');
      expect(await balances(kit.db, userId)).toMatchObject({ coin: 80_000, withdrawHold: 20_000 });
    }
  });

  it('refuse needs a reason; with one, the amount returns to the player', async () => {
    const { orderNo, userId } = await pendingRequest(20_000);
    for (const payload of [{ orderNo }, { orderNo, reason: '   ' }]) {
      const refused = await call('withdrawalRefuse', payload);
      expect(refused).toMatchObject({ status: 200, body: { errcode: 1642 } });
    }
    expect((await kit.order(orderNo)).status).toBe('pending_review');
    expect(await entriesOf(orderNo)).toEqual([]);

    const done = await call('withdrawalRefuse', { orderNo, reason: ' name does not match ' });
    expect(done.body.data.order).toMatchObject({
      status: 'rejected',
      reviewNote: 'name does not match',
      reviewedBy: finance.email,
    });
    expect(await balances(kit.db, userId)).toMatchObject({ coin: 100_000, withdrawHold: 0 });
    expect(await entriesOf(orderNo)).toMatchObject([
      {
        action: 'withdrawal.reject',
        after: { status: 'rejected', reviewNote: 'name does not match' },
      },
    ]);
    // Decided: neither decision moves it again.
    expect((await call('withdrawalApprove', { orderNo })).body).toMatchObject({
      errcode: 1641,
      data: { status: 'rejected' },
    });
    expect((await call('withdrawalRefuse', { orderNo, reason: 'x' })).body.errcode).toBe(1641);
    expect((await call('withdrawalApprove', { orderNo: 'W-NONE' })).body.errcode).toBe(1640);
  });

  it('refuses malformed decisions whole (400), changing nothing', async () => {
    const { orderNo } = await pendingRequest(20_000);
    for (const [name, payload] of [
      ['withdrawalApprove', {}],
      ['withdrawalApprove', { orderNo: '' }],
      ['withdrawalRefuse', { orderNo, reason: 'x'.repeat(501) }],
      ['withdrawalMarkPaid', { orderNo, reference: 'x'.repeat(129) }],
      ['withdrawalQueue', { status: 'lost' }],
      ['withdrawalQueue', { userId: 1e20 }],
    ] as const) {
      const answer = await call(name, payload);
      expect(answer, `${name} ${JSON.stringify(payload).slice(0, 40)}`).toMatchObject({
        status: 400,
        body: { errcode: 400 },
      });
    }
    expect((await kit.order(orderNo)).status).toBe('pending_review');
    expect(await entriesOf(orderNo)).toEqual([]);
  });

  it('mark paid needs the bank reference and an approved order; it pays once', async () => {
    const { orderNo, userId } = await pendingRequest(20_000);
    expect((await call('withdrawalMarkPaid', { orderNo, reference: 'REF-1' })).body.errcode).toBe(
      1644,
    );
    expect((await call('withdrawalApprove', { orderNo })).body.errcode).toBe(0);
    expect((await call('withdrawalMarkPaid', { orderNo })).body.errcode).toBe(1643);
    expect((await call('withdrawalMarkPaid', { orderNo, reference: ' ' })).body.errcode).toBe(1643);
    expect((await kit.order(orderNo)).status).toBe('approved');

    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call('withdrawalMarkPaid', { orderNo, reference: `BANK-${i}` }),
      ),
    );
    expect(answers.filter((a) => a.body.errcode === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.body.errcode === 1641)).toHaveLength(29);
    const order = await kit.order(orderNo);
    expect(order).toMatchObject({ status: 'paid', provider: 'manual' });
    expect(order.provider_ref).toMatch(/^BANK-\d+$/);
    expect(await kit.transfersKeyed(`withdraw_paid:${orderNo}`)).toBe(1);
    expect(await balances(kit.db, userId)).toMatchObject({ coin: 80_000, withdrawHold: 0 });
    const entries = await entriesOf(orderNo);
    expect(entries.map((e) => e.action)).toEqual(['withdrawal.approve', 'withdrawal.markPaid']);
    expect(entries[1]).toMatchObject({
      before: { status: 'approved' },
      after: { status: 'paid', provider: 'manual', providerRef: order.provider_ref },
    });
  });

  it('with a payout provider, mark paid is refused (1645): its status query settles the order', async () => {
    const { orderNo } = await pendingRequest(20_000);
    const desk = new WithdrawalDesk({ db: kit.db, manualPayouts: false });
    const by = auditByStaffAt({ id: finance.id, email: finance.email }, '127.0.0.1');
    await desk.approve(by, orderNo);
    await expect(desk.markPaid(by, orderNo, 'REF')).rejects.toMatchObject({ code: 1645 });
    expect((await kit.order(orderNo)).status).toBe('approved');
  });
});
