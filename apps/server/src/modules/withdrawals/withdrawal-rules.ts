import { z } from 'zod';

/**
 * The withdrawal rules of docs/rules.md "Withdrawals", as the operator may change them
 * (operator_settings key `withdrawals`). Amounts in hundredths. The receiving account number's
 * length is appConfig `limits.withdrawAccount`, which the client shows too.
 */
export const WithdrawalRules = z.object({
  minAmount: z.number().int().min(1).default(5_000),
  maxAmount: z.number().int().min(1).default(5_000_000),
  /** Requests a player may make per UTC day (failed payouts do not count). */
  dailyTimes: z.number().int().min(0).max(1_000).default(3),
  /** Fee in basis points of the amount, taken out of what is paid (0.5% = 50). */
  feeBp: z.number().int().min(0).max(5_000).default(0),
  /** Requests at or under this go to payout without a review; larger ones wait for an operator. */
  autoApproveMax: z.number().int().min(0).default(100_000),
  /**
   * Hours withdrawals stay blocked after a receiving account is added (not the first) or
   * changed, and after the password is set, changed or reset.
   */
  changeBlockHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 30)
    .default(24),
  maxAccounts: z.number().int().min(1).max(50).default(5),
  /**
   * A request of a player who never had a credited deposit waits for review, whatever its
   * amount (the hold reason `no_deposit`).
   */
  requireDepositForAuto: z.boolean().default(true),
  /**
   * A player's requests wait for review until an operator has approved one of theirs (the hold
   * reason `first_withdrawal`).
   */
  firstWithdrawalReview: z.boolean().default(true),
  /**
   * A receiving account (bank and number) another player also holds: `refuse` refuses adding it,
   * changing to it and withdrawing to it (WITHDRAW_ACCOUNT_IN_USE); `review` lets it be saved
   * and holds every request to it for review (the hold reason `shared_account`, naming the
   * other players).
   */
  sharedAccount: z.enum(['refuse', 'review']).default('refuse'),
  /**
   * Cash that no-deposit rewards (sign-up bonus, follow rewards) converted into may be withdrawn
   * only once the player's credited deposits reach this (hundredths); before that, a request
   * that would take it is refused (WITHDRAW_DEPOSIT_REQUIRED). 0 turns the rule off.
   */
  rewardCashMinDeposit: z.number().int().min(0).default(1_000),
  /** Seconds between two status queries of a payout in flight (doubling every 20 queries, ≤ 10 min). */
  payoutCheckSeconds: z.number().int().min(1).max(3_600).default(15),
});
export type WithdrawalRules = z.output<typeof WithdrawalRules>;

export const WITHDRAWAL_RULES_KEY = 'withdrawals';
