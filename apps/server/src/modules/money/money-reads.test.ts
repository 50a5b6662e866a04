import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleClient } from '../../../test/console-client';
import { useTestApp } from '../../../test/test-app';
import { HouseAccount, promotionsAccount, transfer, UserAccount } from '@/ledger/ledger';
import { auditByStaffAt } from '../audit/audit-by';
import { depositsClient } from '../deposits/deposits-test-client';
import { withdrawalKit } from '../withdrawals/withdrawal-test-kit';
import { WithdrawalDesk } from './withdrawal-desk';

/**
 * The console's money reads: deposits with their provider events, the day's reconciliation of
 * the ledger against the providers (with the mismatches a crash or a stray transfer leaves),
 * and the promotions' cost in a range of days. Read only: none writes an audit entry.
 */

let kit: ReturnType<typeof withdrawalKit>;
let staff: ReturnType<typeof consoleClient>;
let cookie: string;

const t = useTestApp({ env: { PAYOUT_PROVIDER: 'manual' } });
const deposits = depositsClient(t);
beforeAll(async () => {
  kit = withdrawalKit(t);
  staff = consoleClient(t);
  cookie = (await staff.signedInStaff('auditor')).cookie;
});

const call = async (name: string, payload: object) =>
  (await staff.call(cookie, name, payload)).body;
const today = () => new Date().toISOString().slice(0, 10);

describe('deposits', () => {
  it('finds an order by number and by player, and shows its provider events', async () => {
    const player = await deposits.player();
    const orderNo = await deposits.deposit(player.token, 10_000);
    const found = await call('depositSearch', { orderNo });
    expect(found.data).toMatchObject({
      total: 1,
      list: [{ orderNo, userId: player.userId, amount: 10_000, status: 'credited' }],
    });
    expect((await call('depositSearch', { userId: player.userId })).data.total).toBe(1);
    expect(
      (await call('depositSearch', { userId: player.userId, status: 'failed' })).data.total,
    ).toBe(0);

    const detail = await call('depositOrder', { orderNo });
    expect(detail.data.order).toMatchObject({ orderNo, provider: 'sandbox', status: 'credited' });
    expect(detail.data.events).toMatchObject([
      { provider: 'sandbox', source: 'webhook', outcome: 'credited' },
    ]);
    expect(detail.data.events[0].body).toContain(orderNo);
    expect((await call('depositOrder', { orderNo: 'D-NONE' })).errcode).toBe(1646);
    // Malformed searches are refused whole, never a 5xx.
    for (const bad of [{ userId: 1e20 }, { userId: -1 }, { orderNo: '' }, { status: 'lost' }])
      expect((await staff.call(cookie, 'depositSearch', bad)).status).toBe(400);
  });
});

describe('reconciliation', () => {
  it('matches the ledger against the providers and lists what differs', async () => {
    const day = today();
    const before = (await call('reconciliation', { day })).data;
    const tallyOf = (answer: typeof before, kind: string, provider: string) =>
      answer.rows.find(
        (r: { kind: string; provider: string }) => r.kind === kind && r.provider === provider,
      ) ?? { ledger: { count: 0, amount: 0 }, confirmed: { count: 0, amount: 0 } };

    // A deposit credited, a withdrawal paid by hand.
    const player = await deposits.player();
    await deposits.deposit(player.token, 25_000);
    const payee = await kit.playerWithAccount(100_000);
    await kit.setRules({ autoApproveMax: 0 });
    const request = kit.ok(await kit.exchange(payee.token, 20_000, payee.accountId));
    const desk = new WithdrawalDesk({ db: kit.db, manualPayouts: true });
    const by = auditByStaffAt({ id: 1, email: 'finance@lobby.test' }, '127.0.0.1');
    await desk.approve(by, request.orderNo);
    await desk.markPaid(by, request.orderNo, 'BANK-7');

    const afterBody = await call('reconciliation', { day });
    expect(afterBody.errcode, JSON.stringify(afterBody)).toBe(0);
    const after = afterBody.data;
    expect(after).toMatchObject({ day, to: after.from + 86_400 });
    expect(after.from).toBe(Date.parse(`${day}T00:00:00Z`) / 1000);
    const sandbox = tallyOf(after, 'deposits', 'sandbox');
    expect(sandbox.ledger.amount - tallyOf(before, 'deposits', 'sandbox').ledger.amount).toBe(
      25_000,
    );
    expect(sandbox.confirmed).toEqual(sandbox.ledger);
    const manual = tallyOf(after, 'withdrawals', 'manual');
    expect(manual.ledger.amount - tallyOf(before, 'withdrawals', 'manual').ledger.amount).toBe(
      20_000,
    );
    expect(manual.confirmed).toEqual(manual.ledger);
    expect(after.mismatches).toEqual([]);

    // A provider's "paid" a crash left uncredited, and a credit with no order behind it (by
    // order number: today's D2026… before DGHOST).
    const stuck = await deposits.order(player.token, 10_000);
    await kit.db
      .updateTable('deposit_orders')
      .set({ status: 'paid', paid_at: sql<Date>`now()`, provider_ref: 'SBX-STUCK' })
      .where('order_no', '=', stuck.orderNo)
      .execute();
    await transfer(kit.db, {
      key: 'deposit:DGHOST',
      kind: 'deposit',
      userId: player.userId,
      legs: [
        { account: { house: HouseAccount.Deposits }, amount: -700 },
        { account: { userId: player.userId, kind: UserAccount.Coin }, amount: 700 },
      ],
    });
    const mismatched = (await call('reconciliation', { day })).data;
    expect(mismatched.mismatches).toEqual([
      {
        kind: 'deposits',
        provider: 'sandbox',
        orderNo: stuck.orderNo,
        problem: 'provider_only',
        ledgerAmount: null,
        providerAmount: 10_000,
      },
      {
        kind: 'deposits',
        provider: 'unknown',
        orderNo: 'DGHOST',
        problem: 'ledger_only',
        ledgerAmount: 700,
        providerAmount: null,
      },
    ]);

    // Another day has none of it.
    const empty = (await call('reconciliation', { day: '2001-01-01' })).data;
    expect(empty).toMatchObject({ rows: [], mismatches: [], eventMismatches: 0 });
    for (const day of ['yesterday', '2026-02-30', '2026-13-01'])
      expect((await call('reconciliation', { day })).errcode).toBe(400);
  });
});

describe('promotions cost', () => {
  it('sums what each activity paid out in the days', async () => {
    const player = await deposits.player();
    for (const amount of [300, 450])
      await transfer(kit.db, {
        key: `test-promo-${amount}`,
        kind: 'reward',
        userId: player.userId,
        legs: [
          { account: { house: promotionsAccount('money-test') }, amount: -amount },
          { account: { userId: player.userId, kind: UserAccount.Coin }, amount },
        ],
      });
    const day = today();
    const answer = (await call('promotionsCost', { from: day, to: day })).data;
    expect(answer.list.find((a: { activity: string }) => a.activity === 'money-test')).toEqual({
      activity: 'money-test',
      cost: 750,
      grants: [],
    });
    expect(answer.total).toBeGreaterThanOrEqual(750);
    expect(
      (await call('promotionsCost', { from: '2001-01-01', to: '2001-01-31' })).data,
    ).toMatchObject({ list: [], total: 0 });
    expect((await call('promotionsCost', { from: day, to: '2001-01-01' })).errcode).toBe(400);
  });
});
