import { ErrorCode } from '@lobby/contract/values/errors';
import { SmsPurpose } from '@lobby/contract/values/enums';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { accountsClient, randomIp } from '../../../test/accounts-client';
import { startTestApp, useTestApp } from '../../../test/test-app';
import { balances, HouseAccount, transfer, UserAccount } from '@/ledger/ledger';

const t = useTestApp();
const client = accountsClient(t);

let creditSeq = 0;
/** Coin from the house, as a credited deposit would bring it. */
const credit = (userId: number, amount: number) =>
  transfer(t.database.db, {
    key: `test-credit-${creditSeq++}`,
    kind: 'deposit',
    userId,
    legs: [
      { account: { house: HouseAccount.Deposits }, amount: -amount },
      { account: { userId, kind: UserAccount.Coin }, amount },
    ],
  });

const playerWith = async (coin: number) => {
  const player = await client.registerByPhone();
  if (coin > 0) await credit(player.user.id, coin);
  return player;
};

describe('safebox', () => {
  it('takes coin in and gives it back with its password; the user info follows', async () => {
    const { token, user } = await playerWith(10_000);
    const into = await client.call('safeboxIn', { amount: 2_550 }, { token });
    expect(into.body).toMatchObject({ errcode: 0, data: { coin: 7_450, safebox: 2_550 } });

    expect(
      (await client.call('safeboxOut', { amount: 100, safeboxPassword: '123456' }, { token })).body
        .errcode,
    ).toBe(ErrorCode.SAFEBOX_PASSWORD_NOT_SET);
    expect(
      (await client.call('setSafeboxPassword', { safeboxPassword: '123456' }, { token })).body
        .errcode,
    ).toBe(0);
    expect(
      (await client.call('safeboxOut', { amount: 100, safeboxPassword: '654321' }, { token })).body
        .errcode,
    ).toBe(ErrorCode.SAFEBOX_PASSWORD_WRONG);
    const out = await client.call(
      'safeboxOut',
      { amount: 550, safeboxPassword: '123456' },
      { token },
    );
    expect(out.body.data).toEqual({ coin: 8_000, safebox: 2_000 });

    const info = await client.call('getAfterLoginInfoWeb', {}, { token });
    expect(info.body.data.user).toMatchObject({
      coin: 8_000,
      safebox: 2_000,
      hasSafeboxPassword: true,
    });
    expect(await balances(t.database.db, user.id)).toMatchObject({ coin: 8_000, safebox: 2_000 });
  });

  it('refuses more than the balance, and amounts that are not whole positive hundredths', async () => {
    const { token } = await playerWith(500);
    expect((await client.call('safeboxIn', { amount: 501 }, { token })).body.errcode).toBe(
      ErrorCode.INSUFFICIENT_BALANCE,
    );
    for (const amount of [0, -5, 1.5, '100']) {
      const answer = await client.call('safeboxIn', { amount }, { token });
      expect(answer.status).toBe(400);
      expect(answer.body.data.issues[0].path).toBe('amount');
    }
    expect((await client.call('refreshData', {}, { token })).body.data).toMatchObject({
      coin: 500,
      safebox: 0,
    });
  });

  it('answers a repeated idempotency key as the first time, moving once', async () => {
    const { token } = await playerWith(1_000);
    const headers = { token };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/app/v1/safeboxIn',
        headers: { authorization: token, 'idempotency-key': 'move-1' },
        payload: { amount: 300 },
      });
    const [a, b] = [await send(), await send()];
    expect(a.json().data).toEqual({ coin: 700, safebox: 300 });
    expect(b.json().data).toEqual({ coin: 700, safebox: 300 });
    expect((await client.call('refreshData', {}, headers)).body.data.coin).toBe(700);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/app/v1/safeboxIn',
      headers: { authorization: token, 'idempotency-key': 'no spaces!' },
      payload: { amount: 1 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a repeated idempotency key with another amount, in and out, moving nothing', async () => {
    const { token, user } = await playerWith(1_000);
    await client.call('setSafeboxPassword', { safeboxPassword: '123456' }, { token });
    const send = (call: string, amount: number, key: string) =>
      client.call(call, { amount, safeboxPassword: '123456' }, { token, idempotencyKey: key });
    expect((await send('safeboxIn', 300, 'in-1')).body.errcode).toBe(0);
    expect((await send('safeboxIn', 301, 'in-1')).body.errcode).toBe(
      ErrorCode.IDEMPOTENCY_KEY_REUSED,
    );
    expect((await send('safeboxOut', 100, 'out-1')).body.errcode).toBe(0);
    expect((await send('safeboxOut', 200, 'out-1')).body.errcode).toBe(
      ErrorCode.IDEMPOTENCY_KEY_REUSED,
    );
    expect((await send('safeboxOut', 100, 'out-1')).body.data).toEqual({
      coin: 800,
      safebox: 200,
    });
    expect(await balances(t.database.db, user.id)).toMatchObject({ coin: 800, safebox: 200 });
  });

  it('locks its PIN after 5 wrong ones, even 30 tried at once, the right one included', async () => {
    const { token, user } = await playerWith(1_000);
    await client.call('safeboxIn', { amount: 500 }, { token });
    await client.call('setSafeboxPassword', { safeboxPassword: '123456' }, { token });
    const wrongBefore = await t.securityEvents.count('proof_wrong');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        client.call('safeboxOut', { amount: 100, safeboxPassword: String(200_000 + i) }, { token }),
      ),
    );
    const codes = answers.map((answer) => answer.body.errcode);
    // Only five guesses were ever checked; the other 25 were refused unchecked.
    expect(codes.filter((c) => c === ErrorCode.SAFEBOX_PASSWORD_WRONG)).toHaveLength(5);
    expect(codes.filter((c) => c === ErrorCode.ACCOUNT_LOCKED)).toHaveLength(25);
    expect((await t.securityEvents.count('proof_wrong')) - wrongBefore).toBe(5);
    const right = await client.call(
      'safeboxOut',
      { amount: 100, safeboxPassword: '123456' },
      { token },
    );
    expect(right.body.errcode).toBe(ErrorCode.ACCOUNT_LOCKED);
    expect(right.body.data.retryAfterSeconds).toBeGreaterThan(14 * 60);
    // The same count guards the password asked again: a withdrawal's proof is locked too.
    const change = await client.call(
      'initPassword',
      { password: 'Fresh-Harbor-77', oldPassword: 'Tulip-Harbor-58' },
      { token },
    );
    expect(change.body.errcode).toBe(ErrorCode.ACCOUNT_LOCKED);
    // The lock passes.
    await t.database.db
      .updateTable('proof_failures')
      .set({ counting_until: sql<Date>`now() - interval '1 second'` })
      .where('user_id', '=', user.id)
      .execute();
    expect(
      (await client.call('safeboxOut', { amount: 100, safeboxPassword: '123456' }, { token })).body
        .data,
    ).toEqual({ coin: 600, safebox: 400 });
  });

  it('counts wrong PINs and wrong passwords asked again on one count', async () => {
    const { token } = await playerWith(1_000);
    await client.call('safeboxIn', { amount: 500 }, { token });
    await client.call('setSafeboxPassword', { safeboxPassword: '123456' }, { token });
    for (let i = 0; i < 3; i++) {
      const pin = await client.call(
        'safeboxOut',
        { amount: 100, safeboxPassword: '000000' },
        { token },
      );
      expect(pin.body.errcode).toBe(ErrorCode.SAFEBOX_PASSWORD_WRONG);
    }
    for (let i = 0; i < 2; i++) {
      const old = await client.call(
        'initPassword',
        { password: 'Fresh-Harbor-77', oldPassword: `Wrong-Old-${i}0` },
        { token },
      );
      expect(old.body.errcode).toBe(ErrorCode.PASSWORD_WRONG);
    }
    const sixth = await client.call(
      'initPassword',
      { password: 'Fresh-Harbor-77', oldPassword: 'Tulip-Harbor-58' },
      { token },
    );
    expect(sixth.body.errcode).toBe(ErrorCode.ACCOUNT_LOCKED);
  });

  it('changes its password only with a code sent to the bound phone', async () => {
    const { token, mobile } = await playerWith(0);
    await client.call('setSafeboxPassword', { safeboxPassword: '111111' }, { token });
    expect(
      (await client.call('setSafeboxPassword', { safeboxPassword: '222222' }, { token })).body
        .errcode,
    ).toBe(ErrorCode.SAFEBOX_PASSWORD_CHANGE_NEEDS_CODE);
    expect(
      (
        await client.call(
          'setSafeboxPassword',
          { safeboxPassword: '222222', smsCode: '000000' },
          { token },
        )
      ).body.errcode,
    ).toBe(ErrorCode.SMS_CODE_INVALID);
    const smsCode = await client.codeFor(mobile, SmsPurpose.Forget);
    expect(
      (await client.call('setSafeboxPassword', { safeboxPassword: '222222', smsCode }, { token }))
        .body.errcode,
    ).toBe(0);
    expect(
      (await client.call('setSafeboxPassword', { safeboxPassword: '12345' }, { token })).status,
    ).toBe(400);
  });

  it('50 parallel moves of 3.00 from 100.00: exactly 33 succeed and 1.00 stays', async () => {
    const { token } = await playerWith(10_000);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => client.call('safeboxIn', { amount: 300 }, { token })),
    );
    expect(answers.filter((a) => a.body.errcode === 0)).toHaveLength(33);
    expect(answers.filter((a) => a.body.errcode === ErrorCode.INSUFFICIENT_BALANCE)).toHaveLength(
      17,
    );
    expect((await client.call('refreshData', {}, { token })).body.data).toMatchObject({
      coin: 100,
      safebox: 9_900,
    });
  });

  it('1,000 parallel moves in and out conserve coin + safebox', async () => {
    const { token, user } = await playerWith(5_000);
    await client.call('setSafeboxPassword', { safeboxPassword: '123456' }, { token });
    await client.call('safeboxIn', { amount: 2_500 }, { token });
    const answers = await Promise.all(
      Array.from({ length: 1_000 }, (_, i) =>
        i % 2
          ? client.call('safeboxIn', { amount: 1 + (i % 7) * 100 }, { token })
          : client.call(
              'safeboxOut',
              { amount: 1 + (i % 5) * 100, safeboxPassword: '123456' },
              { token },
            ),
      ),
    );
    expect(
      answers.every(
        (a) => a.body.errcode === 0 || a.body.errcode === ErrorCode.INSUFFICIENT_BALANCE,
      ),
    ).toBe(true);
    const after = await balances(t.database.db, user.id);
    expect(after.coin + after.safebox).toBe(5_000);
    expect(after.coin).toBeGreaterThanOrEqual(0);
    expect(after.safebox).toBeGreaterThanOrEqual(0);
  }, 120_000);
});

describe('coin records', () => {
  it('list every movement newest first, by kind and by date, paged', async () => {
    const { token } = await playerWith(10_000);
    await client.call('safeboxIn', { amount: 1_000 }, { token });
    await client.call('setSafeboxPassword', { safeboxPassword: '123456' }, { token });
    await client.call('safeboxOut', { amount: 400, safeboxPassword: '123456' }, { token });
    const all = await client.call('appUserCoinDetail', { pageNum: 1, pageSize: 2 }, { token });
    expect(all.body.data).toMatchObject({ total: 3, pages: 2, pageNum: 1, pageSize: 2 });
    expect(all.body.data.list.map((d: { kind: string }) => d.kind)).toEqual([
      'safebox_out',
      'safebox_in',
    ]);
    expect(all.body.data.list[0]).toMatchObject({
      amount: 400,
      balanceAfter: 9_400,
      safeboxAmount: -400,
    });
    const page2 = await client.call('appUserCoinDetail', { pageNum: 2, pageSize: 2 }, { token });
    expect(page2.body.data.list).toEqual([
      expect.objectContaining({ kind: 'deposit', amount: 10_000, balanceAfter: 10_000 }),
    ]);
    const deposits = await client.call('appUserCoinDetail', { kind: 'deposit' }, { token });
    expect(deposits.body.data.total).toBe(1);
    const future = await client.call(
      'appUserCoinDetail',
      { from: Math.floor(Date.now() / 1000) + 60 },
      { token },
    );
    expect(future.body.data).toMatchObject({ total: 0, list: [] });
    expect((await client.call('appUserCoinDetail', { kind: 'nonsense' }, { token })).status).toBe(
      400,
    );
  });

  it('show nobody else’s movements', async () => {
    const a = await playerWith(1_000);
    const b = await playerWith(0);
    expect((await client.call('appUserCoinDetail', {}, { token: b.token })).body.data.total).toBe(
      0,
    );
    expect((await client.call('appUserCoinDetail', {}, { token: a.token })).body.data.total).toBe(
      1,
    );
  });
});

describe('retrieve balance', () => {
  it('answers the coin balance, nothing being held by game sessions', async () => {
    const { token } = await playerWith(1_234);
    expect((await client.call('retrieveBalance', {}, { token })).body.data).toEqual({
      coin: 1_234,
    });
  });
});

describe('money call rate limit', () => {
  it('answers 429 once an IP passes the per-minute limit of a money call', async () => {
    const limited = await startTestApp({ env: { MONEY_RATE_LIMIT_MAX: '2' } });
    try {
      const c = accountsClient(limited);
      const player = await c.registerByAccount();
      const ip = randomIp();
      const answers = [];
      for (let i = 0; i < 3; i++) {
        answers.push(await c.call('safeboxIn', { amount: 1 }, { token: player.token, ip }));
      }
      expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
      expect(answers[2]!.body).toMatchObject({ code: 429, errcode: 429 });
      // Reading calls are not money calls.
      expect((await c.call('appUserCoinDetail', {}, { token: player.token, ip })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
