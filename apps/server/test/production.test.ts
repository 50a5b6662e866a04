import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SANDBOX_SIGNATURE_HEADER,
  signSandboxWebhook,
} from '../src/modules/deposits/payments/sandbox-payment-provider';
import { DEV_DEFAULTS } from '../src/config/env';
import { startFakeStripe, type FakeStripe } from './fake-stripe';
import { productionEnv } from './production-env';
import { common, startTestApp, useTestApp, type TestApp } from './test-app';

/**
 * What an operator runs with APP_ENV=production: no sandbox page, webhook or development
 * endpoint exists, and /metrics wants its token (or lives on a listener of its own). Beside
 * it, a development server answers its development helpers to the machine itself only.
 */

let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe({
    secretKey: productionEnv.STRIPE_SECRET_KEY,
    webhookSecret: productionEnv.STRIPE_WEBHOOK_SECRET,
  });
});
afterAll(async () => {
  await stripe?.close();
});
const prod = useTestApp(() => ({ env: { ...productionEnv, STRIPE_API_URL: stripe.url } }));

const signUp = async (t: TestApp) => {
  const answer = await t.call('accountRegist', {
    ...common,
    account: `prod_${Math.random().toString(36).slice(2, 10)}`,
    password: 'Unusual-Pass-1234',
  });
  expect(answer.body.errcode, answer.body.msg).toBe(0);
  return answer.body.data as { token: string; user: { id: number } };
};

describe('production', () => {
  it('has no sandbox checkout: a player cannot mark their own order paid', async () => {
    const { token } = await signUp(prod);
    const order = await prod.call(
      'recharge',
      // Within what a new player's tier allows in production (tier 0: 500.00 a month, ADR 0073).
      { ...common, rechargeTypeId: 1, amount: 40_000 },
      { authorization: token },
    );
    expect(order.body.errcode).toBe(0);
    const { orderNo } = order.body.data as { orderNo: string };
    const page = await prod.app.inject({ method: 'GET', url: `/sandbox-pay/checkout/${orderNo}` });
    expect(page.statusCode).toBe(404);
    const pay = await prod.app.inject({
      method: 'POST',
      url: `/sandbox-pay/checkout/${orderNo}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'result=paid',
    });
    expect(pay.statusCode).toBe(404);
    // A webhook signed with the well-known development key is no provider's here.
    const rawBody = JSON.stringify({
      id: 'evt_forged',
      type: 'payment.succeeded',
      orderNo,
      amount: 40_000,
      currency: 'USD',
      providerRef: 'SBXFORGED',
    });
    const webhook = await prod.app.inject({
      method: 'POST',
      url: '/webhooks/payments/sandbox',
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(
          DEV_DEFAULTS.SANDBOX_PAY_SECRET,
          rawBody,
          Math.floor(Date.now() / 1000),
        ),
      },
      payload: rawBody,
    });
    expect(webhook.statusCode).toBe(404);
    const state = await prod.call('refreshData', common, { authorization: token });
    expect(state.body.data).toMatchObject({ coin: 0 });
  });

  it('lists no game of the demo studio until the operator configures providers', async () => {
    const served = await prod.call('anonymous/appConfig', common);
    const games = served.body.data.config.games as { provider: string }[];
    expect(games.length).toBeGreaterThan(0);
    expect(games.every((game) => game.provider === 'builtin')).toBe(true);
    // The stored catalogue still names them: the operator's setting brings them back.
    expect(prod.config.current().config.games.some((g) => g.provider === 'demo-provider')).toBe(
      true,
    );
  });

  it('has no development endpoints, even for the machine itself', async () => {
    for (const name of [
      'smsOutbox',
      'sandboxPay',
      'sandboxPayout',
      'ping',
      'clock',
      'runJob',
      'mailBroadcast',
    ]) {
      const response = await prod.app.inject({
        method: 'POST',
        url: `/dev/v1/${name}`,
        payload: { mobile: '+15550001234' },
      });
      expect(response.statusCode, name).toBe(404);
    }
  });

  it('serves /metrics only with its bearer token', async () => {
    expect((await prod.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await prod.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer not-the-token' },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await prod.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${productionEnv.METRICS_TOKEN}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('process_cpu_user_seconds_total');
  });
});

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

describe('/metrics on a port of its own', () => {
  it('is served there, and not on the main port', async () => {
    const port = await freePort();
    const t = await startTestApp({ env: { METRICS_PORT: String(port) } });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
      const response = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('process_cpu_user_seconds_total');
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('development helpers', () => {
  const dev = useTestApp({ env: { APP_ENV: 'development' } });

  const outbox = (remoteAddress: string, app = dev) =>
    app.app.inject({
      method: 'POST',
      url: '/dev/v1/smsOutbox',
      payload: { mobile: '+15550001234' },
      remoteAddress,
    });

  it('answer the machine itself, and nobody else, whatever X-Forwarded-For says', async () => {
    expect((await outbox('127.0.0.1')).statusCode).toBe(200);
    expect((await outbox('::1')).statusCode).toBe(200);
    const remote = await outbox('192.168.1.23');
    expect(remote.statusCode).toBe(404);
    expect(remote.json()).toMatchObject({ code: 404, errcode: 404 });
    const spoofed = await dev.app.inject({
      method: 'POST',
      url: '/dev/v1/smsOutbox',
      payload: { mobile: '+15550001234' },
      headers: { 'x-forwarded-for': '127.0.0.1' },
      remoteAddress: '203.0.113.9',
    });
    expect(spoofed.statusCode).toBe(404);
    // A proxy on this machine connects from loopback on behalf of someone else: refused, with
    // either header and whatever address it names.
    for (const headers of [
      { 'x-forwarded-for': '127.0.0.1' },
      { 'x-forwarded-for': '' },
      { forwarded: 'for=127.0.0.1' },
      { forwarded: 'for="[::1]";proto=https' },
    ]) {
      const proxied = await dev.app.inject({
        method: 'POST',
        url: '/dev/v1/smsOutbox',
        payload: { mobile: '+15550001234' },
        headers,
        remoteAddress: '127.0.0.1',
      });
      expect(proxied.statusCode, JSON.stringify(headers)).toBe(404);
    }
    const proxiedClock = await dev.app.inject({
      method: 'POST',
      url: '/dev/v1/clock',
      payload: { offsetSeconds: 86_400 },
      headers: { forwarded: 'for=198.51.100.7' },
      remoteAddress: '::1',
    });
    expect(proxiedClock.statusCode).toBe(404);
    // Nobody on the network moves the clock every reward's dates hang on.
    const clock = await dev.app.inject({
      method: 'POST',
      url: '/dev/v1/clock',
      payload: { offsetSeconds: 86_400 },
      remoteAddress: '192.168.1.23',
    });
    expect(clock.statusCode).toBe(404);
    expect(await dev.clock.offsetSeconds()).toBe(0);
    const checkout = await dev.app.inject({
      method: 'GET',
      url: '/sandbox-pay/checkout/D1',
      remoteAddress: '192.168.1.23',
    });
    expect(checkout.json()).toMatchObject({ code: 404 });
    expect(await dev.securityEvents.count('dev_endpoint_refused')).toBeGreaterThanOrEqual(8);
  });

  it('answer the network only when DEV_ENDPOINTS_OPEN says so', async () => {
    const open = await startTestApp({
      env: { APP_ENV: 'development', DEV_ENDPOINTS_OPEN: 'true' },
    });
    try {
      expect((await outbox('192.168.1.23', open)).statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });
});
