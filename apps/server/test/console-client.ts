import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { consolePath, type StaffRole } from '@lobby/contract/values/console';
import { newTotpSecret, totpCodeOf } from '../src/modules/staff/staff-totp';
import type { ConsoleAnswerOf, ConsoleCallName } from '@lobby/contract/console';
import type { EnvelopeOf, TestApp } from './test-app';
import { systemAuditBy } from '../src/modules/audit/audit-by';

/** The envelope of a console call, typed by the console registry. */
type ConsoleEnvelope<N extends string> = EnvelopeOf<
  N,
  ConsoleCallName,
  N extends ConsoleCallName ? ConsoleAnswerOf<N> : never
>;

let staffSeq = 0;

/**
 * Console calls as the console app makes them: a staff member of a role, enrolled with a known
 * TOTP secret, signed in through staffSignIn and staffSignInCode (the cookie it sets), and POST
 * /console/api/v1/<name> with that cookie.
 */
export const consoleClient = (t: TestApp) => {
  const signedInStaff = async (role: StaffRole = 'support') => {
    staffSeq += 1;
    const email = `console${staffSeq}-${role}-${process.pid}@lobby.test`;
    const password = 'correct-horse-battery';
    const name = `Staff ${staffSeq}`;
    const totpSecret = newTotpSecret();
    const created = await t.staff.members.create(
      { email, name, role, password, totpSecret },
      { by: systemAuditBy('test') },
    );
    const first = await t.app.inject({
      method: 'POST',
      url: consolePath('staffSignIn'),
      payload: { email, password },
    });
    expect(first.json().errcode, first.body).toBe(0);
    const response = await t.app.inject({
      method: 'POST',
      url: consolePath('staffSignInCode'),
      payload: { pendingToken: first.json().data.pendingToken, code: totpCodeOf(totpSecret) },
    });
    expect(response.json().errcode, response.body).toBe(0);
    const cookie = String(response.headers['set-cookie']).split(';')[0]!;
    return { cookie, name, email, password, totpSecret, id: created.id };
  };

  const call = async <N extends string>(
    cookie: string | null,
    name: N,
    payload: object = {},
    headers: InjectOptions['headers'] = {},
  ) => {
    const response = await t.app.inject({
      method: 'POST',
      url: consolePath(name),
      payload,
      // As the console's fetch in a browser: same-origin (docs/security.md "Console CSRF").
      headers: { 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}), ...headers },
    });
    return { status: response.statusCode, body: response.json() as ConsoleEnvelope<N> };
  };

  /**
   * A member signed in with the password they were given, enrolling TOTP on the way (a member
   * made through the console, whose secret the test does not know): their cookie and id.
   */
  const signInEnrolling = async (email: string, password: string) => {
    const first = await t.app.inject({
      method: 'POST',
      url: consolePath('staffSignIn'),
      payload: { email, password },
    });
    expect(first.json().errcode, first.body).toBe(0);
    const step = first.json().data as { pendingToken: string; secret: string };
    const done = await t.app.inject({
      method: 'POST',
      url: consolePath('staffSignInCode'),
      payload: { pendingToken: step.pendingToken, code: totpCodeOf(step.secret) },
    });
    expect(done.json().errcode, done.body).toBe(0);
    return {
      cookie: String(done.headers['set-cookie']).split(';')[0]!,
      id: done.json().data.staff.id as number,
    };
  };

  return { signedInStaff, signInEnrolling, call };
};
