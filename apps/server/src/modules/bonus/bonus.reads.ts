import { sql, type RawBuilder } from 'kysely';
import { UserAccount } from '@/ledger/ledger';
import { balanceSql } from '@/ledger/ledger.repo';

/**
 * What other modules may read of the bonus packages: SQL pieces of a player's id for their one
 * statement (the withdrawal page, the first-deposit offer), so only this module names `bonus_packages`.
 */

/** Whether the player has an open bonus: SQL of their id. */
export const bonusOpenSql = (userId: number | RawBuilder<unknown>) => sql<boolean>`exists (
  select 1 from bonus_packages where user_id = ${userId} and status = 'open'
)`;

/** What the withdrawal page shows of the open bonus (its balance included), or null without one. */
export interface OpenBonusView {
  deposit: number;
  bonus: number;
  balance: number;
  wageringRequired: number;
  wageringLeft: number;
}

/** The player's open bonus as JSON (OpenBonusView), null without one. */
export const openBonusJsonSql = (userId: RawBuilder<number>) => sql<OpenBonusView | null>`(
  select json_build_object(
    'deposit', p.deposit, 'bonus', p.bonus,
    'balance', ${balanceSql(userId, UserAccount.Bonus)},
    'wageringRequired', p.wagering_required, 'wageringLeft', p.wagering_left
  )
  from bonus_packages p where p.user_id = ${userId} and p.status = 'open'
)`;

/**
 * The cash the player's no-deposit rewards converted into, ever (the sum of what bonus packages
 * with no deposit in them returned to cash): the withdrawal rule on reward-derived cash
 * (docs/rules.md "Withdrawals"). SQL of their id.
 */
export const rewardCashSql = (userId: number | RawBuilder<unknown>) => sql<number>`coalesce((
  select sum(cash_returned) from bonus_packages
  where user_id = ${userId} and status = 'completed' and deposit = 0
), 0)`;
