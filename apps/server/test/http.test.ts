import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './test-db';
import { productionEnv } from './production-env';
import { common, startTestApp, useTestApp } from './test-app';
import { extraCalls, SECRET } from './test-calls';
import type { DatabaseHandle } from '../src/db/database';

const logLines: Record<string, unknown>[] = [];
const logStream = {
  write: (line: string) => {
    logLines.push(JSON.parse(line) as Record<string, unknown>);
  },
};

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
const t = useTestApp(() => ({
  database,
  extraCalls,
  logger: { level: 'info', stream: logStream },
}));

const post = (url: string, payload: string | object | undefined, headers = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

const envelopeOf = (body: string) => JSON.parse(body) as Record<string, unknown>;

describe('the envelope on every answer', () => {
  it('404 for an unknown call, whatever the method', async () => {
    for (const method of ['POST', 'GET', 'PUT', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/app/v1/noSuchCall', payload: {} });
      expect(response.statusCode).toBe(404);
      expect(envelopeOf(response.body)).toEqual({ code: 404, errcode: 404, msg: 'Not found.' });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('404 for a known call with the wrong method', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/app/v1/anonymous/appConfig' });
    expect(response.statusCode).toBe(404);
    expect(envelopeOf(response.body)).toMatchObject({ code: 404, errcode: 404 });
  });

  it('400 for malformed JSON', async () => {
    const response = await post('/app/v1/anonymous/appConfig', '{"appId": ', {
      'content-type': 'application/json',
    });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response.body)).toMatchObject({ code: 400, errcode: 400 });
  });

  it.each([
    ['text/plain', '{}'],
    ['text/html', '<p>'],
    ['application/x-www-form-urlencoded', 'a=1'],
    ['multipart/form-data; boundary=x', '--x--'],
    ['application/xml', '<a/>'],
  ])('400 for content type %s', async (type, payload) => {
    const response = await post('/app/v1/anonymous/appConfig', payload, { 'content-type': type });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response.body)).toMatchObject({ code: 400, errcode: 400 });
  });

  it('400 for an empty JSON body and for no body', async () => {
    const empty = await post('/app/v1/anonymous/appConfig', '', {
      'content-type': 'application/json',
    });
    expect(empty.statusCode).toBe(400);
    const none = await t.app.inject({ method: 'POST', url: '/app/v1/anonymous/appConfig' });
    expect(none.statusCode).toBe(400);
    expect(envelopeOf(none.body)).toMatchObject({ code: 400, errcode: 400 });
  });

  it('400 with the schema issues as {path, message}', async () => {
    const { status, body } = await t.call('anonymous/appConfig', { platform: 7, version: [] });
    expect(status).toBe(400);
    expect(body.msg).toBe('The request is not valid.');
    expect(body.data.issues).toEqual(
      expect.arrayContaining([
        { path: 'platform', message: expect.any(String) },
        { path: 'version', message: expect.any(String) },
      ]),
    );
  });

  it('400 for a body over the limit', async () => {
    const response = await post('/app/v1/anonymous/appConfig', {
      ...common,
      appId: 'x'.repeat(200_000),
    });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response.body)).toMatchObject({ code: 400, errcode: 400 });
  });

  it('400 for prototype-poisoning keys', async () => {
    for (const payload of [
      '{"__proto__": {"admin": true}}',
      '{"constructor": {"prototype": {}}}',
    ]) {
      const response = await post('/app/v1/anonymous/appConfig', payload, {
        'content-type': 'application/json',
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('500 with no stack, no SQL, no message; the log has it under the request id', async () => {
    const response = await post('/app/v1/anonymous/test/boom', common, {
      'x-request-id': 'trace-500-test',
    });
    expect(response.statusCode).toBe(500);
    expect(envelopeOf(response.body)).toEqual({
      code: 500,
      errcode: 500,
      msg: 'Something went wrong, please try again later.',
    });
    expect(response.body).not.toContain('s3cr3t');
    expect(response.body).not.toContain('at ');
    // The log has it under our request id; the client's rides along apart.
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const logged = logLines.find((line) => line.reqId === id && line.err);
    expect(logged).toMatchObject({ clientRequestId: 'trace-500-test' });
    expect(JSON.stringify(logged)).toContain(SECRET);
  });

  it('500 when a handler answers what its schema refuses', async () => {
    const response = await post('/app/v1/anonymous/test/wrongAnswer', common);
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('s3cr3t');
  });

  it('strips what an answer schema does not declare', async () => {
    const { status, body } = await t.call('anonymous/test/leak');
    expect(status).toBe(200);
    expect(body).toEqual({ code: 200, errcode: 0, msg: 'ok', data: { nickname: 'ann' } });
  });

  it('a business refusal is HTTP 200 with its errcode and message', async () => {
    const { status, body } = await t.call('anonymous/test/refuse');
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 200,
      errcode: 1001,
      msg: 'You have no draw chance left. Deposit to earn one.',
      data: { chances: 0 },
    });
  });
});

describe('request ids', () => {
  it('are on every log line of a request and in the x-request-id header', async () => {
    const response = await post('/app/v1/noSuchCall', {});
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const lines = logLines.filter((line) => line.reqId === id);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines[0]).toMatchObject({ status: 404, url: '/app/v1/noSuchCall' });
  });

  it('are the server’s own: a caller’s x-request-id is only logged apart, when it is sane', async () => {
    const given = await post('/app/v1/noSuchCall', {}, { 'x-request-id': 'lb-123' });
    const id = given.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(id).not.toBe('lb-123');
    expect(logLines.find((line) => line.reqId === id)).toMatchObject({ clientRequestId: 'lb-123' });
    const bad = await post('/app/v1/noSuchCall', {}, { 'x-request-id': 'a b\n{"level":60}' });
    const badId = bad.headers['x-request-id'];
    expect(badId).toMatch(/^[0-9a-f-]{36}$/);
    expect(logLines.find((line) => line.reqId === badId)?.clientRequestId).toBeUndefined();
  });
});

describe('security headers', () => {
  it('come with every page, with the CSP the web app needs', async () => {
    for (const response of [
      await t.app.inject({ url: '/app/docs/' }),
      await t.app.inject({ url: '/app/openapi.json' }),
      await post('/app/v1/noSuchCall', {}),
    ]) {
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).not.toContain('unsafe-eval');
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'cross-origin-opener-policy': 'same-origin',
        'strict-transport-security': expect.stringContaining('max-age='),
      });
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('come with every call answer, refusals too, in their JSON form', async () => {
    for (const response of [
      await post('/app/v1/anonymous/appConfig', common),
      await post('/app/v1/anonymous/appConfig', '{', { 'content-type': 'application/json' }),
      await post('/app/v1/test/whoami', common),
      await post('/app/v1/anonymous/test/boom', common),
    ]) {
      expect(response.headers).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
        'strict-transport-security': expect.stringContaining('max-age='),
      });
    }
  });
});

describe('security events', () => {
  it('are logged (who, where, what, the identity masked, never the secret) and counted in /metrics', async () => {
    const account = `evt_${randomBytes(3).toString('hex')}`;
    const guess = 'Guessed-Secret-77';
    const wrong = await post(
      '/app/v1/accountLogin',
      { ...common, loginType: 2, account, password: guess },
      { fingerprint: 'evt-device' },
    );
    expect(envelopeOf(wrong.body).errcode).toBe(1105);
    const line = logLines.find(
      (l) => l.security === 'sign_in_failed' && String(l.identity).startsWith(account.slice(0, 2)),
    );
    expect(line).toMatchObject({
      msg: 'security event',
      call: 'accountLogin',
      ip: '127.0.0.1',
      fingerprint: 'evt-device',
      level: 40,
    });
    expect(line?.time).toEqual(expect.any(Number));
    expect(String(line?.identity)).not.toContain(account);
    expect(JSON.stringify(logLines)).not.toContain(guess);
    const metrics = await t.app.inject({ url: '/metrics' });
    expect(metrics.body).toMatch(/security_events_total\{kind="sign_in_failed"\} [1-9]/);
    expect(metrics.body).not.toContain(account);
  });
});

describe('caching', () => {
  it('keeps no call answer: no-store on sign-ins, session answers and 401s; appConfig keeps its own', async () => {
    const signIn = await post('/app/v1/accountRegist', {
      ...common,
      account: `cache_${randomBytes(3).toString('hex')}`,
      password: 'Tulip-Harbor-58',
    });
    expect(signIn.statusCode).toBe(200);
    const token = envelopeOf(signIn.body).data as { token: string };
    const signedIn = await post('/app/v1/refreshData', common, { authorization: token.token });
    const unauthorized = await post('/app/v1/refreshData', common);
    expect(unauthorized.statusCode).toBe(401);
    for (const response of [signIn, signedIn, unauthorized]) {
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const config = await post('/app/v1/anonymous/appConfig', common);
    expect(config.headers['cache-control']).toBe('no-cache');
    expect(config.headers.etag).toBeTruthy();
  });
});

describe('rate limiting', () => {
  it('answers 429 in the envelope with retryAfterSeconds once an IP is over the limit', async () => {
    const limited = await startTestApp({ database, env: { RATE_LIMIT_MAX: '3' } });
    try {
      const remoteAddress = `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}`;
      const hit = () =>
        limited.app.inject({
          method: 'POST',
          url: '/app/v1/anonymous/appConfig',
          payload: common,
          remoteAddress,
        });
      for (let i = 0; i < 3; i++) expect((await hit()).statusCode).toBe(200);
      const response = await hit();
      expect(response.statusCode).toBe(429);
      const body = envelopeOf(response.body);
      expect(body).toMatchObject({ code: 429, errcode: 429, msg: expect.any(String) });
      expect((body.data as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      // Unknown paths count too, and the probes never do.
      const unknown = await limited.app.inject({ method: 'POST', url: '/x', remoteAddress });
      expect(unknown.statusCode).toBe(429);
      const probe = await limited.app.inject({ url: '/healthz', remoteAddress });
      expect(probe.statusCode).toBe(200);
      // A refusal still carries the route's security headers (they are set before the limit).
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(String(unknown.headers['content-security-policy'])).toContain("default-src 'self'");
      expect(probe.headers['content-security-policy']).toBeUndefined();
    } finally {
      await limited.close();
    }
  });
});

describe('development endpoints', () => {
  it('answer outside production', async () => {
    const response = await post('/dev/v1/ping', {});
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response.body)).toMatchObject({ data: { appEnv: 'test' } });
  });

  it('are a 404 envelope in production', async () => {
    const production = await startTestApp({ database, env: productionEnv });
    try {
      const response = await production.app.inject({ method: 'POST', url: '/dev/v1/ping' });
      expect(response.statusCode).toBe(404);
      expect(envelopeOf(response.body)).toMatchObject({ code: 404, errcode: 404 });
    } finally {
      await production.close();
    }
  });
});

describe('graceful shutdown', () => {
  it('finishes the requests in flight, then closes promptly', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const draining = await startTestApp({
      database,
      extraCalls: {
        registry: extraCalls.registry,
        routes: {
          ...extraCalls.routes,
          'anonymous/test/leak': {
            handler: async () => {
              await gate;
              return { nickname: 'late' };
            },
          },
        },
      },
    });
    await draining.app.listen({ port: 0, host: '127.0.0.1' });
    const address = draining.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    // A keep-alive connection held by a request in its handler while the server starts closing.
    const body = JSON.stringify(common);
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString();
    });
    const socketClosed = new Promise((resolve) => socket.on('close', resolve));
    socket.write(
      `POST /app/v1/anonymous/test/leak HTTP/1.1\r\nhost: x\r\nconnection: keep-alive\r\n` +
        `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    const closed = draining.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await closed;
    await socketClosed;

    expect(received).toMatch(/^HTTP\/1\.1 200/);
    expect(received).toContain('"nickname":"late"');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
