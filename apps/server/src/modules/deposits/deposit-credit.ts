import { couponBonus } from '@lobby/contract/values/coupons';
import type { Db } from '@/db/database';
import { HouseAccount, promotionsAccount, transfer, UserAccount } from '@/ledger/ledger';
import type { BonusRules } from '../bonus/bonus-rules';
import type { BonusService } from '../bonus/bonus.service';
import type { CouponsService } from '../coupons/coupons.service';
import { depositBonus, type BonusRule } from './deposit-bonus';
import type { DepositRules } from './deposit-rules';
import {
  addToTotals,
  lockTotals,
  markCredited,
  type DepositEvent,
  type DepositOrder,
} from './deposits.repo';

/** The ledger key of an order's deposit (its bonus has the bonus module's key), ever once. */
export const depositKey = (orderNo: string) => `deposit:${orderNo}`;

/**
 * The credit of a paid deposit, inside its order's transaction: its coupon's bonus or the
 * deposit's own, or the money as cash, then the player's deposit summary and the order's state.
 */
export class DepositCredit {
  constructor(
    private readonly deps: {
      /** Bonuses taken with a deposit (modules/bonus). */
      bonus: BonusService;
      /** Deposit coupons the player uses with a deposit (modules/coupons). */
      coupons: CouponsService;
    },
  ) {}

  /**
   * Credits a locked order that is paid (or is being marked paid now): the player's deposit
   * summary and the money by keyed ledger transfers, to cash or, when the player took the bonus
   * and one applies, to a bonus opened with the deposit locked in it (docs/rules.md "Bonus
   * money"). Answers the order as credited.
   */
  async credit(
    trx: Db,
    order: DepositOrder,
    context: {
      rules: DepositRules;
      bonusRules: BonusRules;
      paidNow?: { providerRef: string };
      event?: DepositEvent;
    },
  ): Promise<DepositOrder> {
    const { rules, bonusRules } = context;
    const orderNo = order.orderNo;
    const userId = Number(order.userId);
    const amount = Number(order.amount);
    const totals = await lockTotals(trx, userId);
    const memo = { ref: orderNo, rechargeTypeId: order.rechargeTypeId };
    // A deposit carries one bonus at most: its coupon's, which replaces any offer.
    const coupon =
      order.couponId === null
        ? null
        : await this.deps.coupons.take(trx, Number(order.couponId), { orderNo, userId });
    if (coupon) {
      const couponPays = couponBonus(coupon.terms, amount);
      const granted =
        couponPays > 0 &&
        (await this.deps.bonus.grant(
          trx,
          {
            userId,
            orderNo,
            kind: 'coupon',
            coupon: { terms: coupon.terms, source: promotionsAccount(coupon.activity) },
            deposit: amount,
            bonus: couponPays,
            depositKey: depositKey(orderNo),
            memo: { ...memo, couponId: coupon.id },
          },
          bonusRules,
        ));
      if (granted) {
        await this.deps.coupons.used(trx, coupon.id, orderNo, couponPays);
        return this.finishCredit(trx, order, { bonus: couponPays, rule: 'coupon' }, context);
      }
      // A bonus opened since the order was made (one at a time): the coupon stays the player's.
      await this.deps.coupons.release(trx, coupon.id);
    }
    let bonus: { bonus: number; rule: BonusRule | null } = { bonus: 0, rule: null };
    if (order.takeBonus && amount >= bonusRules.minDeposit) {
      bonus = depositBonus({
        amount,
        channelBonusBp: order.channelBonusBp,
        firstBonusOpen: !totals.firstBonusTaken,
        firstToday: totals.firstToday,
        rules,
      });
      if (bonus.rule === 'channel' && rules.channelBonusDailyCap > 0) {
        const room = Math.max(0, rules.channelBonusDailyCap - totals.channelBonusToday);
        bonus =
          room > 0
            ? { bonus: Math.min(bonus.bonus, room), rule: 'channel' }
            : { bonus: 0, rule: null };
      }
    }
    const granted =
      bonus.rule !== null &&
      bonus.bonus > 0 &&
      (await this.deps.bonus.grant(
        trx,
        {
          userId,
          orderNo,
          kind: bonus.rule,
          deposit: amount,
          bonus: bonus.bonus,
          depositKey: depositKey(orderNo),
          memo,
        },
        bonusRules,
      ));
    if (!granted) {
      // No bonus (not asked for, none applies, or one is open already): the deposit is cash.
      bonus = { bonus: 0, rule: null };
      await transfer(trx, {
        key: depositKey(orderNo),
        kind: 'deposit',
        userId,
        legs: [
          { account: { house: HouseAccount.Deposits }, amount: -amount },
          { account: { userId, kind: UserAccount.Coin }, amount },
        ],
        wagering: amount,
        memo,
      });
    }
    return this.finishCredit(trx, order, bonus, context);
  }

  /** The credit's last steps, its money moved: the player's summary and the order's new state. */
  private async finishCredit(
    trx: Db,
    order: DepositOrder,
    bonus: { bonus: number; rule: BonusRule | 'coupon' | null },
    context: { paidNow?: { providerRef: string }; event?: DepositEvent },
  ) {
    await addToTotals(
      trx,
      Number(order.userId),
      Number(order.amount),
      order.rechargeTypeId,
      bonus.rule === 'channel' ? bonus.bonus : 0,
      bonus.rule === 'first_deposit',
    );
    return markCredited(trx, order.orderNo, bonus, {
      ...(context.paidNow ? { paidNow: context.paidNow } : {}),
      ...(context.event ? { event: context.event } : {}),
    });
  }
}
