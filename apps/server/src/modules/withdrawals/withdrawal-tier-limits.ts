import type { KycLimitRefusalData, KycWithdrawLimit } from '@lobby/contract/kyc';
import type { KycTier } from '@lobby/contract/values/kyc';

/** What the player has used of the tier limits (hundredths). */
export interface TierLimitUse {
  depositMonthly: number;
  withdrawMonthly: number;
  withdrawLifetime: number;
}

/**
 * What a withdrawal asks of the verification tiers (ADR 0073): the know-your-customer module
 * implements it and the composition hands it to `withdrawalsModule`. The withdrawals read the
 * tier and the sums themselves, in the request's transaction behind the player's row (so racing
 * requests are counted one after the other); this answers the rules. Without one, no tier
 * limits a withdrawal.
 */
export interface WithdrawalTierLimits {
  /** The rules under one reading of the settings, made before the request's transaction. */
  prepare(): Promise<{
    /** The operator's time zone: months begin in it. */
    readonly timeZone: string;
    withdrawalRefusal(
      tier: KycTier,
      used: TierLimitUse,
      amount: number,
    ): KycLimitRefusalData | null;
    withdrawView(tier: KycTier, used: TierLimitUse): KycWithdrawLimit;
  }>;
}

/** The page's view without tier limits. */
export const NO_TIER_LIMIT: KycWithdrawLimit = { tier: 0, withdrawLeft: null, nextTier: null };
