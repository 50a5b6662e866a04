import { ErrorCode } from '@lobby/contract/values/errors';
import { LoginType, SmsPurpose } from '@lobby/contract/values/enums';
import { describe, expect, it } from 'vitest';
import { newIp, newMobile } from '../../../test/accounts-client';
import { PASSWORD, useWithdrawalKit } from '../withdrawals/withdrawal-test-kit';

// A player on a break still gets their money (a cash-out-only session withdraws and empties
// the safebox), and cannot come back as a new account: a sign-up from their device, or a
// receiving account of theirs on another account, is refused (ADR 0071).

const scene = useWithdrawalKit();

let deviceSeq = 0;
const device = () => `links-device-${deviceSeq++}`;

const cashOutTokenOf = async (mobile: string) => {
  const refused = await scene.kit.client.callSolving(
    'accountLogin',
    { loginType: LoginType.Phone, mobile, password: PASSWORD },
    { fingerprint: device(), ip: newIp() },
  );
  expect(refused.body.errcode).toBe(ErrorCode.PLAYER_ON_BREAK);
  return (refused.body.data as { cashOutToken: string }).cashOutToken;
};

describe('the money of a player on a break', () => {
  it('is withdrawn and taken out of the safebox through the cash-out session', async () => {
    const { kit } = scene;
    const player = await kit.playerWithAccount(100_000);
    const { token } = player;
    kit.ok(await kit.call('safeboxIn', { amount: 20_000 }, { token }));
    kit.ok(await kit.call('setSafeboxPassword', { safeboxPassword: '135790' }, { token }));
    kit.ok(
      await kit.call('takeBreak', { kind: 'exclusion', period: '1y', confirm: true }, { token }),
    );
    const cashOut = await cashOutTokenOf(player.mobile);
    const out = kit.ok(
      await kit.call(
        'safeboxOut',
        { amount: 20_000, safeboxPassword: '135790' },
        { token: cashOut },
      ),
    );
    expect(out).toMatchObject({ coin: 100_000, safebox: 0 });
    const order = kit.ok(await kit.exchange(cashOut, 50_000, player.accountId));
    expect(order.orderNo).toEqual(expect.any(String));
    const after = kit.ok(await kit.call('refreshData', {}, { token: cashOut }));
    expect(after.coin).toBe(50_000);
    // Not a way back to play or to deposit.
    expect(
      (await kit.call('recharge', { rechargeTypeId: 1, amount: 10_000 }, { token: cashOut })).body
        .errcode,
    ).toBe(ErrorCode.PLAYER_ON_BREAK);
    expect((await kit.call('safeboxIn', { amount: 100 }, { token: cashOut })).body.errcode).toBe(
      ErrorCode.PLAYER_ON_BREAK,
    );
  });
});

describe('no coming back as a new account', () => {
  it('refuses a sign-up from a device of a player on a break, creating no one', async () => {
    const { kit } = scene;
    const fingerprint = device();
    const excluded = await kit.client.registerByPhone(newMobile(), PASSWORD, { fingerprint });
    const taken = kit.ok(
      await kit.call(
        'takeBreak',
        { kind: 'exclusion', period: '5y', confirm: true },
        { token: excluded.token },
      ),
    );
    const users = async () =>
      Number(
        (
          await kit.db
            .selectFrom('users')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await users();
    const byAccount = await kit.call(
      'accountRegist',
      { account: `comeback_${deviceSeq}`, password: PASSWORD },
      { fingerprint, ip: newIp() },
    );
    expect(byAccount.body.errcode).toBe(ErrorCode.SIGN_UP_LINKED_TO_BREAK);
    expect(byAccount.body.data).toEqual({ kind: 'exclusion', until: taken.until });
    const mobile = newMobile();
    const byPhone = await kit.call(
      'accountRegist4',
      {
        mobile,
        smsCode: await kit.client.codeFor(mobile, SmsPurpose.Register),
        password: PASSWORD,
      },
      { fingerprint, ip: newIp() },
    );
    expect(byPhone.body.errcode).toBe(ErrorCode.SIGN_UP_LINKED_TO_BREAK);
    expect(await users()).toBe(before);
    // The same phone is the same account: refused as a sign-in, no second account made.
    const samePhone = await kit.call(
      'accountLoginSms',
      {
        mobile: excluded.mobile,
        smsCode: await kit.client.codeFor(excluded.mobile, SmsPurpose.LoginAndRegister),
      },
      { fingerprint: device(), ip: newIp() },
    );
    expect(samePhone.body.errcode).toBe(ErrorCode.PLAYER_ON_BREAK);
    expect(await users()).toBe(before);
    // Another device signs up as before.
    expect(
      (
        await kit.call(
          'accountRegist',
          { account: `fresh_${deviceSeq}`, password: PASSWORD },
          { fingerprint: device() },
        )
      ).body.errcode,
    ).toBe(0);
  });

  it('refuses the receiving account of a player on a break on another account', async () => {
    const { kit } = scene;
    const excluded = await kit.playerWithAccount(0);
    kit.ok(
      await kit.call(
        'takeBreak',
        { kind: 'timeout', period: '6w', confirm: true },
        { token: excluded.token },
      ),
    );
    const other = await kit.client.registerByPhone(newMobile(), PASSWORD, {
      fingerprint: device(),
    });
    const added = await kit.call(
      'addBankInfo',
      { bankId: 1, accountName: 'Pat Player', accountNo: excluded.accountNo, password: PASSWORD },
      { token: other.token },
    );
    expect(added.body.errcode).toBe(ErrorCode.PAYOUT_ACCOUNT_LINKED_TO_BREAK);
    expect(
      kit.ok(await kit.call('bankInfoList', {}, { token: other.token })).appUserBankList,
    ).toEqual([]);
  });
});
