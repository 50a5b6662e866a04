import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signStripeWebhook } from '../src/modules/deposits/payments/stripe-payment-provider';

/** A Checkout Session as the fake keeps it (the fields Stripe answers that the adapter reads). */
export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  expires_at: number;
  success_url: string;
}

export interface FakeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  form: Record<string, string>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((done, fail) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => done(body));
    request.on('error', fail);
  });

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/**
 * A local stand-in for Stripe's API, as the Stripe adapter uses it: Checkout Sessions created
 * (form-encoded, bearer key, idempotency keys replayed as Stripe replays them) and read back,
 * and the events Stripe would send about them, signed as Stripe signs them. `failNext` makes the
 * next calls answer 500, as an outage would.
 */
export const startFakeStripe = async (keys: { secretKey: string; webhookSecret: string }) => {
  const sessions = new Map<string, FakeSession>();
  const byIdempotencyKey = new Map<string, string>();
  const requests: FakeRequest[] = [];
  let failures = 0;

  const server = createServer((request, response) => {
    void (async () => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      const body = await readBody(request);
      const form = Object.fromEntries(new URLSearchParams(body));
      const seen: FakeRequest = {
        method: request.method ?? '',
        path,
        authorization: request.headers.authorization,
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        form,
      };
      requests.push(seen);
      const send = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (seen.authorization !== `Bearer ${keys.secretKey}`) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
      }
      if (failures > 0) {
        failures--;
        return send(500, { error: { type: 'api_error' } });
      }
      if (seen.method === 'POST' && path === '/v1/checkout/sessions') {
        const known = seen.idempotencyKey ? byIdempotencyKey.get(seen.idempotencyKey) : undefined;
        if (known) return send(200, sessions.get(known));
        const sessionId = id('cs');
        const session: FakeSession = {
          id: sessionId,
          object: 'checkout.session',
          url: `${url}/pay/${sessionId}`,
          status: 'open',
          payment_status: 'unpaid',
          amount_total: Number(form['line_items[0][price_data][unit_amount]']),
          currency: form['line_items[0][price_data][currency]'] ?? '',
          client_reference_id: form.client_reference_id ?? null,
          metadata: { orderNo: form['metadata[orderNo]'] ?? '' },
          payment_intent: null,
          expires_at: Number(form.expires_at),
          success_url: form.success_url ?? '',
        };
        sessions.set(sessionId, session);
        if (seen.idempotencyKey) byIdempotencyKey.set(seen.idempotencyKey, sessionId);
        return send(200, session);
      }
      const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      if (seen.method === 'GET' && match) {
        const session = sessions.get(decodeURIComponent(match[1]!));
        return session
          ? send(200, session)
          : send(404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
      }
      return send(404, { error: { type: 'invalid_request_error' } });
    })();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const sessionOf = (orderNo: string) => {
    const found = [...sessions.values()].find((s) => s.client_reference_id === orderNo);
    if (!found) throw new Error(`no session for ${orderNo}`);
    return found;
  };

  /** The event Stripe sends about a session, signed now (or at `timestamp`). */
  const event = (
    type: string,
    session: FakeSession,
    options: { timestamp?: number; secret?: string; overrides?: Partial<FakeSession> } = {},
  ) => {
    const rawBody = JSON.stringify({
      id: id('evt'),
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object: { ...session, ...options.overrides } },
    });
    return {
      rawBody,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signStripeWebhook(
          options.secret ?? keys.webhookSecret,
          rawBody,
          options.timestamp ?? Math.floor(Date.now() / 1000),
        ),
      },
    };
  };

  return {
    url,
    sessions,
    requests,
    sessionOf,
    event,
    /** The player pays on the hosted page: the session completes (its event is for the test to send). */
    pay(orderNo: string) {
      const session = sessionOf(orderNo);
      session.status = 'complete';
      session.payment_status = 'paid';
      session.payment_intent = id('pi');
      session.url = null;
      return session;
    },
    expire(orderNo: string) {
      const session = sessionOf(orderNo);
      session.status = 'expired';
      session.url = null;
      return session;
    },
    failNext(count = 1) {
      failures = count;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
};

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
