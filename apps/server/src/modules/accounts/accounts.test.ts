import { AfterLoginInfo, GetAfterLoginInfoAnswer, UserInfo } from '@lobby/contract/account';
import { ErrorCode } from '@lobby/contract/errors';
import { LoginType, SmsPurpose, SocialProvider } from '@lobby/contract/enums';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  accountsClient,
  newAccount,
  newIp,
  newMobile,
  randomIp,
} from '../../../test/accounts-client';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { AccountRules, ACCOUNT_RULES_KEY } from './account-rules';

let t: TestApp;
let client: ReturnType<typeof accountsClient>;
beforeAll(async () => {
  t = await startTestApp();
  client = accountsClient(t);
});
afterAll(async () => {
  await t?.close();
});

const setRules = (rules: Partial<AccountRules>) =>
  t.settings.set(ACCOUNT_RULES_KEY, AccountRules, rules);
afterEach(async () => {
  await setRules({});
});

const withConfig = async (
  change: (config: ReturnType<TestApp['config']['current']>['config']) => void,
) => {
  const config = structuredClone(t.config.current().config);
  change(config);
  await t.config.update(config, 'test');
};

const liveSessionsOf = async (userId: number) =>
  t.database.db
    .selectFrom('sessions')
    .select(['id', 'fingerprint'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();

describe('smsSend', () => {
  it('texts a 6-digit code that is stored only as a hash', async () => {
    const mobile = newMobile();
    const sent = await client.call(
      'smsSend',
      { mobile, purpose: SmsPurpose.Register },
      { ip: newIp() },
    );
    expect(sent.body).toMatchObject({
      errcode: 0,
      data: { resendAfterSeconds: 60, expiresInSeconds: 300 },
    });
    const [message] = await client.outbox(mobile);
    expect(message!.code).toMatch(/^\d{6}$/);
    expect(message!.text).toContain(message!.code);
    const rows = await t.database.db
      .selectFrom('sms_codes')
      .selectAll()
      .where('mobile', '=', mobile)
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(message!.code);
    expect(Buffer.from(rows[0]!.code_hash)).toHaveLength(32);
  });

  it('refuses a second code to one number within 60 s, saying how long to wait', async () => {
    const mobile = newMobile();
    await client.codeFor(mobile, SmsPurpose.Register);
    const again = await client.call(
      'smsSend',
      { mobile, purpose: SmsPurpose.Forget },
      { ip: newIp() },
    );
    expect(again.body.errcode).toBe(ErrorCode.SMS_RESEND_TOO_SOON);
    expect(again.body.data.retryAfterSeconds).toBeGreaterThan(50);
    expect(again.body.data.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await client.outbox(mobile)).toHaveLength(1);
  });

  it('limits codes per number per day, per IP per hour and per number range per hour', async () => {
    await setRules({
      smsResendSeconds: 0,
      smsPerNumberPerDay: 2,
      smsPerIpPerHour: 3,
      smsPerPrefixPerHour: 100,
    });
    const mobile = newMobile();
    for (let i = 0; i < 2; i++) await client.codeFor(mobile, SmsPurpose.Register);
    const perNumber = await client.call('smsSend', { mobile, purpose: 0 }, { ip: newIp() });
    expect(perNumber.body.errcode).toBe(ErrorCode.SMS_LIMIT_REACHED);

    const ip = newIp();
    const fromIp = [];
    for (let i = 0; i < 4; i++)
      fromIp.push(await client.call('smsSend', { mobile: newMobile(), purpose: 0 }, { ip }));
    expect(fromIp.map((r) => r.body.errcode)).toEqual([0, 0, 0, ErrorCode.SMS_LIMIT_REACHED]);
    expect(
      (await client.call('smsSend', { mobile: newMobile(), purpose: 0 }, { ip: newIp() })).body
        .errcode,
    ).toBe(0);

    await setRules({ smsPerPrefixPerHour: 2 });
    const range = ['+15557770001', '+15557770002', '+15557770003'];
    const byRange = [];
    for (const m of range)
      byRange.push(
        (await client.call('smsSend', { mobile: m, purpose: 0 }, { ip: newIp() })).body.errcode,
      );
    expect(byRange).toEqual([0, 0, ErrorCode.SMS_LIMIT_REACHED]);
  });

  it('refuses numbers that cannot exist and bodies that are not E.164, storing nothing', async () => {
    const tooShort = await client.call(
      'smsSend',
      { mobile: '+1555012', purpose: 0 },
      { ip: newIp() },
    );
    expect(tooShort.body.errcode).toBe(ErrorCode.PHONE_INVALID);
    const notE164 = await client.call(
      'smsSend',
      { mobile: '5550100123', purpose: 0 },
      { ip: newIp() },
    );
    expect(notE164.status).toBe(400);
    expect(notE164.body.data.issues[0].path).toBe('mobile');
    const badPurpose = await client.call(
      'smsSend',
      { mobile: newMobile(), purpose: 7 },
      { ip: newIp() },
    );
    expect(badPurpose.status).toBe(400);
    const count = await t.database.db
      .selectFrom('sms_codes')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('mobile', 'in', ['+1555012', '5550100123'])
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('answers a known and an unknown number alike, texting a reset code only to the known one', async () => {
    const known = await client.registerByPhone();
    const unknown = newMobile();
    await client.waitOutResend(known.mobile);
    const a = await client.call(
      'smsSend',
      { mobile: known.mobile, purpose: SmsPurpose.Forget },
      { ip: newIp() },
    );
    const b = await client.call(
      'smsSend',
      { mobile: unknown, purpose: SmsPurpose.Forget },
      { ip: newIp() },
    );
    expect(a).toEqual(b);
    expect((await client.outbox(known.mobile))[0]!.purpose).toBe(SmsPurpose.Forget);
    expect(await client.outbox(unknown)).toEqual([]);
  });
});

describe('SMS codes', () => {
  const login = (mobile: string, smsCode: string) =>
    client.call('accountLoginSms', { mobile, smsCode });

  it('are refused when wrong, and still work after a wrong try', async () => {
    const mobile = newMobile();
    const code = await client.codeFor(mobile, SmsPurpose.LoginAndRegister);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await login(mobile, wrong)).body.errcode).toBe(ErrorCode.SMS_CODE_INVALID);
    expect((await login(mobile, code)).body.errcode).toBe(0);
  });

  it('are single use', async () => {
    const mobile = newMobile();
    const code = await client.codeFor(mobile, SmsPurpose.LoginAndRegister);
    expect((await login(mobile, code)).body.errcode).toBe(0);
    expect((await login(mobile, code)).body.errcode).toBe(ErrorCode.SMS_CODE_INVALID);
  });

  it('expire after five minutes', async () => {
    const mobile = newMobile();
    const code = await client.codeFor(mobile, SmsPurpose.LoginAndRegister);
    await t.database.db
      .updateTable('sms_codes')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('mobile', '=', mobile)
      .execute();
    expect((await login(mobile, code)).body.errcode).toBe(ErrorCode.SMS_CODE_INVALID);
  });

  it('are bound to their purpose', async () => {
    const mobile = newMobile();
    const code = await client.codeFor(mobile, SmsPurpose.Register);
    expect((await login(mobile, code)).body.errcode).toBe(ErrorCode.SMS_CODE_INVALID);
    const register = await client.call('accountRegist4', {
      mobile,
      smsCode: code,
      password: 'secret123',
    });
    expect(register.body.errcode).toBe(0);
  });

  it('die after five wrong tries: the sixth try fails even with the right code', async () => {
    const mobile = newMobile();
    const code = await client.codeFor(mobile, SmsPurpose.LoginAndRegister);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++)
      expect((await login(mobile, wrong)).body.errcode).toBe(ErrorCode.SMS_CODE_INVALID);
    expect((await login(mobile, code)).body.errcode).toBe(ErrorCode.SMS_CODE_TRIES_EXCEEDED);
    expect(
      await t.database.db.selectFrom('users').select('id').where('mobile', '=', mobile).execute(),
    ).toEqual([]);
  });

  it('must have the configured length', async () => {
    const answer = await login(newMobile(), '12345');
    expect(answer.status).toBe(400);
    expect(answer.body.data.issues[0]).toEqual({
      path: 'smsCode',
      message: 'The code must be 6 characters.',
    });
  });
});

describe('registration and sign-in by phone', () => {
  it('registers with phone, code and password, answering a token and the full user', async () => {
    const mobile = newMobile();
    const smsCode = await client.codeFor(mobile, SmsPurpose.Register);
    const answer = await client.call(
      'accountRegist4',
      { mobile, smsCode, password: 'secret123' },
      { fingerprint: 'dev-1' },
    );
    expect(answer.body.errcode).toBe(0);
    const user = UserInfo.parse(answer.body.data.user);
    expect(user).toMatchObject({
      mobile,
      accountType: 1,
      hasPassword: true,
      password: '',
      coin: 0,
      pid: 0,
      nickname: `Player${mobile.slice(-4)}`,
    });
    expect(Object.keys(answer.body.data.user).sort()).toEqual(Object.keys(UserInfo.shape).sort());
    const refreshed = await client.call('refreshData', {}, { token: answer.body.data.token });
    expect(refreshed.body).toMatchObject({ errcode: 0, data: { coin: 0, hasPassword: true } });
  });

  it('refuses a second registration of one phone', async () => {
    const { mobile } = await client.registerByPhone();
    const smsCode = await client.codeFor(mobile, SmsPurpose.LoginAndRegister);
    const again = await client.call('accountRegist4', { mobile, smsCode, password: 'secret123' });
    expect(again.body.errcode).toBe(ErrorCode.ACCOUNT_TAKEN);
  });

  it('signs in by code, registering the phone on first use and finding it after', async () => {
    const mobile = newMobile();
    const first = await client.call('accountLoginSms', {
      mobile,
      smsCode: await client.codeFor(mobile, 3),
    });
    expect(first.body.data.user).toMatchObject({ mobile, hasPassword: false, accountType: 1 });
    await t.database.db
      .updateTable('sms_codes')
      .set({ created_at: sql<Date>`now() - interval '2 minutes'` })
      .where('mobile', '=', mobile)
      .execute();
    const second = await client.call('accountLoginSms', {
      mobile,
      smsCode: await client.codeFor(mobile, 3),
    });
    expect(second.body.data.user.id).toBe(first.body.data.user.id);
    expect(second.body.data.token).not.toBe(first.body.data.token);
  });

  it('signs in by phone and password (loginType 1)', async () => {
    const { mobile, password, user } = await client.registerByPhone();
    const answer = await client.call('accountLogin', {
      loginType: LoginType.Phone,
      mobile,
      password,
    });
    expect(answer.body.data.user.id).toBe(user.id);
  });

  it('sets the inviter from an invite code or id, and refuses an unknown code creating nothing', async () => {
    const inviter = await client.registerByAccount();
    const info = await client.call('getAfterLoginInfoWeb', {}, { token: inviter.token });
    const byCode = await client.call('accountRegist', {
      account: newAccount(),
      password: 'secret123',
      inviteCode: info.body.data.inviteCode.toLowerCase(),
    });
    expect(byCode.body.data.user.pid).toBe(inviter.user.id);
    const byId = await client.call('accountRegist', {
      account: newAccount(),
      password: 'secret123',
      inviteCode: String(inviter.user.id),
    });
    expect(byId.body.data.user.pid).toBe(inviter.user.id);

    const account = newAccount();
    const bad = await client.call('accountRegist', {
      account,
      password: 'secret123',
      inviteCode: 'NOSUCHCODE',
    });
    expect(bad.body.errcode).toBe(ErrorCode.INVITE_CODE_INVALID);
    expect(
      await t.database.db.selectFrom('users').select('id').where('account', '=', account).execute(),
    ).toEqual([]);
  });
});

describe('registration and sign-in by account', () => {
  it('registers a lowercase account name and signs in with it (loginType 2)', async () => {
    const stem = newAccount('Mixed');
    const registered = await client.call('accountRegist', { account: stem, password: 'secret123' });
    expect(registered.body.data.user).toMatchObject({
      account: stem.toLowerCase(),
      accountType: 2,
    });
    const login = await client.call('accountLogin', {
      loginType: LoginType.Account,
      account: stem,
      password: 'secret123',
    });
    expect(login.body.data.user.id).toBe(registered.body.data.user.id);
  });

  it('enforces the limits of appConfig, as the client shows them', async () => {
    const tooShort = await client.call('accountRegist', { account: 'abc', password: 'secret123' });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.data.issues).toEqual([
      { path: 'account', message: 'The account name must be 6–16 characters.' },
    ]);
    const badChars = await client.call('accountRegist', {
      account: 'bad-name!',
      password: 'secret123',
    });
    expect(badChars.body.data.issues[0].path).toBe('account');
    const shortPassword = await client.call('accountRegist', {
      account: newAccount(),
      password: '12345',
    });
    expect(shortPassword.body.data.issues[0]).toEqual({
      path: 'password',
      message: 'The password must be 6–20 characters.',
    });

    await withConfig((c) => (c.limits.account = { min: 10, max: 16 }));
    try {
      const nine = await client.call('accountRegist', {
        account: 'abcdefghi',
        password: 'secret123',
      });
      expect(nine.body.data.issues[0].message).toBe('The account name must be 10–16 characters.');
    } finally {
      await withConfig((c) => (c.limits.account = { min: 6, max: 16 }));
    }
    expect(
      await t.database.db
        .selectFrom('users')
        .select('id')
        .where('account', 'in', ['abc', 'bad-name!', 'abcdefghi'])
        .execute(),
    ).toEqual([]);
  });

  it('refuses a taken account name', async () => {
    const { account } = await client.registerByAccount();
    const again = await client.call('accountRegist', { account, password: 'other1234' });
    expect(again.body.errcode).toBe(ErrorCode.ACCOUNT_TAKEN);
  });

  it('answers a wrong password and an unknown account alike', async () => {
    const { account } = await client.registerByAccount();
    const wrong = await client.call('accountLogin', {
      loginType: 2,
      account,
      password: 'not-it-123',
    });
    const unknown = await client.call('accountLogin', {
      loginType: 2,
      account: newAccount(),
      password: 'not-it-123',
    });
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.errcode).toBe(ErrorCode.LOGIN_FAILED);
  });

  it('locks password sign-in for 15 minutes after five wrong passwords, known account or not', async () => {
    const { account, password } = await client.registerByAccount();
    for (const name of [account, newAccount()]) {
      for (let i = 0; i < 5; i++) {
        expect(
          (
            await client.call('accountLogin', {
              loginType: 2,
              account: name,
              password: 'wrong-pass',
            })
          ).body.errcode,
        ).toBe(ErrorCode.LOGIN_FAILED);
      }
      const locked = await client.call('accountLogin', {
        loginType: 2,
        account: name,
        password: name === account ? password : 'wrong-pass',
      });
      expect(locked.body.errcode).toBe(ErrorCode.ACCOUNT_LOCKED);
      expect(locked.body.data.retryAfterSeconds).toBeGreaterThan(14 * 60);
      expect(locked.body.data.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    }
    await t.database.db
      .updateTable('password_failures')
      .set({ locked_until: sql<Date>`now() - interval '1 second'` })
      .where('identity', '=', `account:${account}`)
      .execute();
    expect(
      (await client.call('accountLogin', { loginType: 2, account, password })).body.errcode,
    ).toBe(0);
  });

  it('offers phone sign-in without a code only where config enables it; such phones are unverified', async () => {
    const mobile = newMobile();
    const off = await client.call('accountLogin', {
      loginType: LoginType.PhoneNoOtp,
      mobile,
      password: 'secret123',
    });
    expect(off.body.errcode).toBe(ErrorCode.PHONE_NO_OTP_DISABLED);

    await withConfig((c) => (c.signIn.phoneNoOtp = true));
    try {
      const registered = await client.call('accountLogin', {
        loginType: 3,
        mobile,
        password: 'secret123',
      });
      expect(registered.body.data.user).toMatchObject({
        mobile,
        accountType: 3,
        hasPassword: true,
      });
      const row = await t.database.db
        .selectFrom('users')
        .select('mobile_verified')
        .where('mobile', '=', mobile)
        .executeTakeFirstOrThrow();
      expect(row.mobile_verified).toBe(false);
      const again = await client.call('accountLogin', {
        loginType: 3,
        mobile,
        password: 'secret123',
      });
      expect(again.body.data.user.id).toBe(registered.body.data.user.id);
      const wrong = await client.call('accountLogin', {
        loginType: 3,
        mobile,
        password: 'wrong-pass',
      });
      expect(wrong.body.errcode).toBe(ErrorCode.LOGIN_FAILED);

      // Binding the phone with a code verifies it.
      const smsCode = await client.codeFor(mobile, SmsPurpose.Bind);
      const bound = await client.call(
        'bindAccount',
        { mobile, smsCode },
        { token: registered.body.data.token },
      );
      expect(bound.body.errcode).toBe(0);
      const after = await t.database.db
        .selectFrom('users')
        .select('mobile_verified')
        .where('mobile', '=', mobile)
        .executeTakeFirstOrThrow();
      expect(after.mobile_verified).toBe(true);
    } finally {
      await withConfig((c) => (c.signIn.phoneNoOtp = false));
    }
  });

  it('refuses a body without the field its loginType needs', async () => {
    const answer = await client.call('accountLogin', {
      loginType: 2,
      mobile: newMobile(),
      password: 'secret123',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data.issues[0].path).toBe('account');
  });
});

describe('sessions', () => {
  it('start anew at every sign-in; the same device replaces its old one, others stay', async () => {
    const {
      account,
      password,
      token: first,
      user,
    } = await client.registerByAccount(undefined, undefined, { fingerprint: 'phone' });
    const second = await client.call(
      'accountLogin',
      { loginType: 2, account, password },
      { fingerprint: 'phone' },
    );
    const tablet = await client.call(
      'accountLogin',
      { loginType: 2, account, password },
      { fingerprint: 'tablet' },
    );
    expect(new Set([first, second.body.data.token, tablet.body.data.token]).size).toBe(3);
    expect((await client.call('refreshData', {}, { token: first })).status).toBe(401);
    expect((await client.call('refreshData', {}, { token: second.body.data.token })).status).toBe(
      200,
    );
    expect((await liveSessionsOf(user.id)).map((s) => s.fingerprint).sort()).toEqual([
      'phone',
      'tablet',
    ]);
  });

  it('end at logout, for that device only', async () => {
    const { account, password, token } = await client.registerByAccount(undefined, undefined, {
      fingerprint: 'a',
    });
    const other = await client.call(
      'accountLogin',
      { loginType: 2, account, password },
      { fingerprint: 'b' },
    );
    const out = await client.call('logout', {}, { token });
    expect(out.body).toEqual({ code: 200, errcode: 0, msg: 'ok', data: {} });
    expect((await client.call('refreshData', {}, { token })).body).toMatchObject({
      code: 401,
      errcode: 401,
    });
    expect((await client.call('logout', {}, { token })).status).toBe(401);
    expect((await client.call('refreshData', {}, { token: other.body.data.token })).status).toBe(
      200,
    );
  });

  it('all end when the password is reset by code; the new password works and the lock lifts', async () => {
    const { mobile, token, user } = await client.registerByPhone(undefined, 'old-pass-1', {
      fingerprint: 'x',
    });
    const other = await client.call(
      'accountLogin',
      { loginType: 1, mobile, password: 'old-pass-1' },
      { fingerprint: 'y' },
    );
    for (let i = 0; i < 5; i++)
      await client.call('accountLogin', { loginType: 1, mobile, password: 'wrong-pass' });
    const smsCode = await client.codeFor(mobile, SmsPurpose.Forget);
    const reset = await client.call(
      'forgetPassword',
      { mobile, smsCode, password: 'new-pass-1' },
      { fingerprint: 'x' },
    );
    expect(reset.body.data.user.id).toBe(user.id);
    for (const old of [token, other.body.data.token])
      expect((await client.call('refreshData', {}, { token: old })).status).toBe(401);
    expect((await client.call('refreshData', {}, { token: reset.body.data.token })).status).toBe(
      200,
    );
    expect(
      (await client.call('accountLogin', { loginType: 1, mobile, password: 'old-pass-1' })).body
        .errcode,
    ).toBe(ErrorCode.LOGIN_FAILED);
    expect(
      (await client.call('accountLogin', { loginType: 1, mobile, password: 'new-pass-1' })).body
        .errcode,
    ).toBe(0);
  });

  it('refuse a reset for a number without an account as a wrong code', async () => {
    const mobile = newMobile();
    await client.call('smsSend', { mobile, purpose: SmsPurpose.Forget }, { ip: newIp() });
    const reset = await client.call('forgetPassword', {
      mobile,
      smsCode: '123456',
      password: 'new-pass-1',
    });
    expect(reset.body.errcode).toBe(ErrorCode.SMS_CODE_INVALID);
  });

  it('all end when the password changes; the old password is needed to change it', async () => {
    const { token, account } = await client.registerByAccount(undefined, 'first-pass');
    const wrongOld = await client.call(
      'initPassword',
      { password: 'second-pass', oldPassword: 'nope-nope' },
      { token },
    );
    expect(wrongOld.body.errcode).toBe(ErrorCode.PASSWORD_WRONG);
    const missingOld = await client.call('initPassword', { password: 'second-pass' }, { token });
    expect(missingOld.body.errcode).toBe(ErrorCode.PASSWORD_WRONG);
    const changed = await client.call(
      'initPassword',
      { password: 'second-pass', oldPassword: 'first-pass' },
      { token },
    );
    expect(changed.body.errcode).toBe(0);
    expect((await client.call('refreshData', {}, { token })).status).toBe(401);
    expect((await client.call('refreshData', {}, { token: changed.body.data.token })).status).toBe(
      200,
    );
    expect(
      (await client.call('accountLogin', { loginType: 2, account, password: 'second-pass' })).body
        .errcode,
    ).toBe(0);
  });

  it('let a player without a password set a first one', async () => {
    const mobile = newMobile();
    const first = await client.call('accountLoginSms', {
      mobile,
      smsCode: await client.codeFor(mobile, 3),
    });
    const set = await client.call(
      'initPassword',
      { password: 'brand-new-1' },
      { token: first.body.data.token },
    );
    expect(set.body.data.user.hasPassword).toBe(true);
    expect(
      (await client.call('accountLogin', { loginType: 1, mobile, password: 'brand-new-1' })).body
        .errcode,
    ).toBe(0);
  });

  it('refuse session calls without a token, with a forged one, or an expired one', async () => {
    const { token, user } = await client.registerByAccount();
    expect((await client.call('getAfterLoginInfoWeb', {})).status).toBe(401);
    expect((await client.call('getAfterLoginInfoWeb', {}, { token: 'A'.repeat(43) })).status).toBe(
      401,
    );
    await t.database.db
      .updateTable('sessions')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('user_id', '=', user.id)
      .execute();
    expect((await client.call('getAfterLoginInfoWeb', {}, { token })).status).toBe(401);
  });
});

describe('profile and after-login state', () => {
  it('answers the user and the other user state, keeping the device on the session', async () => {
    const { token, user } = await client.registerByAccount(undefined, undefined, {
      fingerprint: 'fp-1',
    });
    const answer = await client.call(
      'getAfterLoginInfoWeb',
      { version: '1.1.1', os: 'Android 14', deviceModel: 'Pixel 8' },
      { token },
    );
    const info = AfterLoginInfo.parse(answer.body.data);
    expect(info).toMatchObject({
      user: { id: user.id },
      aid: 0,
      firstRecharge: true,
      gameLikeIds: [],
      appUserBankList: [],
    });
    expect(info.inviteCode).toMatch(/^[0-9A-F]{10}$/);
    const [session] = await t.database.db
      .selectFrom('sessions')
      .select(['device_os', 'device_model'])
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(session).toEqual({ device_os: 'Android 14', device_model: 'Pixel 8' });
  });

  it('keeps the native app’s messaging token and says whether its game list is current', async () => {
    const { token, user } = await client.registerByAccount();
    const version = t.config.current().version;
    const current = await client.call(
      'getAfterLoginInfo',
      { gameListVersion: version, messagingToken: 'fcm-token-1', os: 'iOS 19' },
      { token },
    );
    expect(GetAfterLoginInfoAnswer.parse(current.body.data).config).toEqual({
      version,
      gameListChanged: false,
    });
    const stale = await client.call('getAfterLoginInfo', { gameListVersion: 'old' }, { token });
    expect(stale.body.data.config.gameListChanged).toBe(true);
    const row = await t.database.db
      .selectFrom('sessions')
      .select('messaging_token')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.messaging_token).toBe('fcm-token-1');
  });

  it('changes the nickname and the avatar within the limits', async () => {
    const { token } = await client.registerByAccount();
    const changed = await client.call(
      'updateProfile',
      { nickname: '  Lucky   Star ', avatar: 'a3' },
      { token },
    );
    expect(changed.body.data.user).toMatchObject({ nickname: 'Lucky Star', avatar: 'a3' });
    const short = await client.call('updateProfile', { nickname: 'x' }, { token });
    expect(short.body.data.issues[0]).toEqual({
      path: 'nickname',
      message: 'The nickname must be 2–16 characters.',
    });
    const badAvatar = await client.call('updateProfile', { avatar: 'zz' }, { token });
    expect(badAvatar.status).toBe(400);
    const after = await client.call('getAfterLoginInfoWeb', {}, { token });
    expect(after.body.data.user).toMatchObject({ nickname: 'Lucky Star', avatar: 'a3' });
  });

  it('sets the inviter once, never oneself nor one’s own downline', async () => {
    const top = await client.registerByAccount();
    const middle = await client.registerByAccount();
    const bottom = await client.registerByAccount();
    const fill = (token: string, pid: number | string) =>
      client.call('agentFill', { pid }, { token });

    expect((await fill(middle.token, top.user.id)).body.data.user.pid).toBe(top.user.id);
    const topCode = (await client.call('getAfterLoginInfoWeb', {}, { token: middle.token })).body
      .data;
    expect(topCode.aid).toBe(top.user.id);
    expect((await fill(bottom.token, middle.user.id)).body.data.user.pid).toBe(middle.user.id);
    expect(
      (await client.call('getAfterLoginInfoWeb', {}, { token: bottom.token })).body.data.aid,
    ).toBe(top.user.id);

    expect((await fill(top.token, top.user.id)).body.errcode).toBe(ErrorCode.INVITER_NOT_ALLOWED);
    expect((await fill(top.token, bottom.user.id)).body.errcode).toBe(
      ErrorCode.INVITER_NOT_ALLOWED,
    );
    expect((await fill(middle.token, bottom.user.id)).body.errcode).toBe(
      ErrorCode.INVITER_ALREADY_SET,
    );
    expect((await fill(top.token, 'ZZZZZZZZ')).body.errcode).toBe(ErrorCode.INVITE_CODE_INVALID);
    const row = await t.database.db
      .selectFrom('users')
      .select('pid')
      .where('id', '=', top.user.id)
      .executeTakeFirstOrThrow();
    expect(row.pid).toBeNull();
  });

  it('binds a phone with a bind code, and refuses a phone another player holds', async () => {
    const { token } = await client.registerByAccount();
    const taken = await client.registerByPhone();
    const refused = await client.call(
      'bindAccount',
      { mobile: taken.mobile, smsCode: '123456' },
      { token },
    );
    expect(refused.body.errcode).toBe(ErrorCode.PHONE_ALREADY_BOUND);

    const mobile = newMobile();
    const wrongPurpose = await client.codeFor(mobile, SmsPurpose.Register);
    expect(
      (await client.call('bindAccount', { mobile, smsCode: wrongPurpose }, { token })).body.errcode,
    ).toBe(ErrorCode.SMS_CODE_INVALID);
    await t.database.db
      .updateTable('sms_codes')
      .set({ created_at: sql<Date>`now() - interval '2 minutes'` })
      .where('mobile', '=', mobile)
      .execute();
    const smsCode = await client.codeFor(mobile, SmsPurpose.Bind);
    const bound = await client.call('bindAccount', { mobile, smsCode }, { token });
    expect(bound.body.data.user.mobile).toBe(mobile);
    const again = await client.call('bindAccount', { mobile: newMobile(), smsCode }, { token });
    expect(again.body.errcode).toBe(ErrorCode.ACCOUNT_HAS_PHONE);
  });

  it('refuses social sign-in and binding with providers the config leaves off', async () => {
    const { token } = await client.registerByAccount();
    expect((await client.call('googleLogin', { idToken: 'x.y.z' })).body.errcode).toBe(
      ErrorCode.SOCIAL_PROVIDER_DISABLED,
    );
    const bind = await client.call(
      'bindSocialAccount',
      { provider: SocialProvider.Line, idToken: 'x.y.z' },
      { token },
    );
    expect(bind.body.errcode).toBe(ErrorCode.SOCIAL_PROVIDER_DISABLED);
    expect((await client.call('facebookLogin', {})).status).toBe(400);
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 with the wait once an IP passes the per-minute limit of a sign-in call', async () => {
    const limited = await startTestApp({ env: { SIGN_IN_RATE_LIMIT_MAX: '3' } });
    try {
      const limitedClient = accountsClient(limited);
      const ip = randomIp();
      const otherIp = randomIp();
      const answers = [];
      for (let i = 0; i < 4; i++) {
        answers.push(
          await limitedClient.call(
            'accountLogin',
            { loginType: 2, account: 'nobody_here', password: 'wrong-pass' },
            { ip },
          ),
        );
      }
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
      expect(answers[3]!.body).toMatchObject({ code: 429, errcode: 429 });
      expect(answers[3]!.body.data.retryAfterSeconds).toBeGreaterThan(0);
      const fromOtherIp = await limitedClient.call(
        'accountLogin',
        { loginType: 2, account: 'nobody_here', password: 'wrong-pass' },
        { ip: otherIp },
      );
      expect(fromOtherIp.status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
