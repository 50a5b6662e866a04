import { AfterLoginInfo, GetAfterLoginInfoAnswer, UserInfo } from '@lobby/contract/account';
import { ErrorCode } from '@lobby/contract/values/errors';
import { LoginType, SmsPurpose, SocialProvider } from '@lobby/contract/values/enums';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  accountsClient,
  newAccount,
  newIp,
  newMobile,
  randomIp,
  solve,
} from '../../../test/accounts-client';
import { common, startTestApp, useTestApp, type TestApp } from '../../../test/test-app';
import { AccountRules, ACCOUNT_RULES_KEY } from './account-rules';

const t = useTestApp();
const client = accountsClient(t);

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

  it('limits the caller hard, per IP and per device an hour', async () => {
    await setRules({ smsResendSeconds: 0, smsPerIpPerHour: 3, smsPerDevicePerHour: 2 });
    const ip = newIp();
    const fromIp = [];
    for (let i = 0; i < 4; i++)
      fromIp.push(await client.call('smsSend', { mobile: newMobile(), purpose: 0 }, { ip }));
    expect(fromIp.map((r) => r.body.errcode)).toEqual([0, 0, 0, ErrorCode.SMS_LIMIT_REACHED]);
    // Hard: a solved challenge does not lift it.
    const solved = await client.callSolving('smsSend', { mobile: newMobile(), purpose: 0 }, { ip });
    expect(solved.body.errcode).toBe(ErrorCode.SMS_LIMIT_REACHED);
    expect(
      (await client.call('smsSend', { mobile: newMobile(), purpose: 0 }, { ip: newIp() })).body
        .errcode,
    ).toBe(0);

    const fromDevice = [];
    for (let i = 0; i < 3; i++)
      fromDevice.push(
        (
          await client.call(
            'smsSend',
            { mobile: newMobile(), purpose: 0 },
            { ip: newIp(), fingerprint: 'sms-device-1' },
          )
        ).body.errcode,
      );
    expect(fromDevice).toEqual([0, 0, ErrorCode.SMS_LIMIT_REACHED]);
    expect(await t.securityEvents.count('sms_send_limited')).toBeGreaterThanOrEqual(3);
  });

  it('limits a number softly: past its day’s codes, each needs a solved challenge and waits longer', async () => {
    await setRules({ smsPerNumberPerDay: 2 });
    const mobile = newMobile();
    for (let i = 0; i < 2; i++) await client.codeFor(mobile, SmsPurpose.Register);
    await client.waitOutResend(mobile);
    const asked = await client.call('smsSend', { mobile, purpose: 0 }, { ip: newIp() });
    expect(asked.body.errcode).toBe(ErrorCode.CHALLENGE_REQUIRED);
    expect(asked.body.data.challenge.parameters).toMatchObject({ algorithm: 'SHA-256' });
    expect(await client.outbox(mobile)).toHaveLength(2);

    // The owner, whoever else sent codes to the number, still gets one by solving the challenge.
    const challenge = await solve(asked.body.data.challenge);
    const sent = await client.call('smsSend', { mobile, purpose: 0, challenge }, { ip: newIp() });
    expect(sent.body.errcode, sent.body.msg).toBe(0);
    expect(await client.outbox(mobile)).toHaveLength(3);

    // A solution serves once, and for its own number only.
    await client.waitOutResend(mobile);
    await client.waitOutResend(mobile);
    const replayed = await client.call(
      'smsSend',
      { mobile, purpose: 0, challenge },
      { ip: newIp() },
    );
    expect(replayed.body.errcode).toBe(ErrorCode.CHALLENGE_REQUIRED);
    const other = newMobile();
    await setRules({ smsPerNumberPerDay: 1 });
    await client.codeFor(other, SmsPurpose.Register);
    await client.waitOutResend(other);
    await client.waitOutResend(other);
    const elsewhere = await client.call(
      'smsSend',
      { mobile: other, purpose: 0, challenge: await solve(asked.body.data.challenge) },
      { ip: newIp() },
    );
    expect(elsewhere.body.errcode).toBe(ErrorCode.CHALLENGE_REQUIRED);
    expect(await t.securityEvents.count('challenge_failed')).toBeGreaterThanOrEqual(2);

    // The gap between codes doubles past the day's count: 60 s, then 120 s, then 240 s …
    await t.database.db
      .updateTable('sms_codes')
      .set({ created_at: sql<Date>`now() - interval '90 seconds'` })
      .where('mobile', '=', other)
      .execute();
    const tooSoon = await client.callSolving(
      'smsSend',
      { mobile: other, purpose: 0 },
      { ip: newIp() },
    );
    expect(tooSoon.body.errcode).toBe(ErrorCode.SMS_RESEND_TOO_SOON);
    expect(tooSoon.body.data.retryAfterSeconds).toBeGreaterThan(20);
    expect(tooSoon.body.data.retryAfterSeconds).toBeLessThanOrEqual(30);
  });

  it('asks a challenge past the codes of a number range in an hour (SMS pumping)', async () => {
    await setRules({ smsPerPrefixPerHour: 2 });
    const range = ['+15557770001', '+15557770002', '+15557770003'];
    const byRange = [];
    for (const mobile of range)
      byRange.push((await client.call('smsSend', { mobile, purpose: 0 }, { ip: newIp() })).body);
    expect(byRange.map((body) => body.errcode)).toEqual([0, 0, ErrorCode.CHALLENGE_REQUIRED]);
    const solved = await client.callSolving(
      'smsSend',
      { mobile: range[2], purpose: 0 },
      { ip: newIp() },
    );
    expect(solved.body.errcode).toBe(0);
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
    expect([a.status, a.body]).toEqual([b.status, b.body]);
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
      password: 'Tulip-Harbor-58',
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
      { mobile, smsCode, password: 'Tulip-Harbor-58' },
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

  it('refuses a second registration of one phone only to whoever has its code', async () => {
    const { mobile } = await client.registerByPhone();
    const fresh = newMobile();
    // Without the code, a registered and a free number answer alike: nothing is told.
    const guesses = [];
    for (const number of [mobile, fresh]) {
      const real = await client.codeFor(number, SmsPurpose.Register);
      guesses.push(
        (
          await client.call('accountRegist4', {
            mobile: number,
            smsCode: real === '000000' ? '111111' : '000000',
            password: 'Tulip-Harbor-58',
          })
        ).body,
      );
    }
    expect(guesses[0]).toEqual(guesses[1]);
    expect(guesses[0]!.errcode).toBe(ErrorCode.SMS_CODE_INVALID);
    const smsCode = await client.codeFor(mobile, SmsPurpose.Register);
    const again = await client.call('accountRegist4', {
      mobile,
      smsCode,
      password: 'Tulip-Harbor-58',
    });
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
      password: 'Tulip-Harbor-58',
      inviteCode: info.body.data.inviteCode.toLowerCase(),
    });
    expect(byCode.body.data.user.pid).toBe(inviter.user.id);
    const byId = await client.call('accountRegist', {
      account: newAccount(),
      password: 'Tulip-Harbor-58',
      inviteCode: String(inviter.user.id),
    });
    expect(byId.body.data.user.pid).toBe(inviter.user.id);

    const account = newAccount();
    const bad = await client.call('accountRegist', {
      account,
      password: 'Tulip-Harbor-58',
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
    const registered = await client.call('accountRegist', {
      account: stem,
      password: 'Tulip-Harbor-58',
    });
    expect(registered.body.data.user).toMatchObject({
      account: stem.toLowerCase(),
      accountType: 2,
    });
    const login = await client.call('accountLogin', {
      loginType: LoginType.Account,
      account: stem,
      password: 'Tulip-Harbor-58',
    });
    expect(login.body.data.user.id).toBe(registered.body.data.user.id);
  });

  it('enforces the limits of appConfig, as the client shows them', async () => {
    const tooShort = await client.call('accountRegist', {
      account: 'abc',
      password: 'Tulip-Harbor-58',
    });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.data.issues).toEqual([
      { path: 'account', message: 'The account name must be 6–16 characters.' },
    ]);
    const badChars = await client.call('accountRegist', {
      account: 'bad-name!',
      password: 'Tulip-Harbor-58',
    });
    expect(badChars.body.data.issues[0].path).toBe('account');
    const shortPassword = await client.call('accountRegist', {
      account: newAccount(),
      password: '12345',
    });
    expect(shortPassword.body.data.issues[0]).toEqual({
      path: 'password',
      message: 'The password must be 8–128 characters.',
    });

    await withConfig((c) => (c.limits.account = { min: 10, max: 16 }));
    try {
      const nine = await client.call('accountRegist', {
        account: 'abcdefghi',
        password: 'Tulip-Harbor-58',
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

  it('refuses new passwords that are short, too long, common or built on the account’s own words', async () => {
    const account = newAccount('harbor');
    const cases: [string, string][] = [
      ['Tulip-5', 'The password must be 8–128 characters.'],
      ['x'.repeat(120) + 'Tulip-Harbor', 'The password must be 8–128 characters.'],
      ['password123', 'This password is too common. Choose one that is harder to guess.'],
      ['qwertyuiop', 'This password is too common. Choose one that is harder to guess.'],
      ['abababababab', 'This password is too common. Choose one that is harder to guess.'],
      [
        `${account}!2026`,
        'The password may not contain your account name, phone number or our name.',
      ],
      [
        'MyCrownLobby#7',
        'The password may not contain your account name, phone number or our name.',
      ],
    ];
    for (const [password, message] of cases) {
      const answer = await client.call('accountRegist', { account, password });
      expect(answer.status, password).toBe(400);
      expect(answer.body.data.issues, password).toEqual([{ path: 'password', message }]);
    }
    const mobile = newMobile();
    const smsCode = await client.codeFor(mobile, SmsPurpose.Register);
    const ownNumber = await client.call('accountRegist4', {
      mobile,
      smsCode,
      password: `pw${mobile.slice(-8)}x`,
    });
    expect(ownNumber.body.data.issues[0].message).toBe(
      'The password may not contain your account name, phone number or our name.',
    );
    // 128 characters, spaces and any script are fine; nothing was created on the way.
    const long = 'correct horse battery staple, ünïcödé '.repeat(4).slice(0, 128);
    expect((await client.call('accountRegist', { account, password: long })).body.errcode).toBe(0);
    expect(
      (await client.call('accountLogin', { loginType: 2, account, password: long })).body.errcode,
    ).toBe(0);
  });

  it('slows password sign-in after five wrong passwords, known account or not, behind a growing wait and a challenge', async () => {
    const { account, password } = await client.registerByAccount();
    const attempt = (name: string, tried: string, challenge?: string) =>
      client.call(
        'accountLogin',
        { loginType: 2, account: name, password: tried, ...(challenge ? { challenge } : {}) },
        { ip: newIp() },
      );
    const unknown = newAccount();
    const sequences = [];
    for (const name of [account, unknown]) {
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push((await attempt(name, 'Wrong-Pass-11')).body);
      sequences.push(answers.map((answer) => answer.errcode));
      expect(answers[4]!.data.retryAfterSeconds).toBeGreaterThan(25);
      expect(answers[4]!.data.retryAfterSeconds).toBeLessThanOrEqual(30);
      // During the wait even the right password is refused, and the try counts nothing.
      const during = await attempt(name, name === account ? password : 'Wrong-Pass-11');
      expect(during.body.errcode).toBe(ErrorCode.ACCOUNT_LOCKED);
      const row = await t.database.db
        .selectFrom('password_failures')
        .select('failures')
        .where('identity', '=', `account:${name}`)
        .executeTakeFirstOrThrow();
      expect(row.failures).toBe(5);
    }
    // A known and an unknown account answer alike.
    expect(sequences[0]).toEqual([
      ...Array(4).fill(ErrorCode.LOGIN_FAILED),
      ErrorCode.ACCOUNT_LOCKED,
    ]);
    expect(sequences[1]).toEqual(sequences[0]);

    const waitOut = () =>
      t.database.db
        .updateTable('password_failures')
        .set({ locked_until: sql<Date>`now() - interval '1 second'` })
        .where('identity', '=', `account:${account}`)
        .execute();
    await waitOut();
    const asked = await attempt(account, password);
    expect(asked.body.errcode).toBe(ErrorCode.CHALLENGE_REQUIRED);
    // A wrong password with a solved challenge doubles the wait.
    const wrongAgain = await attempt(
      account,
      'Wrong-Pass-11',
      await solve(asked.body.data.challenge),
    );
    expect(wrongAgain.body.errcode).toBe(ErrorCode.ACCOUNT_LOCKED);
    expect(wrongAgain.body.data.retryAfterSeconds).toBeGreaterThan(55);
    expect(wrongAgain.body.data.retryAfterSeconds).toBeLessThanOrEqual(60);
    await waitOut();
    // A challenge of another identity does not serve.
    const foreign = await attempt(unknown, password);
    expect(foreign.body.errcode).toBe(ErrorCode.ACCOUNT_LOCKED);
    const ownChallenge = (await attempt(account, password)).body.data.challenge;
    const signedIn = await attempt(account, password, await solve(ownChallenge));
    expect(signedIn.body.errcode, signedIn.body.msg).toBe(0);
    // The count starts again after a success.
    expect((await attempt(account, 'Wrong-Pass-11')).body.errcode).toBe(ErrorCode.LOGIN_FAILED);
    expect(await t.securityEvents.count('sign_in_throttled')).toBeGreaterThanOrEqual(2);
  });

  it('never waits longer than the cap, however many wrong passwords', async () => {
    await setRules({
      passwordMaxFailures: 1,
      passwordDelayBaseSeconds: 600,
      passwordLockMinutes: 15,
    });
    const { account } = await client.registerByAccount();
    const first = await client.call('accountLogin', {
      loginType: 2,
      account,
      password: 'Wrong-Pass-11',
    });
    expect(first.body.data.retryAfterSeconds).toBeLessThanOrEqual(600);
    await t.database.db
      .updateTable('password_failures')
      .set({ locked_until: sql<Date>`now() - interval '1 second'` })
      .where('identity', '=', `account:${account}`)
      .execute();
    const second = await client.callSolving('accountLogin', {
      loginType: 2,
      account,
      password: 'Wrong-Pass-11',
    });
    expect(second.body.errcode).toBe(ErrorCode.ACCOUNT_LOCKED);
    expect(second.body.data.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(second.body.data.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
  });

  it('asks a challenge of an IP or a device past its own wrong passwords, whatever accounts they try', async () => {
    await setRules({ passwordFailuresPerSourcePerHour: 3 });
    const ip = newIp();
    const spray = [];
    for (let i = 0; i < 4; i++)
      spray.push(
        (
          await client.call(
            'accountLogin',
            { loginType: 2, account: newAccount('spray'), password: 'Summer-2026!' },
            { ip },
          )
        ).body.errcode,
      );
    expect(spray).toEqual([
      ErrorCode.LOGIN_FAILED,
      ErrorCode.LOGIN_FAILED,
      ErrorCode.LOGIN_FAILED,
      ErrorCode.CHALLENGE_REQUIRED,
    ]);
    const { account, password } = await client.registerByAccount();
    // A player on that network still signs in, at the price of a challenge.
    const behindIp = await client.callSolving(
      'accountLogin',
      { loginType: 2, account, password },
      { ip },
    );
    expect(behindIp.body.errcode).toBe(0);
    const device = 'spray-device';
    const fromDevice = [];
    for (let i = 0; i < 4; i++)
      fromDevice.push(
        (
          await client.call(
            'accountLogin',
            { loginType: 2, account: newAccount('spray'), password: 'Summer-2026!' },
            { ip: newIp(), fingerprint: device },
          )
        ).body.errcode,
      );
    expect(fromDevice[3]).toBe(ErrorCode.CHALLENGE_REQUIRED);
    expect(
      (await client.call('accountLogin', { loginType: 2, account, password }, { ip: newIp() })).body
        .errcode,
    ).toBe(0);
  });

  it('offers phone sign-in without a code only where config enables it; such phones are unverified', async () => {
    const mobile = newMobile();
    const off = await client.call('accountLogin', {
      loginType: LoginType.PhoneNoOtp,
      mobile,
      password: 'Tulip-Harbor-58',
    });
    expect(off.body.errcode).toBe(ErrorCode.PHONE_NO_OTP_DISABLED);

    await withConfig((c) => (c.signIn.phoneNoOtp = true));
    try {
      const registered = await client.call('accountLogin', {
        loginType: 3,
        mobile,
        password: 'Tulip-Harbor-58',
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
        password: 'Tulip-Harbor-58',
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
      password: 'Tulip-Harbor-58',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data.issues[0].path).toBe('account');
  });
});

describe('a phone registered without its code (pre-hijack)', () => {
  const attackerRegisters = async (mobile: string) => {
    const answer = await client.call(
      'accountLogin',
      { loginType: LoginType.PhoneNoOtp, mobile, password: 'Attacker-Knows-1' },
      { fingerprint: 'attacker-phone' },
    );
    expect(answer.body.errcode, answer.body.msg).toBe(0);
    return answer.body.data.token as string;
  };
  const attackerStillIn = async (mobile: string, token: string) => ({
    session: (await client.call('refreshData', {}, { token })).status,
    password: (
      await client.call('accountLogin', {
        loginType: LoginType.Phone,
        mobile,
        password: 'Attacker-Knows-1',
      })
    ).body.errcode,
  });

  beforeAll(async () => {
    await withConfig((c) => (c.signIn.phoneNoOtp = true));
  });
  afterAll(async () => {
    await withConfig((c) => (c.signIn.phoneNoOtp = false));
  });

  it('is the owner’s once they sign in by code: the squatter’s sessions and password end', async () => {
    const mobile = newMobile();
    const squatter = await attackerRegisters(mobile);
    const before = await t.securityEvents.count('unverified_phone_claimed');
    const owner = await client.call(
      'accountLoginSms',
      { mobile, smsCode: await client.codeFor(mobile, SmsPurpose.LoginAndRegister) },
      { fingerprint: 'owner-phone' },
    );
    expect(owner.body.errcode).toBe(0);
    expect(owner.body.data.user).toMatchObject({ mobile, hasPassword: false });
    expect(await attackerStillIn(mobile, squatter)).toEqual({
      session: 401,
      password: ErrorCode.LOGIN_FAILED,
    });
    const row = await t.database.db
      .selectFrom('users')
      .select(['mobile_verified', 'password_hash'])
      .where('mobile', '=', mobile)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ mobile_verified: true, password_hash: null });
    expect(await t.securityEvents.count('unverified_phone_claimed')).toBe(before + 1);
    // Verified now: a code-less password sign-in cannot take it again.
    const again = await client.call('accountLogin', {
      loginType: LoginType.PhoneNoOtp,
      mobile,
      password: 'Attacker-Knows-1',
    });
    expect(again.body.errcode).toBe(ErrorCode.LOGIN_FAILED);
  });

  it.each([
    ['register it with a code', 'accountRegist4', SmsPurpose.Register],
    ['reset its password by code', 'forgetPassword', SmsPurpose.Forget],
  ])('is the owner’s when they %s, with the password they set', async (_, name, purpose) => {
    const mobile = newMobile();
    const squatter = await attackerRegisters(mobile);
    const owner = await client.call(name, {
      mobile,
      smsCode: await client.codeFor(mobile, purpose),
      password: 'Owner-Sets-This-9',
    });
    expect(owner.body.errcode, owner.body.msg).toBe(0);
    expect(await attackerStillIn(mobile, squatter)).toEqual({
      session: 401,
      password: ErrorCode.LOGIN_FAILED,
    });
    const signIn = { loginType: LoginType.Phone, mobile, password: 'Owner-Sets-This-9' };
    expect((await client.call('accountLogin', signIn)).body.errcode).toBe(0);
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

  it('are listed as devices signed in, masked, this one marked', async () => {
    const { account, password } = await client.registerByAccount();
    const phone = await t.app.inject({
      method: 'POST',
      url: '/app/v1/accountLogin',
      payload: { ...common, loginType: 2, account, password },
      remoteAddress: '198.51.100.77',
      headers: {
        fingerprint: 'phone-1',
        'user-agent':
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
      },
    });
    const laptop = await client.call(
      'accountLogin',
      { loginType: 2, account, password },
      { fingerprint: 'laptop-1', ip: '2001:db8:85a3::8a2e:370:7334' },
    );
    const token = laptop.body.data.token as string;
    const listed = await client.call('sessionList', {}, { token });
    expect(listed.body.errcode).toBe(0);
    const list = listed.body.data.list as {
      id: number;
      device: string;
      ip: string;
      current: boolean;
    }[];
    expect(list.map((s) => s.ip).sort()).toEqual(
      ['198.51.100.x', '2001:db8:85a3::/48', '203.0.113.x'].sort(),
    );
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list.find((s) => s.current)?.ip).toBe('2001:db8:85a3::/48');
    expect(list.find((s) => s.ip === '198.51.100.x')?.device).toBe('Chrome on Android');
    expect(JSON.stringify(listed.body)).not.toContain('198.51.100.77');
    expect(listed.headers['cache-control']).toBe('no-store');
    expect(phone.statusCode).toBe(200);
  });

  it('end one by one or all but this one, never another player’s', async () => {
    const me = await client.registerByAccount();
    const other = await client.call(
      'accountLogin',
      { loginType: 2, account: me.account, password: me.password },
      { fingerprint: 'tablet' },
    );
    const third = await client.call(
      'accountLogin',
      { loginType: 2, account: me.account, password: me.password },
      { fingerprint: 'tv' },
    );
    const stranger = await client.registerByAccount();
    const strangerSessions = await liveSessionsOf(stranger.user.id);

    // Another player's session, an unknown id and one's own current one: not found, nothing ends.
    for (const id of [strangerSessions[0]!.id, 2_000_000_000]) {
      const refused = await client.call('sessionEnd', { id }, { token: me.token });
      expect(refused.body.errcode).toBe(ErrorCode.SESSION_NOT_FOUND);
    }
    expect(await liveSessionsOf(stranger.user.id)).toHaveLength(1);
    const mine = (await client.call('sessionList', {}, { token: me.token })).body.data.list as {
      id: number;
      current: boolean;
    }[];
    const current = mine.find((s) => s.current)!.id;
    expect(
      (await client.call('sessionEnd', { id: current }, { token: me.token })).body.errcode,
    ).toBe(ErrorCode.SESSION_NOT_FOUND);

    const tabletId = mine.find((s) => !s.current)!.id;
    expect(
      (await client.call('sessionEnd', { id: tabletId }, { token: me.token })).body.data,
    ).toEqual({
      ended: 1,
    });
    expect(
      (await client.call('sessionEnd', { id: tabletId }, { token: me.token })).body.errcode,
    ).toBe(ErrorCode.SESSION_NOT_FOUND);
    const before = await t.securityEvents.count('sessions_ended');
    const rest = await client.call('sessionEndOthers', {}, { token: me.token });
    expect(rest.body.data).toEqual({ ended: 1 });
    expect(await t.securityEvents.count('sessions_ended')).toBe(before + 1);
    for (const ended of [other.body.data.token, third.body.data.token])
      expect((await client.call('refreshData', {}, { token: ended })).status).toBe(401);
    expect((await client.call('refreshData', {}, { token: me.token })).status).toBe(200);
    expect(await liveSessionsOf(stranger.user.id)).toHaveLength(1);
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
    const { mobile, token, user } = await client.registerByPhone(undefined, 'Old-Harbor-31', {
      fingerprint: 'x',
    });
    const other = await client.call(
      'accountLogin',
      { loginType: 1, mobile, password: 'Old-Harbor-31' },
      { fingerprint: 'y' },
    );
    for (let i = 0; i < 5; i++)
      await client.call('accountLogin', { loginType: 1, mobile, password: 'wrong-pass' });
    const smsCode = await client.codeFor(mobile, SmsPurpose.Forget);
    const reset = await client.call(
      'forgetPassword',
      { mobile, smsCode, password: 'New-Harbor-47' },
      { fingerprint: 'x' },
    );
    expect(reset.body.data.user.id).toBe(user.id);
    for (const old of [token, other.body.data.token])
      expect((await client.call('refreshData', {}, { token: old })).status).toBe(401);
    expect((await client.call('refreshData', {}, { token: reset.body.data.token })).status).toBe(
      200,
    );
    expect(
      (await client.call('accountLogin', { loginType: 1, mobile, password: 'Old-Harbor-31' })).body
        .errcode,
    ).toBe(ErrorCode.LOGIN_FAILED);
    expect(
      (await client.call('accountLogin', { loginType: 1, mobile, password: 'New-Harbor-47' })).body
        .errcode,
    ).toBe(0);
  });

  it('refuse a reset for a number without an account as a wrong code', async () => {
    const mobile = newMobile();
    await client.call('smsSend', { mobile, purpose: SmsPurpose.Forget }, { ip: newIp() });
    const reset = await client.call('forgetPassword', {
      mobile,
      smsCode: '123456',
      password: 'New-Harbor-47',
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

  it('let a player without a password set a first one, proved by a code to their phone', async () => {
    const mobile = newMobile();
    const first = await client.call('accountLoginSms', {
      mobile,
      smsCode: await client.codeFor(mobile, 3),
    });
    const token = first.body.data.token as string;
    // The session alone cannot give itself a password (it would confirm withdrawals).
    const unproved = await client.call('initPassword', { password: 'brand-new-1' }, { token });
    expect(unproved.body).toMatchObject({
      errcode: ErrorCode.PROOF_REQUIRED,
      data: { method: 'sms' },
    });
    const set = await client.call(
      'initPassword',
      { password: 'brand-new-1', smsCode: await client.codeFor(mobile, SmsPurpose.Bind) },
      { token },
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
    for (const tricky of [
      'Lucky\u202EratS', // a right-to-left override that reverses what follows
      'Lu\u200Bcky', // a zero-width space
      'Lucky\u2066Star', // a bidi isolate
      '\u3164\u3164', // Hangul fillers that draw as nothing
      '<b>Lucky</b>',
    ]) {
      const refused = await client.call('updateProfile', { nickname: tricky }, { token });
      expect(refused.status, JSON.stringify(tricky)).toBe(400);
      expect(refused.body.data.issues[0]).toEqual({
        path: 'nickname',
        message: 'The nickname holds characters not allowed.',
      });
    }
    // A NUL never reaches the nickname rules: no field of any call may hold one.
    const nul = await client.call('updateProfile', { nickname: 'Luc\u0000ky' }, { token });
    expect(nul.body.data.issues[0]).toEqual({
      path: 'nickname',
      message: 'NUL characters are not allowed.',
    });
    // Compatibility forms fold to their plain letters (NFKC): full-width Ｌｕｃｋｙ is Lucky.
    const folded = await client.call('updateProfile', { nickname: 'Ｌｕｃｋｙ' }, { token });
    expect(folded.body.data.user.nickname).toBe('Lucky');
    await client.call('updateProfile', { nickname: 'Lucky Star' }, { token });
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
    // Without the phone's code nothing is told; with it, that another player holds it.
    const guessed = await client.call(
      'bindAccount',
      { mobile: taken.mobile, smsCode: '123456' },
      { token },
    );
    expect(guessed.body.errcode).toBe(ErrorCode.SMS_CODE_INVALID);
    const refused = await client.call(
      'bindAccount',
      { mobile: taken.mobile, smsCode: await client.codeFor(taken.mobile, SmsPurpose.Bind) },
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
