import { describe, expect, it } from 'vitest';
import { StaffMember, StaffSessionsAnswer, StaffSignInAnswer } from '@lobby/contract/console';
import { consolePath } from '@lobby/contract/values/console';
import { ErrorCode } from '@lobby/contract/values/errors';
import { consoleClient } from '../../../test/console-client';
import { systemAuditBy } from '../audit/audit-by';
import { auditEntries } from '../../../test/audit-log';
import { useTestApp } from '../../../test/test-app';
import { STAFF_PASSWORD_MIN } from './staff-members.service';
import { CODE_FAILURES_MAX } from './staff-sign-in.service';
import { newTotpSecret, totpCodeOf } from './staff-totp';

const t = useTestApp();
const client = consoleClient(t);

let seq = 0;
const password = 'correct-horse-battery';
const newStaff = async (options: { totpSecret?: string; role?: 'admin' | 'support' } = {}) => {
  seq += 1;
  const email = `totp${seq}-${process.pid}@lobby.test`;
  const staff = await t.staff.members.create(
    {
      email,
      name: `Totp ${seq}`,
      role: options.role ?? 'support',
      password,
      totpSecret: options.totpSecret,
    },
    { by: systemAuditBy('test') },
  );
  return { ...staff, email };
};

const entries = (action: string, target: string) =>
  auditEntries(t.database.db, { action }).then((rows) => rows.filter((r) => r.target === target));

const post = async (name: string, payload: object, cookie?: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: consolePath(name),
    payload,
    headers: cookie ? { cookie, 'sec-fetch-site': 'same-origin' } : {},
  });
  const body = response.json();
  const setCookie = response.headers['set-cookie'];
  return {
    body,
    cookie: setCookie ? String(setCookie).split(';')[0]! : undefined,
  };
};

const firstStep = async (email: string, pass = password) => {
  const { body } = await post('staffSignIn', { email, password: pass });
  expect(body.errcode, JSON.stringify(body)).toBe(0);
  expect(body.data).not.toHaveProperty('staff');
  return StaffSignInAnswer.parse(body.data);
};

describe('two-factor sign-in', () => {
  it('enrols at the first sign-in: the secret, a confirming code, ten recovery codes', async () => {
    const { email } = await newStaff();
    const first = await post('staffSignIn', { email, password });
    // No session before the second factor.
    expect(first.cookie).toBeUndefined();
    const step = StaffSignInAnswer.parse(first.body.data);
    expect(step.step).toBe('enrol');
    if (step.step !== 'enrol') return;
    expect(step.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]{32}/);
    expect(step.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // Again before confirming: the same pending secret.
    const again = await firstStep(email);
    expect(again.step === 'enrol' && again.secret).toBe(step.secret);

    const wrong = await post('staffSignInCode', {
      pendingToken: step.pendingToken,
      code: '000000',
    });
    expect(wrong.body.errcode).toBe(ErrorCode.STAFF_CODE_WRONG);
    const done = await post('staffSignInCode', {
      pendingToken: step.pendingToken,
      code: totpCodeOf(step.secret),
    });
    expect(done.body.errcode, JSON.stringify(done.body)).toBe(0);
    expect(done.cookie).toMatch(/^console_session=/);
    expect(done.body.data.recoveryCodes).toHaveLength(10);
    expect(new Set(done.body.data.recoveryCodes).size).toBe(10);
    const me = await post('myAccount', {}, done.cookie);
    expect(me.body.data).toMatchObject({ totpEnabled: true, recoveryCodesLeft: 10 });
    // The pending token is spent.
    const reused = await post('staffSignInCode', {
      pendingToken: step.pendingToken,
      code: totpCodeOf(step.secret),
    });
    expect(reused.body.errcode).toBe(ErrorCode.STAFF_SIGN_IN_EXPIRED);
    // Enrolled: the next sign-in asks for a code, and the used code is refused (replay).
    const next = await firstStep(email);
    expect(next.step).toBe('totp');
    const replay = await post('staffSignInCode', {
      pendingToken: next.pendingToken,
      code: totpCodeOf(step.secret),
    });
    expect(replay.body.errcode).toBe(ErrorCode.STAFF_CODE_WRONG);
  });

  it('takes a recovery code once', async () => {
    const secret = newTotpSecret();
    const { email } = await newStaff();
    const enrol = await firstStep(email);
    const codes = (
      await post('staffSignInCode', { pendingToken: enrol.pendingToken, code: totpCodeOf(secret) })
    ).body;
    // The code of another secret is wrong; enrol with the answered one.
    expect(codes.errcode).toBe(ErrorCode.STAFF_CODE_WRONG);
    if (enrol.step !== 'enrol') throw new Error('expected enrolment');
    const done = await post('staffSignInCode', {
      pendingToken: enrol.pendingToken,
      code: totpCodeOf(enrol.secret),
    });
    const recovery = done.body.data.recoveryCodes[3] as string;
    const one = await firstStep(email);
    const used = await post('staffSignInCode', {
      pendingToken: one.pendingToken,
      code: recovery.toUpperCase(),
    });
    expect(used.body.errcode).toBe(0);
    expect(used.cookie).toBeDefined();
    const two = await firstStep(email);
    const again = await post('staffSignInCode', { pendingToken: two.pendingToken, code: recovery });
    expect(again.body.errcode).toBe(ErrorCode.STAFF_CODE_WRONG);
    expect((await post('myAccount', {}, used.cookie)).body.data.recoveryCodesLeft).toBe(9);
  });

  it(`locks the account after ${CODE_FAILURES_MAX} wrong codes, even for the right one`, async () => {
    const secret = newTotpSecret();
    const { email } = await newStaff({ totpSecret: secret });
    const step = await firstStep(email);
    expect(step.step).toBe('totp');
    for (let i = 1; i < CODE_FAILURES_MAX; i += 1)
      expect(
        (await post('staffSignInCode', { pendingToken: step.pendingToken, code: '000000' })).body
          .errcode,
      ).toBe(ErrorCode.STAFF_CODE_WRONG);
    const last = await post('staffSignInCode', { pendingToken: step.pendingToken, code: '000000' });
    expect(last.body.errcode).toBe(ErrorCode.STAFF_LOCKED);
    const { id } = await t.database.db
      .selectFrom('staff')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(await entries('staffLocked', `staff:${id}`)).toHaveLength(1);
    const right = await post('staffSignInCode', {
      pendingToken: step.pendingToken,
      code: totpCodeOf(secret),
    });
    expect(right.body.errcode).toBe(ErrorCode.STAFF_LOCKED);
    expect(right.cookie).toBeUndefined();
    // The password step says so too (after the password was right).
    expect((await post('staffSignIn', { email, password })).body.errcode).toBe(
      ErrorCode.STAFF_LOCKED,
    );
    await t.database.db
      .updateTable('staff')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where('email', '=', email)
      .execute();
    const after = await firstStep(email);
    const ok = await post('staffSignInCode', {
      pendingToken: after.pendingToken,
      code: totpCodeOf(secret),
    });
    expect(ok.body.errcode).toBe(0);
  });

  it('refuses a wrong password and an unknown email alike, and a bad pending token', async () => {
    const { email } = await newStaff();
    expect((await post('staffSignIn', { email, password: 'nope' })).body.errcode).toBe(
      ErrorCode.STAFF_SIGN_IN_FAILED,
    );
    expect((await post('staffSignIn', { email: 'nobody@lobby.test', password })).body.errcode).toBe(
      ErrorCode.STAFF_SIGN_IN_FAILED,
    );
    expect(
      (await post('staffSignInCode', { pendingToken: 'x'.repeat(43), code: '123456' })).body
        .errcode,
    ).toBe(ErrorCode.STAFF_SIGN_IN_EXPIRED);
  });
});

describe('staff management', () => {
  it('lists, creates (a generated password), updates and disables staff', async () => {
    const admin = await client.signedInStaff('admin');
    const created = await post(
      'staffCreate',
      { email: `New${seq}-${process.pid}@Lobby.test`, name: 'New one', role: 'support' },
      admin.cookie,
    );
    expect(created.body.errcode, JSON.stringify(created.body)).toBe(0);
    const member = StaffMember.parse(created.body.data.staff);
    expect(member).toMatchObject({ role: 'support', disabled: false, totpEnabled: false });
    expect(member.email).toBe(member.email.toLowerCase());
    expect(created.body.data.password.length).toBeGreaterThanOrEqual(STAFF_PASSWORD_MIN);
    const taken = await post(
      'staffCreate',
      { email: member.email, name: 'Again', role: 'support', password: 'another-password' },
      admin.cookie,
    );
    expect(taken.body.errcode).toBe(ErrorCode.STAFF_EMAIL_TAKEN);

    const list = await post('staffList', {}, admin.cookie);
    expect(list.body.data.list.map((m: StaffMember) => m.id)).toContain(member.id);

    const renamed = await post(
      'staffUpdate',
      { id: member.id, name: 'Renamed', role: 'auditor' },
      admin.cookie,
    );
    expect(renamed.body.data).toMatchObject({
      staff: { name: 'Renamed', role: 'auditor' },
      request: null,
    });
    // Each change with its audit entry; never the password.
    const [made] = await entries('staffCreate', `staff:${member.id}`);
    expect(made).toMatchObject({ actorId: admin.id, after: { email: member.email } });
    expect(JSON.stringify(made)).not.toContain(created.body.data.password);
    expect(await entries('staffUpdate', `staff:${member.id}`)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        before: { name: 'New one', role: 'support' },
        after: { name: 'Renamed', role: 'auditor' },
      }),
    ]);
    expect((await post('staffUpdate', { id: 999_999, name: 'X' }, admin.cookie)).body.errcode).toBe(
      ErrorCode.STAFF_NOT_FOUND,
    );
    expect(
      (await post('staffUpdate', { id: admin.id, role: 'support' }, admin.cookie)).body.errcode,
    ).toBe(ErrorCode.STAFF_NOT_YOURSELF);
    expect(
      (await post('staffUpdate', { id: admin.id, disabled: true }, admin.cookie)).body.errcode,
    ).toBe(ErrorCode.STAFF_NOT_YOURSELF);
  });

  it('disabling ends the member’s sessions; enabling lets them sign in again', async () => {
    const admin = await client.signedInStaff('admin');
    const support = await client.signedInStaff('support');
    expect((await post('staffMe', {}, support.cookie)).body.errcode).toBe(0);
    const sessions = await post('staffSessions', { id: support.id }, admin.cookie);
    expect(StaffSessionsAnswer.parse(sessions.body.data).list).toHaveLength(1);
    const off = await post('staffUpdate', { id: support.id, disabled: true }, admin.cookie);
    expect(off.body.data.staff.disabled).toBe(true);
    expect((await post('staffMe', {}, support.cookie)).body.errcode).toBe(ErrorCode.UNAUTHORIZED);
    expect((await post('staffSignIn', { email: support.email, password })).body.errcode).toBe(
      ErrorCode.STAFF_SIGN_IN_FAILED,
    );
    await post('staffUpdate', { id: support.id, disabled: false }, admin.cookie);
    expect((await firstStep(support.email)).step).toBe('totp');
  });

  it('ends another member’s session, and resets their TOTP', async () => {
    const admin = await client.signedInStaff('admin');
    const support = await client.signedInStaff('support');
    const { list } = StaffSessionsAnswer.parse(
      (await post('staffSessions', { id: support.id }, admin.cookie)).body.data,
    );
    expect(list[0]!.current).toBe(false);
    expect(
      (await post('staffEndSession', { sessionId: list[0]!.id }, admin.cookie)).body.errcode,
    ).toBe(0);
    expect((await post('staffMe', {}, support.cookie)).body.errcode).toBe(ErrorCode.UNAUTHORIZED);
    expect(
      (await post('staffEndSession', { sessionId: list[0]!.id }, admin.cookie)).body.errcode,
    ).toBe(ErrorCode.STAFF_SESSION_NOT_FOUND);
    const reset = await post('staffResetTotp', { id: support.id }, admin.cookie);
    expect(reset.body.data.totpEnabled).toBe(false);
    expect((await entries('staffEndSession', `staff:${support.id}`)).map((e) => e.after)).toEqual([
      { sessionId: list[0]!.id },
    ]);
    expect(await entries('staffResetTotp', `staff:${support.id}`)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        before: { totpEnabled: true },
        after: { totpEnabled: false, sessionsEnded: true },
      }),
    ]);
    expect((await firstStep(support.email)).step).toBe('enrol');
  });

  it('ends the member’s sessions when their TOTP is reset (the phone may be stolen)', async () => {
    const admin = await client.signedInStaff('admin');
    const support = await client.signedInStaff('support');
    expect((await post('staffMe', {}, support.cookie)).body.errcode).toBe(0);
    expect((await post('staffResetTotp', { id: support.id }, admin.cookie)).body.errcode).toBe(0);
    expect((await post('staffMe', {}, support.cookie)).body.errcode).toBe(ErrorCode.UNAUTHORIZED);
    // The admin's own session is untouched.
    expect((await post('staffMe', {}, admin.cookie)).body.errcode).toBe(0);
  });

  it('refuses every management call to a role without the staff permission', async () => {
    const support = await client.signedInStaff('support');
    for (const name of ['staffList', 'staffCreate', 'staffUpdate', 'staffResetTotp'])
      expect((await post(name, {}, support.cookie)).body.errcode).toBe(ErrorCode.STAFF_FORBIDDEN);
  });
});

describe('my account', () => {
  it('lists and ends my own sessions, never another’s', async () => {
    const me = await client.signedInStaff('support');
    const other = await client.signedInStaff('support');
    // A second session of mine.
    const step = await firstStep(me.email);
    const code = totpCodeOf(me.totpSecret, Date.now() + 30_000);
    const second = await post('staffSignInCode', { pendingToken: step.pendingToken, code });
    expect(second.body.errcode, JSON.stringify(second.body)).toBe(0);
    const { list } = StaffSessionsAnswer.parse((await post('mySessions', {}, me.cookie)).body.data);
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const theirs = StaffSessionsAnswer.parse((await post('mySessions', {}, other.cookie)).body.data)
      .list[0]!;
    expect((await post('myEndSession', { sessionId: theirs.id }, me.cookie)).body.errcode).toBe(
      ErrorCode.STAFF_SESSION_NOT_FOUND,
    );
    const notCurrent = list.find((s) => !s.current)!;
    expect((await post('myEndSession', { sessionId: notCurrent.id }, me.cookie)).body.errcode).toBe(
      0,
    );
    expect((await post('staffMe', {}, second.cookie)).body.errcode).toBe(ErrorCode.UNAUTHORIZED);
  });

  it('changes my password: the current one checked, my other sessions ended', async () => {
    const me = await client.signedInStaff('auditor');
    const step = await firstStep(me.email);
    const other = await post('staffSignInCode', {
      pendingToken: step.pendingToken,
      code: totpCodeOf(me.totpSecret, Date.now() + 30_000),
    });
    const next = 'a-new-long-password';
    expect(
      (await post('myPasswordChange', { current: 'wrong-password', next }, me.cookie)).body.errcode,
    ).toBe(ErrorCode.STAFF_PASSWORD_WRONG);
    expect(
      (await post('myPasswordChange', { current: password, next: 'short' }, me.cookie)).body
        .errcode,
    ).toBe(ErrorCode.BAD_REQUEST);
    expect(
      (await post('myPasswordChange', { current: password, next }, me.cookie)).body.errcode,
    ).toBe(0);
    expect((await post('staffMe', {}, me.cookie)).body.errcode).toBe(0);
    expect((await post('staffMe', {}, other.cookie)).body.errcode).toBe(ErrorCode.UNAUTHORIZED);
    expect((await post('staffSignIn', { email: me.email, password })).body.errcode).toBe(
      ErrorCode.STAFF_SIGN_IN_FAILED,
    );
    expect((await firstStep(me.email, next)).step).toBe('totp');
    const [changed] = await entries('myPasswordChange', `staff:${me.id}`);
    expect(JSON.stringify(changed)).not.toContain(next);
  });

  it('regenerates my recovery codes with a current code', async () => {
    const me = await client.signedInStaff('finance');
    expect((await post('myRecoveryCodes', { code: '000000' }, me.cookie)).body.errcode).toBe(
      ErrorCode.STAFF_CODE_WRONG,
    );
    const fresh = await post(
      'myRecoveryCodes',
      { code: totpCodeOf(me.totpSecret, Date.now() + 30_000) },
      me.cookie,
    );
    expect(fresh.body.data.recoveryCodes).toHaveLength(10);
    expect((await post('myAccount', {}, me.cookie)).body.data.recoveryCodesLeft).toBe(10);
  });
});

describe('TOTP secrets at rest', () => {
  const storedSecret = async (id: number) =>
    (
      await t.database.db
        .selectFrom('staff')
        .select('totp_secret')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).totp_secret!;

  it('keeps the secret sealed: the database alone cannot mint a code', async () => {
    const secret = newTotpSecret();
    const member = await newStaff({ totpSecret: secret });
    const stored = await storedSecret(member.id);
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(secret);
    // An enrolment's pending secret too, before it is confirmed.
    const fresh = await newStaff();
    const step = await firstStep(fresh.email);
    expect(step.step).toBe('enrol');
    if (step.step !== 'enrol') return;
    expect(await storedSecret(fresh.id)).not.toContain(step.secret);
    // And it still signs in.
    const { pendingToken } = await firstStep(member.email);
    const signedIn = await post('staffSignInCode', { pendingToken, code: totpCodeOf(secret) });
    expect(signedIn.body.errcode, JSON.stringify(signedIn.body)).toBe(0);
  });

  it('refuses a sealed secret copied onto another account', async () => {
    const victimSecret = newTotpSecret();
    const victim = await newStaff({ totpSecret: victimSecret });
    const attacker = await newStaff({ totpSecret: newTotpSecret() });
    await t.database.db
      .updateTable('staff')
      .set({ totp_secret: await storedSecret(victim.id) })
      .where('id', '=', attacker.id)
      .execute();
    const { pendingToken } = await firstStep(attacker.email);
    const refused = await post('staffSignInCode', { pendingToken, code: totpCodeOf(victimSecret) });
    expect(refused.body.errcode).toBe(ErrorCode.STAFF_CODE_WRONG);
  });

  it('seals the plain secrets stored before STAFF_TOTP_KEY at start, and they still work', async () => {
    const secret = newTotpSecret();
    const member = await newStaff({ totpSecret: newTotpSecret() });
    await t.database.db
      .updateTable('staff')
      .set({ totp_secret: secret })
      .where('id', '=', member.id)
      .execute();
    expect(await t.staff.members.sealPlainTotpSecrets()).toBeGreaterThanOrEqual(1);
    expect(await storedSecret(member.id)).toMatch(/^v1\./);
    expect(await t.staff.members.sealPlainTotpSecrets()).toBe(0);
    const { pendingToken } = await firstStep(member.email);
    const signedIn = await post('staffSignInCode', { pendingToken, code: totpCodeOf(secret) });
    expect(signedIn.body.errcode, JSON.stringify(signedIn.body)).toBe(0);
  });
});
