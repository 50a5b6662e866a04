import { describe, expect, it } from 'vitest';
import { ExchangeStatus } from '@lobby/contract/values/wallet';
import { ErrorCode } from '@lobby/contract/values/errors';
import { balances } from '@/ledger/ledger';
import { accountsClient } from '../../../test/accounts-client';
import { consoleClient } from '../../../test/console-client';
import { useRewardsTestApp } from '../../../test/rewards/rewards-test-app';
import { common, type TestApp } from '../../../test/test-app';
import type { BonusService } from '../bonus/bonus.service';
import { depositsClient } from '../deposits/deposits-test-client';
import type { rewardsModule } from '../rewards/rewards.module';
import { WITHDRAWAL_RULES_KEY, WithdrawalRules } from '../withdrawals/withdrawal-rules';

/**
 * The farm, from sign-up to cash-out, under the default rules (docs/security.md "Fraud and
 * abuse"): twenty honest accounts, each on a network and device of its own, and twenty farmed
 * ones from one address without a fingerprint, claim every no-deposit reward, clear its wagering
 * (the cheapest way is assumed done: the packages are marked played through) and ask for all
 * their cash. No cash leaves without a person: every request is held for review or refused, the
 * payout job pays none, and a farmer who deposits the minimum to unlock the rest is held too.
 * Only the withdrawal's minimum is lowered, so that the trust rules, not the minimum, are what
 * stops them.
 */

let t: TestApp;
let rewards: ReturnType<typeof rewardsModule>;
useRewardsTestApp((app, module) => {
  t = app;
  rewards = module;
});

const PASSWORD = 'Tulip-Harbor-58';
let seq = 0;
const ownNetwork = () => {
  const n = seq++;
  return `10.${180 + Math.floor(n / 250)}.${n % 250}.7`;
};
let line = 0;
/** Numbers spread over prefixes, so the prefix velocity limit is not what refuses anyone. */
const mobile = () => {
  line += 1;
  return `+1${300 + (line % 40)}555${String(1000 + line).padStart(4, '0')}`;
};

interface Player {
  token: string;
  userId: number;
}

const player = async (ip: string, fingerprint?: string): Promise<Player> => {
  const { token, user } = await accountsClient(t).registerByPhone(mobile(), PASSWORD, {
    ip,
    ...(fingerprint ? { fingerprint } : {}),
  });
  return { token, userId: user.id };
};

const call = async (p: Player, name: string, body: object = {}) =>
  (await t.call(name, { ...common, ...body }, { authorization: p.token })).body;

const claimEverything = async (p: Player) => {
  const grant = await t.database.db
    .selectFrom('reward_grants')
    .select('id')
    .where('user_id', '=', p.userId)
    .where('activity', '=', 'sign-up')
    .executeTakeFirstOrThrow();
  const outcomes = [(await call(p, 'betBonusReceive', { id: Number(grant.id) })).errcode];
  for (const channel of t.config.current().config.socialMedia) {
    expect((await call(p, 'followOpen', { channelId: channel.id })).errcode).toBe(0);
    outcomes.push((await call(p, 'followReceive', { channelId: channel.id })).errcode);
  }
  return outcomes;
};

const bonusService = () =>
  (t.modules.find((m) => m.name === 'bonus') as unknown as { service: BonusService }).service;

/** Every open package played through and converted: what the rewards became in cash. */
const wageringCleared = async () => {
  await t.database.db
    .updateTable('bonus_packages')
    .set({ wagering_left: 0 })
    .where('status', '=', 'open')
    .execute();
  await bonusService().settleDue();
};

let accountSeq = 0;
/** A receiving account of its own, then a request for all the player's cash: its answer. */
const cashOut = async (p: Player) => {
  const added = await call(p, 'addBankInfo', {
    bankId: 1,
    accountName: 'Farm Hand',
    accountNo: `6229${String(++accountSeq).padStart(8, '0')}4455`,
    password: PASSWORD,
  });
  expect(added.errcode, added.msg).toBe(0);
  const { coin } = await balances(t.database.db, p.userId);
  return {
    coin,
    bankId: added.data.appUserBankList[0].id as number,
    answer: await call(p, 'exchange', {
      amount: coin,
      bankId: added.data.appUserBankList[0].id,
      password: PASSWORD,
    }),
  };
};

const ordersOf = (userIds: number[]) =>
  t.database.db
    .selectFrom('withdrawals')
    .select(['order_no', 'status', 'user_id', 'hold_reasons'])
    .where('user_id', 'in', userIds)
    .execute();

describe('the farm under the default rules', () => {
  it('claims what the graph allows and cashes out nothing without a person', async () => {
    await t.settings.set(WITHDRAWAL_RULES_KEY, WithdrawalRules, { minAmount: 100 });
    const honest: Player[] = [];
    for (let i = 0; i < 20; i++) honest.push(await player(ownNetwork(), `honest-${i}-${seq}`));
    const farmIp = ownNetwork();
    const farm: Player[] = [];
    for (let i = 0; i < 20; i++) farm.push(await player(farmIp));
    await rewards.engine.consumeAll();

    for (const p of honest) for (const code of await claimEverything(p)) expect(code).toBe(0);
    const farmed = [];
    for (const p of farm) farmed.push(await claimEverything(p));
    expect(farmed[0]!.every((code) => code === 0)).toBe(true);
    for (const outcome of farmed.slice(1))
      for (const code of outcome) expect(code).toBe(ErrorCode.REWARD_LINKED_ACCOUNT);

    await wageringCleared();
    const everyone = [...honest, ...farm];
    const asked = [];
    for (const p of everyone) asked.push({ p, ...(await cashOut(p)) });
    const paid = asked.filter((a) => a.coin > 0);
    // The twenty honest accounts and the one farmed account the graph let through hold cash.
    expect(paid.map((a) => a.p.userId).sort()).toEqual(
      [...honest, farm[0]!].map((p) => p.userId).sort(),
    );
    // All of it is reward-derived cash: refused until the player has deposited.
    for (const { answer } of paid) expect(answer.errcode).toBe(ErrorCode.WITHDRAW_DEPOSIT_REQUIRED);
    expect(await ordersOf(everyone.map((p) => p.userId))).toEqual([]);

    // Deposit the minimum to unlock it, play the deposit through, ask again: held for a person.
    const unlocking = [farm[0]!, honest[0]!];
    for (const p of unlocking) {
      await depositsClient(t).deposit(p.token, 1_000);
      await t.database.db
        .updateTable('wagering')
        .set({ remaining: 0 })
        .where('user_id', '=', p.userId)
        .execute();
      const { coin } = await balances(t.database.db, p.userId);
      const { bankId } = asked.find((a) => a.p.userId === p.userId)!;
      const again = await call(p, 'exchange', { amount: coin, bankId, password: PASSWORD });
      expect(again.errcode, again.msg).toBe(0);
    }
    // The payout job runs: nothing was approved, nothing is paying or paid.
    await t.jobs.runDue();
    const orders = await ordersOf(everyone.map((p) => p.userId));
    expect(orders.map((o) => Number(o.user_id)).sort()).toEqual(
      unlocking.map((p) => p.userId).sort(),
    );
    for (const order of orders) {
      expect(order.status).toBe(ExchangeStatus.PendingReview);
      expect((order.hold_reasons as { code: string }[]).map((r) => r.code)).toContain(
        'first_withdrawal',
      );
    }

    // A person decides: finance approves the honest request, and only then does it move on.
    const honestOrder = orders.find((o) => Number(o.user_id) === honest[0]!.userId)!;
    const { signedInStaff, call: consoleCall } = consoleClient(t);
    const finance = await signedInStaff('finance');
    const approved = await consoleCall(finance.cookie, 'withdrawalApprove', {
      orderNo: honestOrder.order_no,
    });
    expect(approved.body.errcode, approved.body.msg).toBe(0);
    const [decided] = await ordersOf([honest[0]!.userId]);
    expect(decided!.status).not.toBe(ExchangeStatus.PendingReview);
    // Forty accounts' sign-up, claims and cash-out: minutes on a busy two-core machine.
  }, 120_000);
});
