import { describe, expect, it } from 'vitest';
import { consolePath } from '@lobby/contract/values/console';
import { ErrorCode } from '@lobby/contract/values/errors';
import { useTestApp } from '../../test/test-app';
import { systemAuditBy } from '../modules/audit/audit-by';
import { newTotpSecret } from '../modules/staff/staff-totp';
import { runOps } from './ops-commands';

const t = useTestApp();

const ops = async (argv: string[], stdin?: string) => {
  const lines: string[] = [];
  const code = await runOps(
    {
      db: t.database.db,
      out: (line) => lines.push(line),
      operator: 'tester@cli',
      ...(stdin === undefined ? {} : { readLine: async () => stdin }),
    },
    argv,
  );
  return { code, lines };
};

const signIn = async (email: string, password: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: consolePath('staffSignIn'),
      payload: { email, password },
    })
  ).json<{ errcode: number; data?: { step: string } }>();

const roleOf = async (email: string) =>
  (
    await t.database.db
      .selectFrom('staff')
      .select('role')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).role;

describe('ops staff', () => {
  it('creates the first admin with a password from standard input', async () => {
    const created = await ops(
      ['staff', 'create', 'Ada@Lobby.test', '--role', 'admin', '--name', 'Ada', '--password-stdin'],
      'a-long-admin-passphrase\n',
    );
    expect(created).toEqual({
      code: 0,
      lines: [expect.stringMatching(/^created staff #\d+ ada@lobby\.test \(admin\)$/)],
    });
    // The password is right; the new account enrols TOTP next.
    expect((await signIn('ada@lobby.test', 'a-long-admin-passphrase')).data?.step).toBe('enrol');
    expect(await roleOf('ada@lobby.test')).toBe('admin');
    // The same email again is refused, and changes nothing.
    const again = await ops(
      ['staff', 'create', 'ada@lobby.test', '--role', 'support'],
      'another-passphrase',
    );
    expect(again.code).toBe(1);
    // The password is right; the new account enrols TOTP next.
    expect((await signIn('ada@lobby.test', 'a-long-admin-passphrase')).data?.step).toBe('enrol');
    expect(await roleOf('ada@lobby.test')).toBe('admin');
  });

  it('generates a strong password when none is piped in, and prints it once', async () => {
    const created = await ops(['staff', 'create', 'sam@lobby.test', '--role', 'support']);
    expect(created.code).toBe(0);
    const password = created.lines[1]!.replace('password (shown once): ', '');
    expect(password.length).toBeGreaterThanOrEqual(24);
    expect((await signIn('sam@lobby.test', password)).errcode).toBe(0);
    expect((await signIn('sam@lobby.test', 'guess-guess-guess')).errcode).toBe(
      ErrorCode.STAFF_SIGN_IN_FAILED,
    );
    const list = await ops(['staff', 'list']);
    expect(list.lines).toContainEqual(
      expect.stringMatching(/sam@lobby\.test {2}sam {2}support {2}totp pending/),
    );
  });

  it('refuses an unknown role and a short password', async () => {
    expect((await ops(['staff', 'create', 'x@lobby.test', '--role', 'owner'])).code).toBe(2);
    const short = await ops(
      ['staff', 'create', 'y@lobby.test', '--role', 'support', '--password-stdin'],
      'short',
    );
    expect(short).toEqual({ code: 1, lines: [expect.stringMatching(/at least 12 characters/)] });
  });

  it('resets an account’s TOTP and disables an account', async () => {
    const secret = newTotpSecret();
    await t.staff.members.create(
      {
        email: 'lost@lobby.test',
        name: 'Lost',
        role: 'support',
        password: 'lost-phone-password',
        totpSecret: secret,
      },
      { by: systemAuditBy('test') },
    );
    expect((await signIn('lost@lobby.test', 'lost-phone-password')).data?.step).toBe('totp');
    const reset = await ops(['staff', 'reset-totp', 'Lost@lobby.test']);
    expect(reset.code).toBe(0);
    expect((await signIn('lost@lobby.test', 'lost-phone-password')).data?.step).toBe('enrol');
    const disabled = await ops(['staff', 'disable', 'lost@lobby.test']);
    expect(disabled).toEqual({ code: 0, lines: [expect.stringMatching(/^disabled staff #\d+/)] });
    expect((await signIn('lost@lobby.test', 'lost-phone-password')).errcode).toBe(
      ErrorCode.STAFF_SIGN_IN_FAILED,
    );
    expect((await ops(['staff', 'disable', 'nobody@lobby.test'])).code).toBe(1);
  });
});
