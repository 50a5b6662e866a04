import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  headerValue,
  hexSignatureMatches,
  hmacSha256,
  registerSignedRawBodyRoute,
  signTimestamped,
  verifyTimestamped,
} from './signed-raw-body';

const SECRET = 'test-secret';

describe('hexSignatureMatches', () => {
  const body = '{"amount": 100}';
  const expected = hmacSha256(SECRET, body);

  it('takes the HMAC of the exact bytes, and only that', () => {
    expect(hexSignatureMatches(expected, expected.toString('hex'))).toBe(true);
    expect(
      hexSignatureMatches(expected, hmacSha256(SECRET, '{"amount":100}').toString('hex')),
    ).toBe(false);
    expect(hexSignatureMatches(expected, hmacSha256('other', body).toString('hex'))).toBe(false);
  });

  it('refuses a missing, empty, short, long or non-hex signature without throwing', () => {
    const hex = expected.toString('hex');
    for (const given of [undefined, '', hex.slice(0, 62), `${hex}00`, 'z'.repeat(64)]) {
      expect(hexSignatureMatches(expected, given)).toBe(false);
    }
  });
});

describe('verifyTimestamped', () => {
  const rawBody = '{"id":"evt_1"}';
  const now = 1_800_000_000;
  const check = (header: string | undefined, nowSeconds = now) =>
    verifyTimestamped({
      header,
      secret: SECRET,
      rawBody,
      nowSeconds,
      toleranceSeconds: 300,
      maxHeaderLength: 1024,
    });

  it('takes a genuine, fresh signature, also among others (a key being rotated)', () => {
    const signed = signTimestamped(SECRET, rawBody, now);
    expect(check(signed)).toBe('ok');
    const other = signTimestamped('old-secret', rawBody, now).split(',')[1]!;
    expect(check(`${signed},${other}`)).toBe('ok');
    expect(check(`${signTimestamped(SECRET, rawBody, now - 300)}`)).toBe('ok');
  });

  it('says malformed for a missing header, one too long, or one without a time or a v1', () => {
    expect(check(undefined)).toBe('malformed');
    expect(check('')).toBe('malformed');
    expect(check(`t=${now}`)).toBe('malformed');
    expect(check(`v1=${'a'.repeat(64)}`)).toBe('malformed');
    expect(check(`t=${now},v1=${'a'.repeat(63)}`)).toBe('malformed');
    expect(check(`${signTimestamped(SECRET, rawBody, now)},${'x'.repeat(1024)}`)).toBe('malformed');
  });

  it('says signature for another key, another body or another time', () => {
    expect(check(signTimestamped('other', rawBody, now))).toBe('signature');
    expect(check(signTimestamped(SECRET, `${rawBody} `, now))).toBe('signature');
    const [, v1] = signTimestamped(SECRET, rawBody, now).split(',');
    expect(check(`t=${now + 1},${v1}`)).toBe('signature');
  });

  it('says stale for a genuine signature beyond the tolerance either way (a replay)', () => {
    expect(check(signTimestamped(SECRET, rawBody, now - 301))).toBe('stale');
    expect(check(signTimestamped(SECRET, rawBody, now + 301))).toBe('stale');
  });
});

describe('headerValue', () => {
  it('reads the first of a repeated header', () => {
    expect(headerValue({ a: ['1', '2'], b: '3' }, 'a')).toBe('1');
    expect(headerValue({ b: '3' }, 'b')).toBe('3');
    expect(headerValue({}, 'c')).toBeUndefined();
  });
});

describe('registerSignedRawBodyRoute', () => {
  const app = Fastify();
  const seen: string[] = [];
  beforeAll(async () => {
    await registerSignedRawBodyRoute(app, {
      url: '/signed/:name',
      bodyLimit: 64,
      config: {},
      answer: async (request, rawBody) => {
        seen.push(rawBody);
        const signature = headerValue(request.headers, 'x-signature');
        if (!hexSignatureMatches(hmacSha256(SECRET, rawBody), signature)) {
          return { statusCode: 401, body: { ok: false } };
        }
        return {
          statusCode: 200,
          body: { ok: true, name: (request.params as { name: string }).name },
        };
      },
    });
    app.post('/parsed', async (request) => request.body);
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (payload: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/signed/a',
      headers: { 'content-type': 'application/json', ...headers },
      payload,
    });

  it('hands the answer the exact bytes sent and sends its status and body', async () => {
    const rawBody = '{ "b" : 1,\n "a": 2 }';
    const signature = hmacSha256(SECRET, rawBody).toString('hex');
    const good = await post(rawBody, { 'x-signature': signature });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ ok: true, name: 'a' });
    expect(seen.at(-1)).toBe(rawBody);
  });

  it('answers a wrong or missing signature as the caller decides', async () => {
    const wrong = await post('{}', { 'x-signature': 'ab'.repeat(32) });
    expect(wrong.statusCode).toBe(401);
    expect((await post('{}')).statusCode).toBe(401);
  });

  it('refuses a body over the limit or of another type before the answer runs', async () => {
    const before = seen.length;
    const big = await post(JSON.stringify({ pad: 'x'.repeat(64) }));
    expect(big.statusCode).toBe(413);
    const form = await app.inject({
      method: 'POST',
      url: '/signed/a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(form.statusCode).toBe(415);
    expect(seen.length).toBe(before);
  });

  it('leaves the JSON parser of routes outside its scope alone', async () => {
    const parsed = await app.inject({ method: 'POST', url: '/parsed', payload: { a: 1 } });
    expect(parsed.json()).toEqual({ a: 1 });
  });
});
