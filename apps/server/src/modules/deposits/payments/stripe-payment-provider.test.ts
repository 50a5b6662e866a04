import { ErrorCode } from '@lobby/contract/values/errors';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../../../test/fake-stripe';
import { useTestApp } from '../../../../test/test-app';
import { balances } from '@/ledger/ledger';
import { depositsClient } from '../deposits-test-client';
import { RECONCILE_QUEUE, WEBHOOK_PATH } from '../deposits.module';

/**
 * Deposits through the Stripe adapter against a local fake of Stripe's API: the hosted checkout
 * (a Checkout Session per order), its signed webhooks, and the status query that credits a
 * payment whose webhook was lost.
 */

const keys = {
  secretKey: 'sk_test_0123456789abcdefghijklmnopqrstuvwxyz',
  webhookSecret: 'whsec_0123456789abcdefghijklmnopqrstuvwxyz',
};

let stripe: FakeStripe;

beforeAll(async () => {
  stripe = await startFakeStripe(keys);
});
afterAll(async () => {
  await stripe?.close();
});
const t = useTestApp(() => ({
  env: {
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_API_URL: stripe.url,
    STRIPE_SECRET_KEY: keys.secretKey,
    STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
    PUBLIC_URL: 'https://lobby.example',
  },
}));
const d = depositsClient(t);

const deliver = async (webhook: { headers: Record<string, string>; rawBody: string }) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `${WEBHOOK_PATH}/stripe`,
    headers: webhook.headers,
    payload: webhook.rawBody,
  });
  return { status: response.statusCode, body: response.json<{ ok: boolean; reason?: string }>() };
};

describe('deposits through Stripe Checkout', () => {
  it('opens one Checkout Session per order and credits the order once when Stripe says paid', async () => {
    const { token, userId } = await d.player();
    const key = 'stripe-recharge-1';
    const first = await d.order(token, 12_345, 1, key);
    const again = await d.order(token, 12_345, 1, key);
    expect(again.orderNo).toBe(first.orderNo);
    const session = stripe.sessionOf(first.orderNo);
    expect(first.payUrl).toBe(session.url);
    const created = stripe.requests.filter(
      (r) => r.method === 'POST' && r.form.client_reference_id === first.orderNo,
    );
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      authorization: `Bearer ${keys.secretKey}`,
      idempotencyKey: `checkout:${first.orderNo}`,
      form: expect.objectContaining({
        mode: 'payment',
        'line_items[0][price_data][unit_amount]': '12345',
        'line_items[0][price_data][currency]': 'usd',
        'metadata[orderNo]': first.orderNo,
      }),
    });
    // Stripe takes an expiry 30 minutes to 24 hours ahead; it sends the player back to us.
    const nowSeconds = Date.now() / 1000;
    expect(session.expires_at).toBeGreaterThan(nowSeconds + 30 * 60);
    expect(session.success_url).toBe(
      `https://lobby.example/wallets?name=deposit&orderNo=${first.orderNo}`,
    );

    const paid = stripe.event('checkout.session.completed', stripe.pay(first.orderNo));
    expect(await deliver(paid)).toMatchObject({ status: 200, body: { reason: 'credited' } });
    expect(await deliver(paid)).toMatchObject({ status: 200, body: { reason: 'duplicate' } });
    const replays = await Promise.all(Array.from({ length: 20 }, () => deliver(paid)));
    expect(replays.every((r) => r.body.reason === 'duplicate')).toBe(true);
    expect(await d.orderOf(token, first.orderNo)).toMatchObject({ status: 'credited' });
    expect((await balances(t.database.db, userId)).coin).toBe(12_345);
  });

  it('refuses forged, tampered, stale and mismatched events; nothing moves', async () => {
    const { token, userId } = await d.player();
    const { orderNo } = await d.order(token, 5_000);
    const session = stripe.pay(orderNo);
    const forged = stripe.event('checkout.session.completed', session, {
      secret: 'whsec_somebody_else_entirely_0123456789',
    });
    expect((await deliver(forged)).status).toBe(401);
    const genuine = stripe.event('checkout.session.completed', session);
    const tampered = {
      ...genuine,
      rawBody: genuine.rawBody.replace('"amount_total":5000', '"amount_total":500000'),
    };
    expect((await deliver(tampered)).status).toBe(401);
    const stale = stripe.event('checkout.session.completed', session, {
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    expect((await deliver(stale)).status).toBe(401);
    expect(
      (await deliver({ ...genuine, headers: { 'content-type': 'application/json' } })).status,
    ).toBe(400);
    const mismatched = stripe.event('checkout.session.completed', session, {
      overrides: { amount_total: 50_000 },
    });
    expect(await deliver(mismatched)).toMatchObject({ status: 409, body: { reason: 'mismatch' } });
    // A genuine event about something else is acknowledged and ignored.
    const other = stripe.event('payment_intent.created', session);
    expect(await deliver(other)).toMatchObject({ status: 200, body: { reason: 'ignored' } });
    // Completed but not yet paid (a bank debit on its way): nothing yet.
    const unpaid = stripe.event('checkout.session.completed', session, {
      overrides: { payment_status: 'unpaid' },
    });
    expect(await deliver(unpaid)).toMatchObject({ status: 200, body: { reason: 'ignored' } });
    expect((await d.orderOf(token, orderNo)).status).toBe('created');
    expect((await balances(t.database.db, userId)).coin).toBe(0);
    expect(await t.securityEvents.count('signature_refused')).toBeGreaterThanOrEqual(3);
  });

  it('credits a payment whose webhook was lost by asking Stripe, and fails an expired one', async () => {
    const { token, userId } = await d.player();
    const lost = await d.order(token, 7_000);
    const expired = await d.order(token, 3_000);
    stripe.pay(lost.orderNo);
    stripe.expire(expired.orderNo);
    await t.database.db
      .updateTable('deposit_orders')
      .set({ created_at: sql<Date>`now() - interval '3 minutes'` })
      .where('order_no', 'in', [lost.orderNo, expired.orderNo])
      .execute();
    await d.runJob(RECONCILE_QUEUE);
    expect((await d.orderOf(token, lost.orderNo)).status).toBe('credited');
    expect((await d.orderOf(token, expired.orderNo)).status).toBe('failed');
    expect((await balances(t.database.db, userId)).coin).toBe(7_000);
    // Its webhook arriving late changes nothing.
    const late = stripe.event('checkout.session.completed', stripe.sessionOf(lost.orderNo));
    expect((await deliver(late)).body.reason).toBe('duplicate');
    expect((await balances(t.database.db, userId)).coin).toBe(7_000);
  });

  it('answers a Stripe outage as unavailable and makes no order; the sandbox is not there', async () => {
    const { token } = await d.player();
    stripe.failNext();
    const answer = await d.call('recharge', token, { rechargeTypeId: 1, amount: 5_000 });
    expect(answer.errcode).toBe(ErrorCode.UNAVAILABLE);
    expect(
      (await d.call('rechargeOrderList', token, { pageNum: 1, pageSize: 10 })).data.total,
    ).toBe(0);
    const page = await t.app.inject({ method: 'GET', url: '/sandbox-pay/checkout/D1' });
    expect(page.statusCode).toBe(404);
    expect((await d.sandboxPay('D1', 'success')).errcode).toBe(404);
  });
});
