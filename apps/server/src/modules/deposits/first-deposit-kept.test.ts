import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { inTransaction } from '@/db/database';
import { promotionsAccount } from '@/ledger/ledger';
import { BonusService } from '../bonus/bonus.service';
import { depositsClient } from './deposits-test-client';

const t = useTestApp();
const d = depositsClient(t);

const CARD = 1; // demo config: min 10.00, bonus 3%
const EWALLET = 2; // bonus 5%

const forfeit = async (token: string) =>
  expect((await d.call('bonusForfeit', token)).errcode).toBe(0);
const trade = async (token: string) =>
  (await d.call('tradeInfo', token)).data as {
    firstRecharge: boolean;
    nextDepositBonusBp: number;
    firstDepositBonusBp: number;
    bonusOpen: boolean;
  };
const bonusRuleOf = async (orderNo: string) =>
  (
    await t.database.db
      .selectFrom('deposit_orders')
      .select(['bonus_rule', 'bonus'])
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow()
  ).bonus_rule;

/** The sign-up bonus as the rewards engine pays it: reward coin, a package with no deposit. */
const openSignUpBonus = async (userId: number, coin = 2_000) => {
  const bonus = new BonusService({
    db: t.database.db,
    settings: t.settings,
    log: t.app.log,
    clock: t.clock,
  });
  const rules = await bonus.rules();
  await inTransaction(t.database.db, (trx) =>
    bonus.grantReward(
      trx,
      {
        userId,
        key: `test-sign-up:${userId}`,
        coin,
        source: promotionsAccount('sign-up'),
        terms: { wageringMultiple: 10, maxWinMultiple: 5 },
        memo: {},
      },
      rules,
    ),
  );
};

describe('the first-deposit bonus is kept until a deposit takes it (ADR 0056)', () => {
  it('survives a deposit without it, one too small, and one while the sign-up bonus is open', async () => {
    const { token, userId } = await d.player();

    // Asked for, below the smallest bonus deposit (20.00): cash, the offer kept.
    const small = await d.deposit(token, 1_999, CARD, { takeBonus: true });
    expect(await d.orderOf(token, small)).toMatchObject({ bonus: 0 });

    // Cash: no bonus asked for. The offer is still there.
    const plain = await d.deposit(token, 10_000);
    expect(await bonusRuleOf(plain)).toBeNull();
    expect(await trade(token)).toMatchObject({
      firstRecharge: false,
      firstDepositBonusBp: 2_000,
      nextDepositBonusBp: 2_000,
    });

    // The sign-up bonus is open: a deposit earns nothing, and keeps the offer for later.
    await openSignUpBonus(userId);
    expect(await trade(token)).toMatchObject({
      bonusOpen: true,
      nextDepositBonusBp: 0,
      firstDepositBonusBp: 2_000,
    });
    const meanwhile = await d.deposit(token, 20_000, CARD, { takeBonus: true });
    expect(await d.orderOf(token, meanwhile)).toMatchObject({ bonus: 0 });
    expect((await d.call('firstDepositInfo', token)).data).toMatchObject({
      state: 'open',
      bonusOpen: true,
    });

    // The sign-up bonus ends: the next deposit that asks takes the 20%.
    await forfeit(token);
    const taken = await d.deposit(token, 20_000, CARD, { takeBonus: true });
    expect(await d.orderOf(token, taken)).toMatchObject({ bonus: 4_000 });
    expect(await bonusRuleOf(taken)).toBe('first_deposit');
    expect((await d.call('firstDepositInfo', token)).data).toMatchObject({
      state: 'done',
      bonus: { orderNo: taken, deposit: 20_000, amount: 4_000 },
    });

    // Once only: after it, the card's 3% (the day's first was the cash deposit).
    await forfeit(token);
    expect(await trade(token)).toMatchObject({ firstDepositBonusBp: 0, nextDepositBonusBp: 0 });
    const after = await d.deposit(token, 20_000, CARD, { takeBonus: true });
    expect(await d.orderOf(token, after)).toMatchObject({ bonus: 600 });
    expect(await bonusRuleOf(after)).toBe('channel');
  });

  it('a hunter’s many small cash deposits, then one big one, take it once and capped at maxBonus', async () => {
    const { token } = await d.player();
    for (let i = 0; i < 5; i += 1) await d.deposit(token, 10_000);
    const big = await d.deposit(token, 5_000_000, CARD, { takeBonus: true });
    // 20% of 50,000.00 would be 10,000.00: maxBonus holds it at 5,000.00.
    expect(await d.orderOf(token, big)).toMatchObject({ bonus: 500_000 });
    await forfeit(token);
    const again = await d.deposit(token, 5_000_000, CARD, { takeBonus: true });
    expect(await bonusRuleOf(again)).not.toBe('first_deposit');
  });

  it('two deposits paid at the same moment take it once', async () => {
    const { token, userId } = await d.player();
    await d.deposit(token, 10_000); // cash first: the offer is kept
    const orders = await Promise.all(
      [0, 1, 2].map(() => d.order(token, 20_000, EWALLET, undefined, { takeBonus: true })),
    );
    const paid = await Promise.all(orders.map((o) => d.sandboxPay(o.orderNo, 'success')));
    expect(paid.map((p) => p.data?.status)).toEqual(['credited', 'credited', 'credited']);
    const rules = await Promise.all(orders.map((o) => bonusRuleOf(o.orderNo)));
    expect(rules.filter((r) => r === 'first_deposit')).toHaveLength(1);
    const taken = await t.database.db
      .selectFrom('deposit_totals')
      .select('first_bonus_taken')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(taken.first_bonus_taken).toBe(true);
    // Each webhook again (a provider's retry): nothing more is credited or granted.
    await Promise.all(orders.map((o) => d.sandboxPay(o.orderNo, 'success')));
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from deposit_orders
      where user_id = ${userId} and bonus_rule = 'first_deposit'
    `.execute(t.database.db);
    expect(Number(rows[0]!.n)).toBe(1);
    expect(await d.state(token)).toMatchObject({ coin: 10_000 + 2 * 20_000, bonusCoin: 24_000 });
  });

  it('a repeated recharge key makes one order and one bonus', async () => {
    const { token } = await d.player();
    const body = { rechargeTypeId: CARD, amount: 20_000, takeBonus: true };
    const answers = await Promise.all(
      [0, 1, 2].map(() => d.call('recharge', token, body, 'kept-key')),
    );
    const numbers = new Set(answers.map((a) => (a.data as { orderNo: string }).orderNo));
    expect(numbers.size).toBe(1);
    const [orderNo] = [...numbers];
    await d.sandboxPay(orderNo!, 'success');
    await d.sandboxPay(orderNo!, 'success');
    expect(await d.orderOf(token, orderNo!)).toMatchObject({ status: 'credited', bonus: 4_000 });
    expect(await d.state(token)).toMatchObject({ coin: 0, bonusCoin: 24_000 });
  });
});
