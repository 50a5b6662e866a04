import { AccountType } from '@lobby/contract/account';
import { SmsPurpose } from '@lobby/contract/values/enums';
import { ErrorCode } from '@lobby/contract/values/errors';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { newMobile } from '../../../test/accounts-client';
import { AppError } from '@/core/app-error';
import { balances } from '@/ledger/ledger';
import { insertUser } from '../accounts/accounts.repo';
import { createSession } from '../sessions/sessions.service';
import { approveOrder, rejectOrder } from './withdrawal-orders';
import { PASSWORD, useWithdrawalKit } from './withdrawal-test-kit';

const scene = useWithdrawalKit();

const refusal = async (work: Promise<unknown>) => {
  try {
    await work;
    return 0;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
};

describe('getExchange', () => {
  it('answers the balance, what may go now, the limits and the accounts', async () => {
    const { token, userId } = await scene.kit.playerWithAccount(123_456);
    await scene.kit.setRules({ feeBp: 150 });
    const answer = scene.kit.ok(await scene.kit.call('getExchange', {}, { token }));
    expect(answer).toEqual({
      coin: 123_456,
      bet: 0,
      exchange: 123_456,
      minAmount: 5_000,
      maxAmount: 5_000_000,
      dailyTimes: 3,
      usedTimesToday: 0,
      feeBp: 150,
      blockedUntil: null,
      appUserBankList: [expect.objectContaining({ accountNo: '****2233', isDefault: true })],
      maxAccounts: 5,
      accountChangePauseHours: 24,
      openBonus: null,
      rewardCashLocked: null,
      // Outside production no tier limits apply until set (ADR 0073).
      kyc: { tier: 0, withdrawLeft: null, nextTier: null },
    });
    await scene.kit.credit(userId, 10_000, 10_000);
    expect(scene.kit.ok(await scene.kit.call('getExchange', {}, { token }))).toMatchObject({
      coin: 133_456,
      bet: 10_000,
      exchange: 0,
    });
  });
});

describe('exchange rules', () => {
  it('takes amounts from the minimum to the maximum only', async () => {
    const { token, userId, accountId } = await scene.kit.playerWithAccount(10_000_000);
    await scene.kit.setRules({ autoApproveMax: 0, dailyTimes: 10 });
    expect((await scene.kit.exchange(token, 4_999, accountId)).body.errcode).toBe(
      ErrorCode.AMOUNT_BELOW_MIN,
    );
    expect((await scene.kit.exchange(token, 5_000_001, accountId)).body.errcode).toBe(
      ErrorCode.AMOUNT_ABOVE_MAX,
    );
    expect(scene.kit.ok(await scene.kit.exchange(token, 5_000, accountId)).status).toBe(
      'pending_review',
    );
    expect(scene.kit.ok(await scene.kit.exchange(token, 5_000_000, accountId)).status).toBe(
      'pending_review',
    );
    expect(await balances(scene.kit.db, userId)).toMatchObject({
      coin: 10_000_000 - 5_005_000,
      withdrawHold: 5_005_000,
    });
  });

  it('refuses while wagering is left, more than the balance, and others’ accounts', async () => {
    const a = await scene.kit.playerWithAccount(20_000);
    const b = await scene.kit.playerWithAccount(20_000);
    expect((await scene.kit.exchange(a.token, 20_001, a.accountId)).body.errcode).toBe(
      ErrorCode.INSUFFICIENT_BALANCE,
    );
    expect((await scene.kit.exchange(a.token, 5_000, b.accountId)).body.errcode).toBe(
      ErrorCode.BANK_ACCOUNT_NOT_FOUND,
    );
    await scene.kit.credit(a.userId, 1_000, 1);
    expect((await scene.kit.exchange(a.token, 5_000, a.accountId)).body.errcode).toBe(
      ErrorCode.WITHDRAW_WAGERING_REQUIRED,
    );
    expect(await balances(scene.kit.db, a.userId)).toMatchObject({ coin: 21_000, withdrawHold: 0 });
    expect(
      scene.kit.ok(await scene.kit.call('getExchange', {}, { token: a.token })).usedTimesToday,
    ).toBe(0);
  });

  it('refuses while blocked after a change, and takes requests again once the block ends', async () => {
    const { token, userId, accountId } = await scene.kit.playerWithAccount(50_000);
    scene.kit.ok(
      await scene.kit.call(
        'addBankInfo',
        {
          bankId: 3,
          accountName: 'Pat Player',
          accountNo: '44445555',
          password: 'Tulip-Harbor-58',
        },
        { token },
      ),
    );
    const blocked = await scene.kit.exchange(token, 5_000, accountId);
    expect(blocked.body.errcode).toBe(ErrorCode.WITHDRAW_BLOCKED);
    expect(blocked.body.data.blockedUntil).toEqual(expect.any(Number));
    await scene.kit.unblock(userId);
    expect(scene.kit.ok(await scene.kit.exchange(token, 5_000, accountId)).status).toBe('approved');
  });

  it('takes 3 requests a day; a fourth is refused', async () => {
    const { token, accountId } = await scene.kit.playerWithAccount(100_000);
    for (let i = 0; i < 3; i++) scene.kit.ok(await scene.kit.exchange(token, 5_000, accountId));
    expect((await scene.kit.exchange(token, 5_000, accountId)).body.errcode).toBe(
      ErrorCode.WITHDRAW_DAILY_LIMIT,
    );
    expect(scene.kit.ok(await scene.kit.call('getExchange', {}, { token }))).toMatchObject({
      usedTimesToday: 3,
      coin: 85_000,
    });
  });

  it('counts requests of today (UTC) only', async () => {
    const { token, userId, accountId } = await scene.kit.playerWithAccount(100_000);
    for (let i = 0; i < 3; i++) scene.kit.ok(await scene.kit.exchange(token, 5_000, accountId));
    await scene.kit.db
      .updateTable('withdrawals')
      .set({
        created_at: sql<Date>`date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' - interval '1 second'`,
      })
      .where('user_id', '=', userId)
      .execute();
    expect(scene.kit.ok(await scene.kit.call('getExchange', {}, { token })).usedTimesToday).toBe(0);
    scene.kit.ok(await scene.kit.exchange(token, 5_000, accountId));
  });
});

describe('a request', () => {
  it('holds the whole amount at once; at or under the threshold it is approved, above it waits', async () => {
    const { token, userId, accountId } = await scene.kit.playerWithAccount(1_000_000);
    await scene.kit.setRules({ autoApproveMax: 100_000, feeBp: 125 });
    const small = scene.kit.ok(await scene.kit.exchange(token, 100_000, accountId));
    expect(small).toEqual({
      orderNo: expect.stringMatching(/^W\d{8}[0-9A-Z]{10}$/),
      status: 'approved',
    });
    const large = scene.kit.ok(await scene.kit.exchange(token, 100_001, accountId));
    expect(large.status).toBe('pending_review');
    expect(await balances(scene.kit.db, userId)).toMatchObject({
      coin: 1_000_000 - 200_001,
      withdrawHold: 200_001,
    });
    expect(await scene.kit.order(small.orderNo)).toMatchObject({ fee: 1_250, amount: 100_000 });
    expect(await scene.kit.order(large.orderNo)).toMatchObject({ fee: 1_250, amount: 100_001 });
    // Only the approved one has its payout queued.
    const jobs = await scene.kit.db
      .selectFrom('jobs')
      .select('key')
      .where('key', 'like', `payout:${small.orderNo}%`)
      .execute();
    expect(jobs).toEqual([{ key: `payout:${small.orderNo}:submit` }]);
    expect(
      await scene.kit.db
        .selectFrom('jobs')
        .select('key')
        .where('key', 'like', `payout:${large.orderNo}%`)
        .execute(),
    ).toEqual([]);
    // The coin records show the hold.
    const records = scene.kit.ok(
      await scene.kit.call('appUserCoinDetail', { kind: 'withdraw' }, { token }),
    );
    expect(records.list[0]).toMatchObject({
      kind: 'withdraw',
      amount: -100_001,
      ref: large.orderNo,
    });
  });

  it('with a key already used answers the first answer, even after the limits changed', async () => {
    const { token, userId, accountId } = await scene.kit.playerWithAccount(100_000);
    const first = scene.kit.ok(
      await scene.kit.keyedCall(
        'exchange',
        { amount: 6_000, bankId: accountId, password: PASSWORD },
        token,
        'w-1',
      ),
    );
    await scene.kit.setRules({ minAmount: 50_000, dailyTimes: 0, autoApproveMax: 0 });
    await scene.kit.db
      .updateTable('withdrawal_players')
      .set({ blocked_until: sql<Date>`now() + interval '1 day'` })
      .where('user_id', '=', userId)
      .execute();
    // A repeat answers the first answer before any rule, the proof included.
    const again = scene.kit.ok(
      await scene.kit.keyedCall('exchange', { amount: 6_000, bankId: accountId }, token, 'w-1'),
    );
    expect(again).toEqual(first);
    expect(first.status).toBe('approved');
    expect(
      (await scene.kit.keyedCall('exchange', { amount: 7_000, bankId: accountId }, token, 'w-1'))
        .body.errcode,
    ).toBe(ErrorCode.IDEMPOTENCY_KEY_REUSED);
    // A new key meets today's rules.
    expect(
      (
        await scene.kit.keyedCall(
          'exchange',
          { amount: 6_000, bankId: accountId, password: PASSWORD },
          token,
          'w-2',
        )
      ).body.errcode,
    ).toBe(ErrorCode.AMOUNT_BELOW_MIN);
    expect(await balances(scene.kit.db, userId)).toMatchObject({
      coin: 94_000,
      withdrawHold: 6_000,
    });
    expect(await scene.kit.transfersKeyed(`withdraw:${first.orderNo}`)).toBe(1);
  });

  it('with one key sent 10 times at once makes one order', async () => {
    const { token, userId, accountId } = await scene.kit.playerWithAccount(100_000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        scene.kit.keyedCall(
          'exchange',
          { amount: 5_000, bankId: accountId, password: PASSWORD },
          token,
          'same-key',
        ),
      ),
    );
    const orderNos = new Set(answers.map((a) => scene.kit.ok(a).orderNo));
    expect(orderNos.size).toBe(1);
    expect(await balances(scene.kit.db, userId)).toMatchObject({
      coin: 95_000,
      withdrawHold: 5_000,
    });
  });

  it('30 at once of 50.00 from 1,000.00 under 3 a day: exactly 3 taken, 150.00 held', async () => {
    const { token, userId, accountId } = await scene.kit.playerWithAccount(100_000);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => scene.kit.exchange(token, 5_000, accountId)),
    );
    expect(answers.filter((a) => a.body.errcode === 0)).toHaveLength(3);
    expect(answers.filter((a) => a.body.errcode === ErrorCode.WITHDRAW_DAILY_LIMIT)).toHaveLength(
      27,
    );
    expect(await balances(scene.kit.db, userId)).toMatchObject({
      coin: 85_000,
      withdrawHold: 15_000,
    });
    const orders = scene.kit.ok(await scene.kit.call('exchangeOrderList', {}, { token }));
    expect(orders.total).toBe(3);
  }, 60_000);
});

describe('review', () => {
  it('10 approves raced against 10 rejects give one outcome and the right balances', async () => {
    for (let round = 0; round < 3; round++) {
      const { token, userId, accountId } = await scene.kit.playerWithAccount(500_000);
      await scene.kit.setRules({ autoApproveMax: 0 });
      const { orderNo } = scene.kit.ok(await scene.kit.exchange(token, 200_000, accountId));
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          refusal(
            i % 2
              ? approveOrder(scene.kit.db, orderNo, `op-${i}`)
              : rejectOrder(scene.kit.db, orderNo, `op-${i}`, 'looks odd'),
          ),
        ),
      );
      expect(outcomes.filter((code) => code === 0)).toHaveLength(1);
      expect(outcomes.filter((code) => code === ErrorCode.ORDER_STATE_CONFLICT)).toHaveLength(19);
      const order = await scene.kit.order(orderNo);
      const b = await balances(scene.kit.db, userId);
      if (order.status === 'approved') {
        expect(b).toMatchObject({ coin: 300_000, withdrawHold: 200_000 });
        expect(await scene.kit.transfersKeyed(`withdraw_refund:${orderNo}`)).toBe(0);
      } else {
        expect(order.status).toBe('rejected');
        expect(order.review_note).toBe('looks odd');
        expect(b).toMatchObject({ coin: 500_000, withdrawHold: 0 });
        expect(await scene.kit.transfersKeyed(`withdraw_refund:${orderNo}`)).toBe(1);
      }
      // The loser of the race also cannot act later.
      expect(await refusal(rejectOrder(scene.kit.db, orderNo, 'late', null))).toBe(
        ErrorCode.ORDER_STATE_CONFLICT,
      );
    }
  }, 60_000);

  it('refuses unknown orders', async () => {
    expect(await refusal(approveOrder(scene.kit.db, 'W-nope', 'op'))).toBe(
      ErrorCode.ORDER_NOT_FOUND,
    );
  });
});

describe('exchangeOrderList', () => {
  it('pages the player’s own orders, newest first, masked, by status', async () => {
    const a = await scene.kit.playerWithAccount(100_000);
    const b = await scene.kit.playerWithAccount(100_000);
    await scene.kit.setRules({ autoApproveMax: 5_000, feeBp: 100 });
    const first = scene.kit.ok(await scene.kit.exchange(a.token, 5_000, a.accountId));
    const second = scene.kit.ok(await scene.kit.exchange(a.token, 6_000, a.accountId));
    scene.kit.ok(await scene.kit.exchange(b.token, 7_000, b.accountId));
    const page1 = scene.kit.ok(
      await scene.kit.call('exchangeOrderList', { pageNum: 1, pageSize: 1 }, { token: a.token }),
    );
    expect(page1).toMatchObject({ total: 2, pages: 2, pageNum: 1, pageSize: 1 });
    expect(page1.list).toEqual([
      {
        orderNo: second.orderNo,
        amount: 6_000,
        fee: 60,
        status: 'pending_review',
        bankName: expect.any(String),
        accountNo: '****2233',
        createdAt: expect.any(Number),
        updatedAt: expect.any(Number),
      },
    ]);
    const page2 = scene.kit.ok(
      await scene.kit.call('exchangeOrderList', { pageNum: 2, pageSize: 1 }, { token: a.token }),
    );
    expect(page2.list.map((o: { orderNo: string }) => o.orderNo)).toEqual([first.orderNo]);
    const approved = scene.kit.ok(
      await scene.kit.call('exchangeOrderList', { status: 'approved' }, { token: a.token }),
    );
    expect(approved.list.map((o: { orderNo: string }) => o.orderNo)).toEqual([first.orderNo]);
    expect(JSON.stringify(page1)).not.toContain('6222020200112233');
  });
});

describe('proof before money leaves (a stolen session cannot cash out)', () => {
  it('asks the password for each request; a wrong one holds nothing', async () => {
    const { token, userId, accountId } = await scene.kit.playerWithAccount(100_000);
    const unproved = await scene.kit.exchange(token, 5_000, accountId, {}, {});
    expect(unproved.body).toMatchObject({
      errcode: ErrorCode.PROOF_REQUIRED,
      data: { method: 'password' },
    });
    const wrong = await scene.kit.exchange(
      token,
      5_000,
      accountId,
      {},
      { password: 'Not-It-0000' },
    );
    expect(wrong.body.errcode).toBe(ErrorCode.PASSWORD_WRONG);
    // A code does not do for a player with a password.
    const code = await scene.kit.exchange(token, 5_000, accountId, {}, { smsCode: '123456' });
    expect(code.body.errcode).toBe(ErrorCode.PROOF_REQUIRED);
    expect(await balances(scene.kit.db, userId)).toMatchObject({ coin: 100_000, withdrawHold: 0 });
    scene.kit.ok(await scene.kit.exchange(token, 5_000, accountId));
    expect(await balances(scene.kit.db, userId)).toMatchObject({
      coin: 95_000,
      withdrawHold: 5_000,
    });
  });

  it('takes a code to the bound phone (purpose bind) from a player without a password, once', async () => {
    const mobile = newMobile();
    const signIn = await scene.kit.call('accountLoginSms', {
      mobile,
      smsCode: await scene.kit.client.codeFor(mobile, SmsPurpose.LoginAndRegister),
    });
    const token = signIn.body.data.token as string;
    const userId = signIn.body.data.user.id as number;
    await scene.kit.credit(userId, 100_000);
    const added = scene.kit.ok(
      await scene.kit.call(
        'addBankInfo',
        {
          bankId: 1,
          accountName: 'Pat Player',
          accountNo: '6222020200112233',
          smsCode: await scene.kit.client.codeFor(mobile, SmsPurpose.Bind),
        },
        { token },
      ),
    );
    const accountId = added.appUserBankList[0].id as number;
    const unproved = await scene.kit.exchange(token, 5_000, accountId, {}, {});
    expect(unproved.body).toMatchObject({
      errcode: ErrorCode.PROOF_REQUIRED,
      data: { method: 'sms' },
    });
    const smsCode = await scene.kit.client.codeFor(mobile, SmsPurpose.Bind);
    scene.kit.ok(await scene.kit.exchange(token, 5_000, accountId, {}, { smsCode }));
    const replayed = await scene.kit.exchange(token, 5_000, accountId, {}, { smsCode });
    expect(replayed.body.errcode).toBe(ErrorCode.SMS_CODE_INVALID);
  });

  it('tells a player with neither password nor phone to set a password first', async () => {
    const user = await insertUser(scene.kit.db, {
      accountType: AccountType.Google,
      nickname: 'Gina',
    });
    const { token } = await createSession(
      scene.kit.db,
      { userId: user.id, fingerprint: 'g' },
      scene.t.sessionCache,
    );
    const answer = await scene.kit.call(
      'addBankInfo',
      { bankId: 1, accountName: 'Gina G', accountNo: '6222020200112233' },
      { token },
    );
    expect(answer.body.errcode).toBe(ErrorCode.PASSWORD_SETUP_REQUIRED);
  });

  it('holds withdrawals for 24 hours after the password changes', async () => {
    const { token, accountId, userId } = await scene.kit.playerWithAccount(100_000);
    const changed = scene.kit.ok(
      await scene.kit.call(
        'initPassword',
        { password: 'Fresh-Harbor-77', oldPassword: PASSWORD },
        { token },
      ),
    );
    const fresh = changed.token as string;
    const { blockedUntil } = scene.kit.ok(
      await scene.kit.call('getExchange', {}, { token: fresh }),
    );
    expect(blockedUntil).toBeGreaterThan(Math.floor(Date.now() / 1000) + 24 * 3600 - 60);
    const held = await scene.kit.exchange(
      fresh,
      5_000,
      accountId,
      {},
      { password: 'Fresh-Harbor-77' },
    );
    expect(held.body).toMatchObject({
      errcode: ErrorCode.WITHDRAW_BLOCKED,
      data: { blockedUntil },
    });
    await scene.kit.db
      .updateTable('users')
      .set({ password_changed_at: sql<Date>`now() - interval '25 hours'` })
      .where('id', '=', userId)
      .execute();
    scene.kit.ok(
      await scene.kit.exchange(fresh, 5_000, accountId, {}, { password: 'Fresh-Harbor-77' }),
    );
  });
});
