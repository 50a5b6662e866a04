import { UserInfo } from '@lobby/contract/account';
import { SmsPurpose } from '@lobby/contract/values/enums';
import { ErrorCode } from '@lobby/contract/values/errors';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { common, type Envelope, type TestApp } from './test-app';

/**
 * A player's side of the account calls for server tests: each call from a chosen IP and device,
 * codes read from the sandbox SMS outbox through the dev endpoint, as a browser test would.
 */

let numberSeq = 0;
/** A fresh number in the +1 555 01xx range reserved for fiction, unique within a test file. */
export const newMobile = () => `+1555${String(10_000_000 + numberSeq++).slice(1)}`;

let accountSeq = 0;
export const newAccount = (stem = 'player') => `${stem}_${String(1000 + accountSeq++)}`;

let ipSeq = 0;
/** A client IP of its own, so per-IP limits of one test do not reach another. */
export const newIp = () => `198.51.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

let networkSeq = 0;
/**
 * A client IP on a network (/24) of its own within the test file: a player the risk desk's
 * graph links to nobody by address (docs/security.md "Fraud and abuse").
 */
export const ownNetworkIp = () => {
  const n = networkSeq++;
  return `100.${64 + Math.floor(n / 250)}.${n % 250}.9`;
};

const octet = () => 1 + Math.floor(Math.random() * 250);
/**
 * A random private address, for rate-limit tests: their counters may live in a shared Redis
 * (REDIS_URL) and must not meet another run's.
 */
export const randomIp = () => `10.${octet()}.${octet()}.${octet()}`;

/**
 * Solves a proof-of-work challenge as a client does, answering what travels back in the
 * request's `challenge` field: base64 of `{ challenge, solution }`.
 */
export const solve = async (challenge: Challenge) => {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge has no solution');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
};

export interface CallOptions {
  ip?: string;
  fingerprint?: string;
  token?: string;
  /** The idempotency-key header of a money call. */
  idempotencyKey?: string;
}

export const accountsClient = (t: TestApp) => {
  const call = async (name: string, body: object = {}, options: CallOptions = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/app/v1/${name}`,
      payload: { ...common, ...body },
      remoteAddress: options.ip ?? '203.0.113.1',
      headers: {
        ...(options.fingerprint ? { fingerprint: options.fingerprint } : {}),
        ...(options.token ? { authorization: options.token } : {}),
        ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
      },
    });
    return {
      status: response.statusCode,
      body: response.json<Envelope>(),
      headers: response.headers,
    };
  };

  /**
   * A call that, answered CHALLENGE_REQUIRED, solves the challenge and tries once more with it,
   * as the app does.
   */
  const callSolving = async (name: string, body: object = {}, options: CallOptions = {}) => {
    const first = await call(name, body, options);
    if (first.body.errcode !== ErrorCode.CHALLENGE_REQUIRED) return first;
    const challenge = await solve(first.body.data.challenge as Challenge);
    return call(name, { ...body, challenge }, options);
  };

  /** The texts sent to a number, newest first. */
  const outbox = async (mobile: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/dev/v1/smsOutbox',
      payload: { mobile },
    });
    return response.json<Envelope>().data.list as { text: string; code: string; purpose: number }[];
  };

  /** Lets the one-code-a-minute wait of a number pass, by moving its earlier codes back. */
  const waitOutResend = (mobile: string) =>
    t.database.db
      .updateTable('sms_codes')
      .set({ created_at: sql<Date>`created_at - interval '2 minutes'` })
      .where('mobile', '=', mobile)
      .execute();

  /** Asks for a code (from an IP of its own, after the resend wait) and reads it from the outbox. */
  const codeFor = async (mobile: string, purpose: number) => {
    await waitOutResend(mobile);
    const sent = await call('smsSend', { mobile, purpose }, { ip: newIp() });
    expect(sent.body.errcode, sent.body.msg).toBe(0);
    const [latest] = await outbox(mobile);
    expect(latest?.purpose).toBe(purpose);
    return latest!.code;
  };

  const registerByPhone = async (
    mobile = newMobile(),
    password = 'Tulip-Harbor-58',
    options: CallOptions = {},
  ) => {
    const smsCode = await codeFor(mobile, SmsPurpose.Register);
    const answer = await call('accountRegist4', { mobile, smsCode, password }, options);
    expect(answer.body.errcode, answer.body.msg).toBe(0);
    return {
      mobile,
      password,
      token: answer.body.data.token as string,
      user: UserInfo.parse(answer.body.data.user),
    };
  };

  const registerByAccount = async (
    account = newAccount(),
    password = 'Tulip-Harbor-58',
    options: CallOptions = {},
  ) => {
    const answer = await call('accountRegist', { account, password }, options);
    expect(answer.body.errcode, answer.body.msg).toBe(0);
    return {
      account,
      password,
      token: answer.body.data.token as string,
      user: UserInfo.parse(answer.body.data.user),
    };
  };

  return { call, callSolving, outbox, waitOutResend, codeFor, registerByPhone, registerByAccount };
};
