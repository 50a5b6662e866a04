import { z } from 'zod';
import { PasswordThrottleRules } from './password-throttle';

/**
 * The account rules of docs/rules.md, as the operator may change them (operator_settings key
 * `accounts`). The field limits the client shows (account, password, nickname, code lengths)
 * are appConfig's `limits` instead, so both sides read the same numbers.
 */
export const AccountRules = z.object({
  /** The name SMS texts sign with. */
  smsBrand: z.string().min(1).max(32).default('Crown Lobby'),
  /** Seconds an SMS code stays valid. */
  smsCodeTtlSeconds: z.number().int().min(60).max(3600).default(300),
  /** Wrong tries that kill a code. */
  smsMaxAttempts: z.number().int().min(1).max(20).default(5),
  /** Seconds between two codes to one number. */
  smsResendSeconds: z.number().int().min(0).max(3600).default(60),
  /**
   * Codes a number gets in a day before each further one needs a solved challenge and waits
   * longer (the resend gap doubling, up to smsSlowdownCapSeconds): soft, so the number's owner
   * always gets a code, and somebody else's sends cannot lock them out.
   */
  smsPerNumberPerDay: z.number().int().min(1).default(10),
  smsSlowdownCapSeconds: z.number().int().min(60).max(86_400).default(1_800),
  /** Codes per hour to numbers sharing all but their last four digits (SMS pumping); soft. */
  smsPerPrefixPerHour: z.number().int().min(1).default(50),
  /** The caller's own budgets, hard: codes per hour per client IP and per device. */
  smsPerIpPerHour: z.number().int().min(1).default(20),
  smsPerDevicePerHour: z.number().int().min(1).default(10),
  /**
   * Wrong passwords on one account name or phone before each further try needs a solved
   * challenge and waits: passwordDelayBaseSeconds, doubling with every further failure, never
   * more than passwordLockMinutes. A try during the wait is refused and counts nothing; SMS
   * sign-in and password reset never wait (password-throttle.ts, shared with the console).
   */
  ...PasswordThrottleRules.shape,
  /** The caller's own budget: wrong passwords per hour per IP and per device, then challenges. */
  passwordFailuresPerSourcePerHour: z.number().int().min(1).default(30),
  /**
   * A signed-in player's wrong proofs (the password asked again before a receiving account, a
   * withdrawal or a new password; the safebox PIN), all on one count: this many lock them all
   * for proofLockMinutes, even with the right value. Each wrong proof keeps the count alive
   * that long.
   */
  proofMaxFailures: z.number().int().min(1).max(100).default(5),
  proofLockMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
});
export type AccountRules = z.output<typeof AccountRules>;

export const ACCOUNT_RULES_KEY = 'accounts';
