import { sql } from 'kysely';
import { beforeAll, beforeEach, expect } from 'vitest';
import { accountsClient, type CallOptions } from '../../../test/accounts-client';
import { common, useTestApp, type Envelope, type TestApp } from '../../../test/test-app';
import {
  houseBalanceSql,
  HouseAccount,
  transfer,
  transfersUnder,
  UserAccount,
} from '@/ledger/ledger';
import { WITHDRAWAL_RULES_KEY, WithdrawalRules } from './withdrawal-rules';
import type { withdrawalsModule } from './withdrawals.module';

/** The receiving account numbers handed out in this test file (every kit of it counts on). */
let accountSeq = 0;

/** The password of the kit's players. */
export const PASSWORD = 'Tulip-Harbor-58';

/** What the withdrawal, payout and ops tests share: players with coin and accounts, rules, books. */
export const withdrawalKit = (t: TestApp) => {
  const client = accountsClient(t);
  const db = t.database.db;
  const module = t.modules.find((m) => m.name === 'withdrawals') as ReturnType<
    typeof withdrawalsModule
  >;

  let creditSeq = 0;
  /** Coin from the house, as a credited deposit would bring it (no wagering unless asked). */
  const credit = (userId: number, amount: number, wagering = 0) =>
    transfer(db, {
      key: `test-credit-${userId}-${creditSeq++}`,
      kind: 'deposit',
      userId,
      legs: [
        { account: { house: HouseAccount.Deposits }, amount: -amount },
        { account: { userId, kind: UserAccount.Coin }, amount },
      ],
      wagering,
    });

  /**
   * The rules for the next calls: the defaults overridden by `change`, the trust rules (review
   * of a player without a deposit, of a first withdrawal) off unless `change` turns them on:
   * the kit's players are credited coin without a deposit, and its tests are of the other rules
   * (withdrawal-trust.test.ts tests these).
   */
  const setRules = (change: Partial<WithdrawalRules> = {}) =>
    t.settings.set(WITHDRAWAL_RULES_KEY, WithdrawalRules, {
      requireDepositForAuto: false,
      firstWithdrawalReview: false,
      ...change,
    });

  /** A receiving account number no other player of the test file holds, ending 2233. */
  const newAccountNo = () => `6222${String(++accountSeq).padStart(8, '0')}2233`;

  const call = client.call;

  /** A call with an idempotency key. */
  const keyedCall = async (name: string, body: object, token: string, key: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/app/v1/${name}`,
      payload: { ...common, ...body },
      headers: { authorization: token, 'idempotency-key': key },
    });
    return { status: response.statusCode, body: response.json<Envelope>() };
  };

  const ok = <T extends { body: Envelope }>(answer: T) => {
    expect(answer.body.errcode, answer.body.msg).toBe(0);
    return answer.body.data;
  };

  /** A phone player (password Tulip-Harbor-58) with `coin` and one receiving account at bank 1. */
  const playerWithAccount = async (coin: number, accountNo = newAccountNo()) => {
    const player = await client.registerByPhone();
    if (coin > 0) await credit(player.user.id, coin);
    const added = ok(
      await call(
        'addBankInfo',
        { bankId: 1, accountName: 'Pat Player', accountNo, password: player.password },
        { token: player.token },
      ),
    );
    return {
      ...player,
      userId: player.user.id,
      accountNo,
      accountId: added.appUserBankList[0].id as number,
    };
  };

  /** A withdrawal request, proved with the kit players' password unless `proof` says otherwise. */
  const exchange = (
    token: string,
    amount: number,
    bankId: number,
    options: CallOptions = {},
    proof: { password?: string; smsCode?: string } = { password: PASSWORD },
  ) => call('exchange', { amount, bankId, ...proof }, { ...options, token });

  const order = (orderNo: string) =>
    db
      .selectFrom('withdrawals')
      .selectAll()
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();

  /** A house account's balance (0 before its first use). */
  const houseBalance = async (kind: HouseAccount) =>
    Number((await sql<{ b: string }>`select ${houseBalanceSql(kind)} as b`.execute(db)).rows[0]!.b);

  /** Transfers under a key: the ledger's record that something moved (0 or 1). */
  const transfersKeyed = async (key: string) => (await transfersUnder(db, [key])).length;

  /** Lets a 24-hour block pass. */
  const unblock = (userId: number) =>
    db
      .updateTable('withdrawal_players')
      .set({ blocked_until: sql<Date>`now() - interval '1 second'` })
      .where('user_id', '=', userId)
      .execute();

  /** What the sandbox provider answers about an order from now on, and a status query right away. */
  const forcePayout = async (orderNo: string, result: 'paid' | 'failed' | 'unknown') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/dev/v1/sandboxPayout',
      payload: { orderNo, result },
    });
    expect(response.statusCode).toBe(200);
    return response.json<Envelope>().data;
  };

  return {
    client,
    db,
    module,
    credit,
    setRules,
    newAccountNo,
    call,
    keyedCall,
    ok,
    playerWithAccount,
    exchange,
    order,
    houseBalance,
    transfersKeyed,
    unblock,
    forcePayout,
    Payouts: HouseAccount.Payouts,
    WithdrawFees: HouseAccount.WithdrawFees,
  };
};

/**
 * The scene of a withdrawal, payout or ops test file: one test app for the file with the kit on
 * it (both set once the file's beforeAll has run), and the rules set to `rules` before each test.
 */
export const useWithdrawalKit = (rules: Partial<WithdrawalRules> = {}) => {
  const scene = { t: useTestApp() } as { t: TestApp; kit: ReturnType<typeof withdrawalKit> };
  beforeAll(() => {
    scene.kit = withdrawalKit(scene.t);
  });
  beforeEach(async () => {
    await scene.kit.setRules(rules);
  });
  return scene;
};
