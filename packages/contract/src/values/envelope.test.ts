import { describe, expect, it } from 'vitest';
import { jsonBody, unwrapEnvelope } from './envelope';

describe('unwrapEnvelope', () => {
  it('answers the data of a successful envelope', () => {
    expect(unwrapEnvelope({ code: 200, errcode: 0, msg: 'ok', data: { coin: 5 } }, 200)).toEqual({
      ok: true,
      msg: 'ok',
      data: { coin: 5 },
    });
  });

  it.each([
    [
      'a business refusal in a 200',
      { code: 200, errcode: 1001, msg: 'No chance.' },
      200,
      1001,
      200,
    ],
    ['a transport refusal', { code: 403, errcode: 1602, msg: 'Not your role.' }, 403, 1602, 403],
    ['a transport code without errcode', { code: 500, errcode: 0, msg: 'Internal' }, 500, 500, 500],
    ['a session gone', { code: 401, errcode: 401, msg: 'Please sign in.' }, 401, 401, 401],
    ['a missing code, taken from the status', { errcode: 0, msg: 'Gone' }, 404, 404, 404],
  ])('answers %s as a refusal with its errcode and code', (_, body, status, errcode, code) => {
    expect(unwrapEnvelope(body, status)).toEqual({
      ok: false,
      errcode,
      code,
      msg: body.msg,
      data: undefined,
    });
  });

  it('keeps the data of a refusal (a challenge, a retry time)', () => {
    const body = { code: 429, errcode: 429, msg: 'Slow down.', data: { retryAfterSeconds: 3 } };
    expect(unwrapEnvelope(body, 429)).toMatchObject({ ok: false, data: { retryAfterSeconds: 3 } });
  });

  it('leaves a successful envelope on a non-2xx status to the caller', () => {
    expect(unwrapEnvelope({ code: 200, errcode: 0, msg: 'ok' }, 502)).toEqual({
      ok: true,
      msg: 'ok',
      data: undefined,
    });
  });

  it.each([
    ['no body', null],
    ['a page', '<html>Bad gateway</html>'],
    ['no errcode', { code: 200, msg: 'ok' }],
    ['no message', { code: 200, errcode: 0 }],
    ['a code that is no number', { code: '200', errcode: 0, msg: 'ok' }],
  ])('answers null for %s', (_, body) => {
    expect(unwrapEnvelope(body, 200)).toBeNull();
  });
});

describe('jsonBody', () => {
  it('answers the parsed body, or null when it is not JSON', async () => {
    expect(await jsonBody(new Response('{"a":1}'))).toEqual({ a: 1 });
    expect(await jsonBody(new Response('<html>'))).toBeNull();
  });
});
