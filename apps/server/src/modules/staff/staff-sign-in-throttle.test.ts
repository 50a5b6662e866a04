import { describe, expect, it } from 'vitest';
import { consolePath } from '@lobby/contract/values/console';
import { ErrorCode } from '@lobby/contract/values/errors';
import { useTestApp } from '../../../test/test-app';
import { systemAuditBy } from '../audit/audit-by';
import { identityOfStaffEmail } from '../accounts/password-throttle';
import { PasswordThrottleRules } from '../accounts/password-throttle';

/**
 * The console's password step (docs/security.md "Staff sign-in"): wrong passwords on one email
 * make it wait, with the players' mechanism (accounts/password-throttle.ts), and every refusal
 * is a security event with the client's IP and the reason.
 */

const logLines: Record<string, unknown>[] = [];
const t = useTestApp({
  logger: {
    level: 'warn',
    stream: { write: (line: string) => logLines.push(JSON.parse(line) as Record<string, unknown>) },
  },
});

const MAX = PasswordThrottleRules.parse({}).passwordMaxFailures;
const IP = '203.0.113.7';
const password = 'correct-horse-battery';
let seq = 0;

const member = async () => {
  seq += 1;
  const email = `throttle${seq}-${process.pid}@lobby.test`;
  await t.staff.members.create(
    { email, name: `Throttle ${seq}`, role: 'finance', password },
    { by: systemAuditBy('test') },
  );
  return email;
};

const signIn = async (email: string, pass: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: consolePath('staffSignIn'),
    payload: { email, password: pass },
    remoteAddress: IP,
  });
  return response.json() as { errcode: number; data?: { retryAfterSeconds?: number } };
};

const events = (kind: string, email: string) =>
  logLines.filter(
    (l) => l.security === kind && String(l.identity).startsWith(email.slice(0, 2)) && l.ip === IP,
  );

describe('the staff password step', () => {
  it(`waits after ${MAX} wrong passwords: the right one is refused too, unchecked`, async () => {
    const email = await member();
    for (let i = 1; i < MAX; i += 1)
      expect((await signIn(email, `wrong-${i}`)).errcode).toBe(ErrorCode.STAFF_SIGN_IN_FAILED);
    const last = await signIn(email, 'wrong-last');
    expect(last.errcode).toBe(ErrorCode.STAFF_SIGN_IN_THROTTLED);
    expect(last.data?.retryAfterSeconds).toBeGreaterThan(0);
    const right = await signIn(email, password);
    expect(right.errcode).toBe(ErrorCode.STAFF_SIGN_IN_THROTTLED);
    // A try during the wait counts nothing.
    const counted = await t.database.db
      .selectFrom('password_failures')
      .select('failures')
      .where('identity', '=', identityOfStaffEmail(email))
      .executeTakeFirstOrThrow();
    expect(counted.failures).toBe(MAX);

    // Each refusal is a security event with the IP and the reason; never the password.
    const failed = logLines.filter((l) => l.security === 'staff_sign_in_failed' && l.ip === IP);
    expect(failed.length).toBeGreaterThanOrEqual(MAX);
    expect(failed.at(-1)).toMatchObject({
      msg: 'security event',
      ip: IP,
      call: 'staffSignIn',
      detail: expect.objectContaining({ reason: 'wrong_password', failures: MAX }),
    });
    expect(events('staff_sign_in_throttled', email)).toEqual([
      expect.objectContaining({ detail: expect.objectContaining({ reason: 'throttled' }) }),
    ]);
    expect(JSON.stringify(logLines)).not.toContain('wrong-last');
    expect(JSON.stringify(logLines)).not.toContain(email);
    expect(await t.securityEvents.count('staff_sign_in_failed')).toBeGreaterThanOrEqual(MAX);

    // The wait over, the right password signs in and clears the count.
    await t.database.db
      .updateTable('password_failures')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where('identity', '=', identityOfStaffEmail(email))
      .execute();
    expect((await signIn(email, password)).errcode).toBe(0);
    const cleared = await t.database.db
      .selectFrom('password_failures')
      .select('failures')
      .where('identity', '=', identityOfStaffEmail(email))
      .executeTakeFirst();
    expect(cleared).toBeUndefined();
  });

  it('an unknown email waits alike (nothing tells which emails are staff)', async () => {
    const email = `nobody${++seq}-${process.pid}@lobby.test`;
    for (let i = 1; i < MAX; i += 1)
      expect((await signIn(email, password)).errcode).toBe(ErrorCode.STAFF_SIGN_IN_FAILED);
    expect((await signIn(email, password)).errcode).toBe(ErrorCode.STAFF_SIGN_IN_THROTTLED);
    expect(events('staff_sign_in_failed', email).at(-1)).toMatchObject({
      detail: expect.objectContaining({ reason: 'unknown_account' }),
    });
  });

  it('a wrong second-factor code is a security event too', async () => {
    const email = await member();
    const first = (await signIn(email, password)) as { data?: { pendingToken?: string } };
    const response = await t.app.inject({
      method: 'POST',
      url: consolePath('staffSignInCode'),
      payload: { pendingToken: first.data!.pendingToken, code: '000000' },
      remoteAddress: IP,
    });
    expect(response.json().errcode).toBe(ErrorCode.STAFF_CODE_WRONG);
    expect(events('staff_sign_in_failed', email).at(-1)).toMatchObject({
      detail: expect.objectContaining({ reason: 'wrong_code' }),
    });
  });
});
