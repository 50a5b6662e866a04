import { ErrorCode } from '@lobby/contract/values/errors';
import { LoginType, SmsPurpose } from '@lobby/contract/values/enums';
import { describe, expect, it } from 'vitest';
import { accountsClient, newAccount, newMobile } from '../../../test/accounts-client';
import { useTestApp } from '../../../test/test-app';

// Requests fired in parallel at one app: the database, not luck, must keep each outcome single.

const t = useTestApp();
const client = accountsClient(t);

const usersWith = (column: 'mobile' | 'account', value: string) =>
  t.database.db.selectFrom('users').select('id').where(column, '=', value).execute();

const liveSessions = (userId: number) =>
  t.database.db
    .selectFrom('sessions')
    .select(['id', 'fingerprint'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();

const errcodes = (answers: { body: { errcode: number } }[]) =>
  answers.reduce<Record<number, number>>((count, a) => {
    count[a.body.errcode] = (count[a.body.errcode] ?? 0) + 1;
    return count;
  }, {});

describe('in parallel', () => {
  it('100 submissions of one correct code create one user and one session for the device', async () => {
    const mobile = newMobile();
    const smsCode = await client.codeFor(mobile, SmsPurpose.LoginAndRegister);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        client.call('accountLoginSms', { mobile, smsCode }, { fingerprint: 'one-phone' }),
      ),
    );
    expect(errcodes(answers)).toEqual({ 0: 1, [ErrorCode.SMS_CODE_INVALID]: 99 });
    const users = await usersWith('mobile', mobile);
    expect(users).toHaveLength(1);
    expect(await liveSessions(users[0]!.id)).toHaveLength(1);
  });

  it('100 submissions of one correct code by a known player leave one live session per device', async () => {
    const { mobile, user } = await client.registerByPhone(undefined, undefined, {
      fingerprint: 'device-a',
    });
    const smsCode = await client.codeFor(mobile, SmsPurpose.LoginAndRegister);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        client.call(
          'accountLoginSms',
          { mobile, smsCode },
          { fingerprint: `device-${i % 2 ? 'a' : 'b'}` },
        ),
      ),
    );
    expect(errcodes(answers)[0]).toBe(1);
    const sessions = await liveSessions(user.id);
    expect(new Set(sessions.map((s) => s.fingerprint)).size).toBe(sessions.length);
  });

  it('20 registrations of one phone, each with the right code, create one user', async () => {
    const mobile = newMobile();
    const smsCode = await client.codeFor(mobile, SmsPurpose.Register);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        client.call('accountRegist4', { mobile, smsCode, password: `secret-${i}` }),
      ),
    );
    expect(errcodes(answers)[0]).toBe(1);
    expect(await usersWith('mobile', mobile)).toHaveLength(1);
  });

  it('20 registrations of one account name create one user; the rest are told it is taken', async () => {
    const account = newAccount();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.call('accountRegist', { account, password: 'Tulip-Harbor-58' }),
      ),
    );
    expect(errcodes(answers)).toEqual({ 0: 1, [ErrorCode.ACCOUNT_TAKEN]: 19 });
    expect(await usersWith('account', account)).toHaveLength(1);
  });

  it('20 phone sign-ins without a code for one new phone create one user and all get in', async () => {
    const config = structuredClone(t.config.current().config);
    config.signIn.phoneNoOtp = true;
    await t.config.update(config, 'test: phoneNoOtp on');
    try {
      const mobile = newMobile();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          client.call(
            'accountLogin',
            { loginType: LoginType.PhoneNoOtp, mobile, password: 'Tulip-Harbor-58' },
            { fingerprint: `fp-${i}` },
          ),
        ),
      );
      expect(errcodes(answers)).toEqual({ 0: 20 });
      const users = await usersWith('mobile', mobile);
      expect(users).toHaveLength(1);
      expect(new Set(answers.map((a) => a.body.data.user.id))).toEqual(new Set([users[0]!.id]));
    } finally {
      config.signIn.phoneNoOtp = false;
      await t.config.update(config, 'test: phoneNoOtp off');
    }
  });

  it('10 wrong passwords at once all count: the account locks', async () => {
    const { account, password } = await client.registerByAccount();
    await Promise.all(
      Array.from({ length: 10 }, () =>
        client.call('accountLogin', {
          loginType: LoginType.Account,
          account,
          password: 'wrong-pass',
        }),
      ),
    );
    const after = await client.call('accountLogin', {
      loginType: LoginType.Account,
      account,
      password,
    });
    expect(after.body.errcode).toBe(ErrorCode.ACCOUNT_LOCKED);
  });

  it('two players naming each other as inviter at once: only one of them gets it', async () => {
    const a = await client.registerByAccount();
    const b = await client.registerByAccount();
    const answers = await Promise.all([
      client.call('agentFill', { pid: b.user.id }, { token: a.token }),
      client.call('agentFill', { pid: a.user.id }, { token: b.token }),
    ]);
    expect(errcodes(answers)).toEqual({ 0: 1, [ErrorCode.INVITER_NOT_ALLOWED]: 1 });
  });

  it('sends of codes to one number at once: one gets through, the rest must wait', async () => {
    const mobile = newMobile();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        client.call(
          'smsSend',
          { mobile, purpose: SmsPurpose.Register },
          { ip: `192.0.2.${i + 1}` },
        ),
      ),
    );
    expect(errcodes(answers)).toEqual({ 0: 1, [ErrorCode.SMS_RESEND_TOO_SOON]: 9 });
    expect(await client.outbox(mobile)).toHaveLength(1);
  });
});
