import { z } from 'zod';

/**
 * The deposit rules the operator may change (operator_settings key `deposits`; docs/rules.md
 * "Deposits"). The channel limits and the channel bonus are appConfig's `rechargeTypes`, which
 * the client shows; these are the numbers it does not.
 */
export const DepositRules = z.object({
  /** ISO 4217 code every order is charged in. */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default('USD'),
  /** An order not paid within this many minutes expires. */
  orderTtlMinutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(30),
  /** Bonus on the player's first deposit ever, in basis points of it (2000 = 20%). */
  firstDepositBonusBp: z.number().int().min(0).max(100_000).default(2_000),
  /** Bonus on the player's first deposit of a UTC day, in basis points. */
  dailyFirstDepositBonusBp: z.number().int().min(0).max(100_000).default(500),
  /** The most bonus one deposit earns, in hundredths; 0 means no cap. */
  maxBonus: z.number().int().min(0).default(500_000),
  /** The most channel bonus a player earns in a UTC day, in hundredths; 0 means no cap. */
  channelBonusDailyCap: z.number().int().min(0).default(10_000),
  /** A webhook this many seconds overdue sends reconciliation to ask the provider. */
  reconcileAfterSeconds: z.number().int().min(10).max(86_400).default(120),
  /** Between two status queries of one order, in seconds. */
  recheckSeconds: z.number().int().min(10).max(86_400).default(60),
  /** Expired orders are still asked about for this many hours (a payment may land late). */
  lateCheckHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 30)
    .default(24),
  /** Between two status queries of one expired order, in minutes. */
  lateRecheckMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
});
export type DepositRules = z.output<typeof DepositRules>;

export const DEPOSIT_RULES_KEY = 'deposits';
