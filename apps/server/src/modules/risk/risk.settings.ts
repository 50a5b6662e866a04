import { z } from 'zod';

/** The operator setting of the risk desk (operator_settings key `risk`). */
export const RISK_RULES_KEY = 'risk';

const weight = (fallback: number) => z.number().int().min(0).max(1_000).default(fallback);

/**
 * The risk desk's rules (docs/security.md "Fraud and abuse"): when two players are linked, the
 * velocity limits of the sign-up bonus, and the weight of each reason of the risk score. Flat
 * fields, each with its default, so an operator's document sets only what it changes.
 */
export const RiskRules = z.object({
  /**
   * Two players seen on the same IP this close in time (seconds) are linked; and two players
   * without a device (no fingerprint sent) on the same /24 (IPv6: /64) this close.
   */
  ipWindowSeconds: z
    .number()
    .int()
    .min(0)
    .max(90 * 24 * 3600)
    .default(24 * 3600),
  /**
   * More than this many sign-ups from one /24 (IPv6: /64) within an hour of each other link
   * every one of them (a farm rotating addresses inside one network).
   */
  signUpsPerIp24PerHour: z.number().int().min(1).max(100_000).default(10),
  /** Sign-up bonus claims per hour by players seen on the claimant's (latest) IP. */
  signUpClaimsPerIpPerHour: z.number().int().min(1).max(100_000).default(3),
  /** … on its /24 (IPv6: /64). */
  signUpClaimsPerIp24PerHour: z.number().int().min(1).max(100_000).default(10),
  /** … with the claimant's phone prefix (country code and 3 national digits). */
  signUpClaimsPerPhonePrefixPerHour: z.number().int().min(1).max(100_000).default(50),
  /** A withdrawal requested within this many hours of a reward's claim is a fast cash-out. */
  fastCashOutHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 30)
    .default(24),
  /** Each reason's weight in the score (risk-score.ts). */
  weightLinkedAccounts: weight(30),
  weightSharedPayoutAccount: weight(40),
  weightNoDevice: weight(10),
  weightVelocity: weight(20),
  weightBonusOnlyPlay: weight(15),
  weightFastCashOut: weight(25),
  /** A player scoring above this is for a human to review (withdrawals wait for one). */
  reviewAbove: z.number().int().min(0).max(100_000).default(50),
});
export type RiskRules = z.output<typeof RiskRules>;
