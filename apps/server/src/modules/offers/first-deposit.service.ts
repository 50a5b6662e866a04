import type { FirstDepositInfoAnswer } from '@lobby/contract/offers';
import { epochSeconds } from '@/core/epoch-seconds';
import type { Db } from '@/db/database';
import type { BonusService } from '../bonus/bonus.service';
import { DEPOSIT_RULES_KEY, DepositRules } from '../deposits/deposit-rules';
import type { SettingsService } from '../settings/settings.service';
import { firstDepositOf } from './offers.repo';

/**
 * The first-deposit offer (docs/rewards/offers.md "First deposit"): no bonus of its own. The deposit
 * module pays it (`deposits.firstDepositBonusBp` up to `deposits.maxBonus`, played under
 * `bonus.terms.first_deposit`) on the player's first credited deposit that takes it (`takeBonus`,
 * at least the bonus minimum, no other bonus open); until then the offer stays open (ADR 0056).
 * This answers those terms and where the offer stands for the player, from one statement.
 */
export class FirstDepositService {
  constructor(private readonly deps: { db: Db; settings: SettingsService; bonus: BonusService }) {}

  async info(userId: number | null): Promise<FirstDepositInfoAnswer> {
    const [deposits, bonusRules, state] = await Promise.all([
      this.deps.settings.get(DEPOSIT_RULES_KEY, DepositRules),
      this.deps.bonus.rules(),
      userId === null ? null : firstDepositOf(this.deps.db, userId),
    ]);
    const terms = bonusRules.terms.first_deposit;
    return {
      percentBp: deposits.firstDepositBonusBp,
      maxBonus: deposits.maxBonus,
      minDeposit: bonusRules.minDeposit,
      wageringMultiple: terms.wageringMultiple,
      maxWinMultiple: terms.maxWinMultiple,
      state: state?.bonus ? 'done' : 'open',
      bonusOpen: state?.bonusOpen ?? false,
      bonus: state?.bonus
        ? {
            orderNo: state.bonus.orderNo,
            deposit: state.bonus.deposit,
            amount: state.bonus.amount,
            creditedAt: epochSeconds(state.bonus.creditedAt),
          }
        : null,
    };
  }
}
