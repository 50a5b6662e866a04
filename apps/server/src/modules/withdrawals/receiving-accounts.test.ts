import { ErrorCode } from '@lobby/contract/values/errors';
import { SmsPurpose } from '@lobby/contract/values/enums';
import { describe, expect, it } from 'vitest';
import { newMobile } from '../../../test/accounts-client';
import { ACCOUNT_RULES_KEY, AccountRules } from '../accounts/account-rules';
import { PASSWORD, useWithdrawalKit } from './withdrawal-test-kit';

const scene = useWithdrawalKit();

const account = (accountNo: string, extra: object = {}) => ({
  bankId: 2,
  accountName: 'Pat Player',
  accountNo,
  ...extra,
});

/** Every account number in an answer, to prove none is shown in full. */
const numbersIn = (value: unknown): string[] =>
  JSON.stringify(value).match(/"accountNo":"[^"]*"/g) ?? [];

describe('the first receiving account', () => {
  it('needs the password (a stolen session cannot name where money goes), blocks nothing, becomes the default and is masked everywhere', async () => {
    const { token, password } = await scene.kit.client.registerByPhone();
    const unproved = await scene.kit.call('addBankInfo', account('6222 0202-0011 2233'), { token });
    expect(unproved.body).toMatchObject({
      errcode: ErrorCode.PROOF_REQUIRED,
      data: { method: 'password' },
    });
    expect(
      (
        await scene.kit.call(
          'addBankInfo',
          { ...account('6222020200112233'), password: 'Not-It-000' },
          { token },
        )
      ).body.errcode,
    ).toBe(ErrorCode.PASSWORD_WRONG);
    expect(
      scene.kit.ok(await scene.kit.call('bankInfoList', {}, { token })).appUserBankList,
    ).toEqual([]);
    const added = scene.kit.ok(
      await scene.kit.call(
        'addBankInfo',
        { ...account('6222 0202-0011 2233'), password },
        { token },
      ),
    );
    expect(added.appUserBankList).toEqual([
      {
        id: expect.any(Number),
        bankId: 2,
        accountName: 'Pat Player',
        accountNo: '****2233',
        isDefault: true,
      },
    ]);
    const listed = scene.kit.ok(await scene.kit.call('bankInfoList', {}, { token }));
    expect(listed).toEqual(added);
    const info = scene.kit.ok(await scene.kit.call('getAfterLoginInfoWeb', {}, { token }));
    expect(info.appUserBank).toEqual(added.appUserBankList[0]);
    expect(info.appUserBankList).toEqual(added.appUserBankList);
    const exchange = scene.kit.ok(await scene.kit.call('getExchange', {}, { token }));
    expect(exchange.blockedUntil).toBeNull();
    expect(exchange.appUserBankList).toEqual(added.appUserBankList);
    for (const answer of [added, listed, info, exchange]) {
      for (const shown of numbersIn(answer)) expect(shown).toBe('"accountNo":"****2233"');
    }
    // Stored whole and normalized, for the payout.
    const row = await scene.kit.db
      .selectFrom('receiving_accounts')
      .select('account_no')
      .where('id', '=', added.appUserBankList[0].id)
      .executeTakeFirstOrThrow();
    expect(row.account_no).toBe('6222020200112233');
  });

  it('must be at a bank of appConfig, with a number of the configured length', async () => {
    const { token } = await scene.kit.client.registerByPhone();
    expect(
      (await scene.kit.call('addBankInfo', { ...account('12345678'), bankId: 999 }, { token })).body
        .errcode,
    ).toBe(ErrorCode.BANK_UNKNOWN);
    for (const accountNo of ['123', 'A'.repeat(35)]) {
      const refused = await scene.kit.call('addBankInfo', account(accountNo), { token });
      expect(refused.status).toBe(400);
      expect(refused.body.data.issues[0].path).toBe('accountNo');
    }
    const blank = await scene.kit.call(
      'addBankInfo',
      { ...account('12345678'), accountName: 'a\u0001b' },
      { token },
    );
    expect(blank.body.data.issues[0].path).toBe('accountName');
    expect(
      scene.kit.ok(await scene.kit.call('bankInfoList', {}, { token })).appUserBankList,
    ).toEqual([]);
    expect(
      scene.kit.ok(
        await scene.kit.call('addBankInfo', { ...account('1234'), password: PASSWORD }, { token }),
      ).appUserBankList,
    ).toHaveLength(1);
  });
});

describe('changing receiving accounts', () => {
  it('needs the account password to add another; then withdrawals are blocked for 24 hours', async () => {
    const { token, userId } = await scene.kit.playerWithAccount(0);
    const second = account('9988776655');
    expect((await scene.kit.call('addBankInfo', second, { token })).body.errcode).toBe(
      ErrorCode.PROOF_REQUIRED,
    );
    expect(
      (await scene.kit.call('addBankInfo', { ...second, password: 'wrong-one' }, { token })).body
        .errcode,
    ).toBe(ErrorCode.PASSWORD_WRONG);
    // A code instead of the password does not do for a player who has a password.
    expect(
      (await scene.kit.call('addBankInfo', { ...second, smsCode: '123456' }, { token })).body
        .errcode,
    ).toBe(ErrorCode.PROOF_REQUIRED);
    expect((await scene.kit.call('getExchange', {}, { token })).body.data.blockedUntil).toBeNull();

    const before = Math.floor(Date.now() / 1000);
    const added = scene.kit.ok(
      await scene.kit.call(
        'addBankInfo',
        { ...second, password: 'Tulip-Harbor-58', isDefault: true },
        { token },
      ),
    );
    expect(
      added.appUserBankList.map((a: { accountNo: string; isDefault: boolean }) => [
        a.accountNo,
        a.isDefault,
      ]),
    ).toEqual([
      ['****2233', false],
      ['****6655', true],
    ]);
    const { blockedUntil } = scene.kit.ok(await scene.kit.call('getExchange', {}, { token }));
    expect(blockedUntil).toBeGreaterThanOrEqual(before + 24 * 3600 - 5);
    expect(blockedUntil).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 24 * 3600 + 5);
    expect(
      await scene.kit.db
        .selectFrom('withdrawal_players')
        .select('user_id')
        .where('user_id', '=', userId)
        .execute(),
    ).toHaveLength(1);
  });

  it('takes an SMS code (purpose bind) from a player without a password', async () => {
    const mobile = newMobile();
    const code = await scene.kit.client.codeFor(mobile, SmsPurpose.LoginAndRegister);
    const signIn = await scene.kit.call('accountLoginSms', { mobile, smsCode: code });
    const token = signIn.body.data.token as string;
    const first = await scene.kit.call('addBankInfo', account('11112222'), { token });
    expect(first.body).toMatchObject({
      errcode: ErrorCode.PROOF_REQUIRED,
      data: { method: 'sms' },
    });
    scene.kit.ok(
      await scene.kit.call(
        'addBankInfo',
        {
          ...account('11112222'),
          smsCode: await scene.kit.client.codeFor(mobile, SmsPurpose.Bind),
        },
        { token },
      ),
    );
    const second = account('33334444');
    expect(
      (await scene.kit.call('addBankInfo', { ...second, password: 'anything1' }, { token })).body
        .errcode,
    ).toBe(ErrorCode.PROOF_REQUIRED);
    expect(
      (await scene.kit.call('addBankInfo', { ...second, smsCode: '000000' }, { token })).body
        .errcode,
    ).toBe(ErrorCode.SMS_CODE_INVALID);
    const forget = await scene.kit.client.codeFor(mobile, SmsPurpose.Forget);
    expect(
      (await scene.kit.call('addBankInfo', { ...second, smsCode: forget }, { token })).body.errcode,
    ).toBe(ErrorCode.SMS_CODE_INVALID);
    const bind = await scene.kit.client.codeFor(mobile, SmsPurpose.Bind);
    const list = scene.kit.ok(
      await scene.kit.call('addBankInfo', { ...second, smsCode: bind }, { token }),
    );
    expect(list.appUserBankList).toHaveLength(2);
    // A code is used once.
    const id = list.appUserBankList[1].id as number;
    expect(
      (
        await scene.kit.call(
          'modifyBankInfo',
          { id, ...account('55556666'), smsCode: bind },
          { token },
        )
      ).body.errcode,
    ).toBe(ErrorCode.SMS_CODE_INVALID);
  });

  it('modifies only the player’s own accounts, with proof; only a payee change blocks', async () => {
    const a = await scene.kit.playerWithAccount(0);
    const b = await scene.kit.playerWithAccount(0);
    const change = {
      id: a.accountId,
      bankId: 1,
      accountName: 'Pat Player',
      accountNo: a.accountNo,
    };
    expect(
      (
        await scene.kit.call(
          'modifyBankInfo',
          { ...change, password: 'Tulip-Harbor-58' },
          { token: b.token },
        )
      ).body.errcode,
    ).toBe(ErrorCode.BANK_ACCOUNT_NOT_FOUND);
    expect((await scene.kit.call('modifyBankInfo', change, { token: a.token })).body.errcode).toBe(
      ErrorCode.PROOF_REQUIRED,
    );
    expect(
      (
        await scene.kit.call(
          'modifyBankInfo',
          { ...change, password: 'nope-nope' },
          { token: a.token },
        )
      ).body.errcode,
    ).toBe(ErrorCode.PASSWORD_WRONG);
    // The same payee, only the default flag: proof, but no block.
    scene.kit.ok(
      await scene.kit.call(
        'modifyBankInfo',
        { ...change, isDefault: true, password: 'Tulip-Harbor-58' },
        { token: a.token },
      ),
    );
    expect(
      scene.kit.ok(await scene.kit.call('getExchange', {}, { token: a.token })).blockedUntil,
    ).toBeNull();
    // A new number: blocked.
    const changed = scene.kit.ok(
      await scene.kit.call(
        'modifyBankInfo',
        { ...change, accountNo: '5555666677778888', password: 'Tulip-Harbor-58' },
        { token: a.token },
      ),
    );
    expect(changed.appUserBankList).toEqual([
      {
        id: a.accountId,
        bankId: 1,
        accountName: 'Pat Player',
        accountNo: '****8888',
        isDefault: true,
      },
    ]);
    expect(
      scene.kit.ok(await scene.kit.call('getExchange', {}, { token: a.token })).blockedUntil,
    ).toEqual(expect.any(Number));
    expect((await scene.kit.exchange(a.token, 5_000, a.accountId)).body.errcode).toBe(
      ErrorCode.WITHDRAW_BLOCKED,
    );
    // b was not touched.
    expect(
      scene.kit.ok(await scene.kit.call('bankInfoList', {}, { token: b.token })).appUserBankList[0]
        .accountNo,
    ).toBe('****2233');
  });

  it('keeps at most 5 accounts, also when many are added at once', async () => {
    const { token } = await scene.kit.playerWithAccount(0);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        scene.kit.call(
          'addBankInfo',
          { ...account(`7000000${i}`), password: 'Tulip-Harbor-58' },
          { token },
        ),
      ),
    );
    expect(answers.filter((a) => a.body.errcode === 0)).toHaveLength(4);
    expect(answers.filter((a) => a.body.errcode === ErrorCode.BANK_ACCOUNT_LIMIT)).toHaveLength(4);
    const list = scene.kit.ok(await scene.kit.call('bankInfoList', {}, { token })).appUserBankList;
    expect(list).toHaveLength(5);
    expect(list.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);
    expect(
      (
        await scene.kit.call(
          'addBankInfo',
          { ...account('71234567'), password: 'Tulip-Harbor-58' },
          { token },
        )
      ).body.errcode,
    ).toBe(ErrorCode.BANK_ACCOUNT_LIMIT);
  });

  it('answers the operator’s limits with the accounts, and holds the player to them', async () => {
    const defaults = scene.kit.ok(
      await scene.kit.call(
        'bankInfoList',
        {},
        { token: (await scene.kit.playerWithAccount(0)).token },
      ),
    );
    expect(defaults).toMatchObject({ maxAccounts: 5, accountChangePauseHours: 24 });
    await scene.kit.setRules({ maxAccounts: 2, changeBlockHours: 6 });
    const { token } = await scene.kit.playerWithAccount(0);
    const limits = { maxAccounts: 2, accountChangePauseHours: 6 };
    expect(scene.kit.ok(await scene.kit.call('bankInfoList', {}, { token }))).toMatchObject(limits);
    expect(scene.kit.ok(await scene.kit.call('getExchange', {}, { token }))).toMatchObject(limits);
    const before = Math.floor(Date.now() / 1000);
    const second = scene.kit.ok(
      await scene.kit.call(
        'addBankInfo',
        { ...account('72000001'), password: PASSWORD },
        { token },
      ),
    );
    expect(second).toMatchObject(limits);
    expect(second.appUserBankList).toHaveLength(2);
    const exchange = scene.kit.ok(await scene.kit.call('getExchange', {}, { token }));
    expect(exchange.blockedUntil).toBeGreaterThanOrEqual(before + 6 * 3600);
    expect(exchange.blockedUntil).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 6 * 3600 + 5);
    const modified = scene.kit.ok(
      await scene.kit.call(
        'modifyBankInfo',
        { id: second.appUserBankList[1].id, ...account('72000002'), password: PASSWORD },
        { token },
      ),
    );
    expect(modified).toMatchObject(limits);
    expect(
      (
        await scene.kit.call(
          'addBankInfo',
          { ...account('72000003'), password: PASSWORD },
          { token },
        )
      ).body.errcode,
    ).toBe(ErrorCode.BANK_ACCOUNT_LIMIT);
  });

  it('refuses a number saved already', async () => {
    const { token, accountNo } = await scene.kit.playerWithAccount(0);
    const again = await scene.kit.call(
      'addBankInfo',
      {
        bankId: 1,
        accountName: 'Pat Player',
        // The same number as the player saved, written with dashes.
        accountNo: `${accountNo.slice(0, 4)}-${accountNo.slice(4, 8)}-${accountNo.slice(8)}`,
        password: 'Tulip-Harbor-58',
      },
      { token },
    );
    expect(again.status).toBe(400);
    expect(again.body.data.issues[0]).toMatchObject({ path: 'accountNo' });
  });

  it('locks changes after 5 wrong passwords, even with the right one', async () => {
    const { token } = await scene.kit.playerWithAccount(0);
    const second = account('12121212');
    for (let i = 0; i < 5; i++) {
      expect(
        (await scene.kit.call('addBankInfo', { ...second, password: `wrong${i}xx` }, { token }))
          .body.errcode,
      ).toBe(ErrorCode.PASSWORD_WRONG);
    }
    const locked = await scene.kit.call(
      'addBankInfo',
      { ...second, password: PASSWORD },
      { token },
    );
    expect(locked.body.errcode).toBe(ErrorCode.ACCOUNT_LOCKED);
    expect(locked.body.data.retryAfterSeconds).toBeGreaterThan(14 * 60);
    await scene.t.settings.set(ACCOUNT_RULES_KEY, AccountRules, { proofMaxFailures: 6 });
    try {
      expect(
        scene.kit.ok(
          await scene.kit.call('addBankInfo', { ...second, password: PASSWORD }, { token }),
        ).appUserBankList,
      ).toHaveLength(2);
    } finally {
      await scene.t.settings.set(ACCOUNT_RULES_KEY, AccountRules, {});
    }
  });
});
