import { ErrorCode } from '@lobby/contract/values/errors';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { balances } from '@/ledger/ledger';
import { signSandboxWebhook } from './payments/sandbox-payment-provider';
import { EXPIRE_QUEUE } from './deposits.module';
import { depositsClient } from './deposits-test-client';

const t = useTestApp();
const d = depositsClient(t);

const eventsOf = (orderNo: string) =>
  t.database.db
    .selectFrom('deposit_events')
    .select(['source', 'outcome', 'detail'])
    .where('order_no', '=', orderNo)
    .orderBy('id')
    .execute();

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe('the sandbox checkout page', () => {
  it('renders a self-contained page the CSP allows, and Pay credits the deposit', async () => {
    const { token } = await d.player();
    const { orderNo, payUrl } = await d.order(token, 12_345);
    const page = await t.app.inject({ method: 'GET', url: payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(page.body).toContain('123.45 USD');
    expect(page.body).toContain(orderNo);
    expect(page.body).toContain(`<form method="post" action="/sandbox-pay/checkout/${orderNo}">`);
    expect(page.body).toMatch(/<button[^>]*name="result" value="paid"[^>]*>Pay<\/button>/);
    expect(page.body).toMatch(/<button[^>]*name="result" value="failed"[^>]*>Fail<\/button>/);
    // Nothing the CSP would block and nothing fetched from elsewhere.
    expect(page.body).not.toMatch(/<script|\son[a-z]+=|(src|href)="(https?:)?\/\//i);

    const paid = await t.app.inject({
      method: 'POST',
      url: payUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ result: 'paid', returnUrl: '/wallets?name=deposit' }),
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('/wallets?name=deposit');
    expect(await d.orderOf(token, orderNo)).toMatchObject({ status: 'credited', amount: 12_345 });
    // A deposit without its bonus is cash.
    expect(await d.state(token)).toMatchObject({ coin: 12_345, bonusCoin: 0 });
    expect(await eventsOf(orderNo)).toEqual([
      { source: 'webhook', outcome: 'credited', detail: null },
    ]);

    // Pressing again (back button) changes nothing; the page says it is done.
    const again = await t.app.inject({
      method: 'POST',
      url: payUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ result: 'failed' }),
    });
    expect(again.statusCode).toBe(303);
    expect((await d.orderOf(token, orderNo)).status).toBe('credited');
    const done = await t.app.inject({ method: 'GET', url: payUrl });
    expect(done.body).toContain('Payment done');
    expect(done.body).not.toContain('<form');
  });

  it('Fail fails the order; the player is sent back only to a path of this site', async () => {
    const { token } = await d.player();
    const { orderNo, payUrl } = await d.order(token, 5_000);
    const withReturn = await t.app.inject({
      method: 'GET',
      url: `${payUrl}?returnUrl=${encodeURIComponent('/wallets?name=deposit&from=pay')}`,
    });
    expect(withReturn.body).toContain('value="/wallets?name=deposit&amp;from=pay"');

    const failed = await t.app.inject({
      method: 'POST',
      url: payUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ result: 'failed', returnUrl: 'https://evil.example/phish' }),
    });
    expect(failed.statusCode).toBe(303);
    expect(failed.headers.location).toBe('/wallets?name=deposit');
    expect((await d.orderOf(token, orderNo)).status).toBe('failed');
    expect((await d.state(token)).coin).toBe(0);

    for (const returnUrl of ['//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      const { payUrl: next } = await d.order(token, 5_000);
      const answer = await t.app.inject({
        method: 'POST',
        url: next,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form({ result: 'failed', returnUrl }),
      });
      expect(answer.headers.location).toBe('/wallets?name=deposit');
    }
  });

  it('answers 404 for a checkout it does not know and 400 for a choice it does not know', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/sandbox-pay/checkout/D20260101AAAAAAAAAAAAAAAA',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Checkout not found');
    const { token } = await d.player();
    const { orderNo, payUrl } = await d.order(token, 5_000);
    const odd = await t.app.inject({
      method: 'POST',
      url: payUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ result: 'maybe' }),
    });
    expect(odd.statusCode).toBe(400);
    expect((await d.orderOf(token, orderNo)).status).toBe('created');
  });
});

describe('/dev/v1/sandboxPay', () => {
  it('completes a deposit as the signed webhook would, success or fail; the first outcome stands', async () => {
    const { token } = await d.player();
    const ok = await d.order(token, 2_000);
    const success = await d.sandboxPay(ok.orderNo, 'success');
    expect(success).toMatchObject({
      errcode: 0,
      data: { orderNo: ok.orderNo, result: 'paid', webhook: 200, status: 'credited' },
    });
    expect(await eventsOf(ok.orderNo)).toEqual([
      { source: 'webhook', outcome: 'credited', detail: null },
    ]);

    const ko = await d.order(token, 10_000);
    expect((await d.sandboxPay(ko.orderNo, 'fail')).data).toMatchObject({
      result: 'failed',
      status: 'failed',
    });
    const late = await d.sandboxPay(ko.orderNo, 'success');
    expect(late.data).toMatchObject({ result: 'failed', status: 'failed' });
    expect((await d.state(token)).coin).toBe(2_000);

    expect((await d.sandboxPay('D20260101AAAAAAAAAAAAAAAA', 'success')).errcode).toBe(
      ErrorCode.ORDER_NOT_FOUND,
    );
    const bad = await t.app.inject({
      method: 'POST',
      url: '/dev/v1/sandboxPay',
      payload: { orderNo: ok.orderNo, result: 'paid' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the payments webhook', () => {
  it('credits once when the same webhook arrives 50 times at once', async () => {
    const { token, userId } = await d.player();
    const { orderNo } = await d.order(token, 7_000, 1, undefined, { takeBonus: true });
    const event = d.eventFor(orderNo, 7_000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => d.webhook(event)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(answers.filter((a) => a.body.reason === 'credited')).toHaveLength(1);
    expect(answers.filter((a) => a.body.reason === 'duplicate')).toHaveLength(49);
    // The deposit and its first-deposit bonus, once, in the bonus balance.
    expect(await balances(t.database.db, userId)).toMatchObject({
      coin: 0,
      bonus: 7_000 + 1_400,
      wagering: 7_000,
    });
    expect(await d.transfersOf(orderNo)).toHaveLength(2);
    expect(await eventsOf(orderNo)).toHaveLength(50);
    expect((await d.call('tradeInfo', token)).data.totalRecharge).toBe(7_000);
  });

  it('refuses a flipped signature bit, a stale timestamp, a wrong amount or currency; nothing moves', async () => {
    const { token, userId } = await d.player();
    const { orderNo } = await d.order(token, 9_000);
    const event = d.eventFor(orderNo, 9_000);
    const now = Math.floor(Date.now() / 1000);

    const flipped = await d.webhook(event, { flipBit: true });
    expect(flipped).toEqual({ status: 401, body: { ok: false, reason: 'signature' } });
    const otherKey = await d.webhook(event, { secret: 'not-the-sandbox-secret' });
    expect(otherKey.status).toBe(401);
    const stale = await d.webhook(event, { timestamp: now - 301 });
    expect(stale).toEqual({ status: 401, body: { ok: false, reason: 'stale' } });
    // Far enough ahead that a slow machine's seconds between `now` and the check cannot bring it
    // back inside the five minutes allowed (a stale one only grows staler).
    const future = await d.webhook(event, { timestamp: now + 900 });
    expect(future.status).toBe(401);
    const tamperedBody = await t.app.inject({
      method: 'POST',
      url: '/webhooks/payments/sandbox',
      headers: {
        'content-type': 'application/json',
        'sandbox-signature': signSandboxWebhook(
          t.env.SANDBOX_PAY_SECRET,
          JSON.stringify(event),
          now,
        ),
      },
      payload: JSON.stringify({ ...event, amount: 900_000 }),
    });
    expect(tamperedBody.statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/webhooks/payments/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);

    const wrongAmount = await d.webhook({ ...event, amount: 9_001 });
    expect(wrongAmount).toEqual({ status: 409, body: { ok: false, reason: 'mismatch' } });
    const wrongCurrency = await d.webhook({ ...event, currency: 'EUR' });
    expect(wrongCurrency.status).toBe(409);
    const malformed = await d.webhook('{"orderNo":');
    expect(malformed.status).toBe(400);

    expect((await d.orderOf(token, orderNo)).status).toBe('created');
    expect(await balances(t.database.db, userId)).toMatchObject({ coin: 0, wagering: 0 });
    expect(await d.transfersOf(orderNo)).toEqual([]);
    // Only signed events reach the order's log; the forged ones are in the server log.
    expect(await eventsOf(orderNo)).toEqual([
      { source: 'webhook', outcome: 'mismatch', detail: 'order 9000 USD, event 9001 USD' },
      { source: 'webhook', outcome: 'mismatch', detail: 'order 9000 USD, event 9000 EUR' },
    ]);

    // The genuine one still works afterwards.
    expect((await d.webhook(event)).body.reason).toBe('credited');
    expect((await d.orderOf(token, orderNo)).status).toBe('credited');
  });

  it('a late "fail" after credited changes nothing; an unknown order is 404', async () => {
    const { token } = await d.player();
    const orderNo = await d.deposit(token, 4_000);
    const coin = (await d.state(token)).coin;
    const fail = await d.webhook(d.eventFor(orderNo, 4_000, { type: 'payment.failed' }));
    expect(fail).toEqual({
      status: 200,
      body: { ok: true, reason: 'ignored', status: 'credited' },
    });
    expect((await d.state(token)).coin).toBe(coin);

    const unknown = await d.webhook(d.eventFor('D20260101AAAAAAAAAAAAAAAA', 4_000));
    expect(unknown.status).toBe(404);
    const otherProvider = await t.app.inject({
      method: 'POST',
      url: '/webhooks/payments/nosuchpay',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(otherProvider.statusCode).toBe(404);
  });

  it('credits a genuinely paid order even after it expired; a "fail" after expiry changes nothing', async () => {
    const { token } = await d.player();
    const { orderNo } = await d.order(token, 6_000);
    const other = await d.order(token, 6_000);
    await t.database.db
      .updateTable('deposit_orders')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('order_no', 'in', [orderNo, other.orderNo])
      .execute();
    await d.runJob(EXPIRE_QUEUE);
    expect((await d.orderOf(token, orderNo)).status).toBe('expired');

    const failAfter = await d.webhook(d.eventFor(other.orderNo, 6_000, { type: 'payment.failed' }));
    expect(failAfter.body).toMatchObject({ reason: 'ignored', status: 'expired' });

    const paid = await d.webhook(d.eventFor(orderNo, 6_000));
    expect(paid.body).toMatchObject({ ok: true, reason: 'credited', status: 'credited' });
    expect(await d.orderOf(token, orderNo)).toMatchObject({ status: 'credited', bonus: 0 });
    expect((await d.state(token)).coin).toBe(6_000);
  });
});
