import type { KycLimitRefusalData, KycWithdrawLimit } from '@lobby/contract/kyc';
import { ErrorCode } from '@lobby/contract/values/errors';
import type { Hundredths } from '@lobby/contract/values/money';
import { ApiError } from '@/lib/api-errors';

/**
 * A request past the player's verification tier (ADR 0073): which limit (null: what is left of
 * the withdrawals, the page's own figure), the player's tier, what is left under it, and the
 * tier the request needs (null: none allows it).
 */
export interface TierNeed {
  limit: KycLimitRefusalData['limit'] | null;
  tier: number;
  left: Hundredths;
  requiredTier: number | null;
}

const LIMITS: readonly string[] = ['depositMonthly', 'withdrawMonthly', 'withdrawLifetime'];
const tierOrNull = (value: unknown) =>
  value === 0 || value === 1 || value === 2 ? value : value === null ? null : undefined;

/**
 * The tier a refusal names (KYC_DEPOSIT_LIMIT, KYC_WITHDRAW_LIMIT with its data), or null for any
 * other refusal (which is told in its own words).
 */
export function tierNeedOf(error: unknown): TierNeed | null {
  if (!(error instanceof ApiError)) return null;
  if (
    error.errcode !== ErrorCode.KYC_DEPOSIT_LIMIT &&
    error.errcode !== ErrorCode.KYC_WITHDRAW_LIMIT
  )
    return null;
  const data = (error.data ?? {}) as Partial<Record<keyof KycLimitRefusalData, unknown>>;
  const tier = tierOrNull(data.tier);
  const requiredTier = tierOrNull(data.requiredTier);
  if (
    typeof data.limit !== 'string' ||
    !LIMITS.includes(data.limit) ||
    tier === undefined ||
    tier === null ||
    requiredTier === undefined ||
    typeof data.left !== 'number'
  )
    return null;
  return { limit: data.limit as TierNeed['limit'], tier, left: data.left, requiredTier };
}

/**
 * A withdrawal of `amount` past what the tier leaves (getExchange `kyc`), caught before it is
 * sent; null when the tier allows it (or sets no limit).
 */
export function withdrawTierNeed(
  amount: Hundredths | null,
  kyc: KycWithdrawLimit | undefined,
): TierNeed | null {
  if (amount === null || !kyc || kyc.withdrawLeft === null || amount <= kyc.withdrawLeft)
    return null;
  return { limit: null, tier: kyc.tier, left: kyc.withdrawLeft, requiredTier: kyc.nextTier };
}
