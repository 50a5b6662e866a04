import { z } from 'zod';

/**
 * The account rules of design/RULES.md, as the operator may change them (operator_settings key
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
  smsPerNumberPerDay: z.number().int().min(1).default(10),
  smsPerIpPerHour: z.number().int().min(1).default(20),
  /** Codes per hour to numbers sharing all but their last four digits (SMS pumping). */
  smsPerPrefixPerHour: z.number().int().min(1).default(50),
  /** Wrong passwords in a row on one account name or phone before password sign-in locks. */
  passwordMaxFailures: z.number().int().min(1).max(100).default(5),
  passwordLockMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
});
export type AccountRules = z.output<typeof AccountRules>;

export const ACCOUNT_RULES_KEY = 'accounts';
