import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consolePath } from '@lobby/contract/values/console';
import { ErrorCode } from '@lobby/contract/values/errors';
import { startTestApp, type TestApp } from '../../test/test-app';
import { runOps } from './ops-commands';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

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
  ).json<{ errcode: number; data?: { staff: { role: string } } }>();

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
    expect((await signIn('ada@lobby.test', 'a-long-admin-passphrase')).data?.staff.role).toBe(
      'admin',
    );
    // The same email again is refused, and changes nothing.
    const again = await ops(
      ['staff', 'create', 'ada@lobby.test', '--role', 'support'],
      'another-passphrase',
    );
    expect(again.code).toBe(1);
    expect((await signIn('ada@lobby.test', 'a-long-admin-passphrase')).data?.staff.role).toBe(
      'admin',
    );
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
    expect(list.lines).toContainEqual(expect.stringMatching(/sam@lobby\.test {2}sam {2}support/));
  });

  it('refuses an unknown role and a short password', async () => {
    expect((await ops(['staff', 'create', 'x@lobby.test', '--role', 'owner'])).code).toBe(2);
    const short = await ops(
      ['staff', 'create', 'y@lobby.test', '--role', 'support', '--password-stdin'],
      'short',
    );
    expect(short).toEqual({ code: 1, lines: [expect.stringMatching(/at least 12 characters/)] });
  });
});
