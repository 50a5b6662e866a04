import { z } from 'zod';
import { KYC_DEFAULT_MINIMUM_AGE } from '@lobby/contract/values/kyc';

/** The operator setting (operator_settings) of know your customer (ADR 0073). */
export const KYC_RULES_KEY = 'kyc';

/** A limit in hundredths; null: none. */
const Limit = z.number().int().min(0).nullable();

const TierLimits = z.object({
  /** Deposits paid or open in a calendar month of the operator's time zone. */
  depositMonthly: Limit,
  /** Withdrawals requested (not rejected or failed) in a calendar month. */
  withdrawMonthly: Limit,
  /** Withdrawals requested (not rejected or failed) over the account's life. */
  withdrawLifetime: Limit,
});

const TierLimitsSet = z.object({ tier0: TierLimits, tier1: TierLimits, tier2: TierLimits });
const NONE = { depositMonthly: null, withdrawMonthly: null, withdrawLifetime: null };

export const KycRules = z.object({
  /** The jurisdiction's minimum age: younger, tier 1 is refused and the account closed for play. */
  minimumAge: z.number().int().min(16).max(25).default(KYC_DEFAULT_MINIMUM_AGE),
  /**
   * Days a decided review's documents are kept (from the decision; a draft never submitted, from
   * its upload), then the retention job deletes their images. 5 years by default (AML record
   * keeping).
   */
  documentRetentionDays: z.number().int().min(1).max(3650).default(1825),
  /** What each tier allows (docs/player-protection.md "Know your customer"). */
  tierLimits: z.object({ tier0: TierLimits, tier1: TierLimits, tier2: TierLimits }).default({
    tier0: { depositMonthly: 50_000, withdrawMonthly: null, withdrawLifetime: 20_000 },
    tier1: { depositMonthly: 500_000, withdrawMonthly: 200_000, withdrawLifetime: null },
    tier2: { depositMonthly: null, withdrawMonthly: null, withdrawLifetime: null },
  }),
});
export type KycRules = z.infer<typeof KycRules>;

/**
 * Outside production (development, the test suites, the demo) no tier limits apply until the
 * operator sets `tierLimits`: the demo's flows and the suites move more than tier 0 allows. In
 * production the defaults above apply from the first day (ADR 0073).
 */
export const KycRulesOutsideProduction = KycRules.extend({
  tierLimits: TierLimitsSet.default({ tier0: NONE, tier1: NONE, tier2: NONE }),
});

export const kycRulesFor = (appEnv: 'development' | 'test' | 'production') =>
  appEnv === 'production' ? KycRules : KycRulesOutsideProduction;
