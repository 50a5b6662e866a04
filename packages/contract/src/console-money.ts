import { z } from 'zod';
import { RequestId } from './common';
import { PageRequest, pageOf } from './pagination';
import { ExchangeStatusValue, RechargeStatusValue } from './wallet';

/**
 * The console's money tools (docs/console.md "Money"): the withdrawal review queue and its
 * decisions, deposits with their provider events, the day's reconciliation and what each
 * promotion has cost. Amounts are integers in hundredths; times unix seconds.
 */

const EpochSeconds = z.number().int();
const Money = z.number().int();
const OrderNo = z.string().trim().min(1).max(64);
/** A UTC calendar day that exists, `2026-12-24`. */
const Day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date, YYYY-MM-DD')
  .refine((day) => {
    const time = Date.parse(`${day}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
  }, 'a date that exists');

// ---- withdrawals ----

/** A withdrawal order as the review queue shows it (the account number masked). */
/** A named reason a withdrawal waits for review (docs/rules.md "Withdrawals"), as the order keeps it. */
export const WithdrawalHoldReason = z.object({
  /** `above_auto_max`, `no_deposit`, `first_withdrawal`, `shared_account`, `risk_score`, `risk.<reason>`. */
  code: z.string(),
  detail: z.string(),
});

export const ConsoleWithdrawal = z.object({
  orderNo: z.string(),
  userId: z.number().int().positive(),
  nickname: z.string().nullable(),
  vip: z.number().int().nullable(),
  /** What the player asked for, the fee included; `amount - fee` is paid out. */
  amount: Money,
  fee: Money,
  status: ExchangeStatusValue,
  bankCode: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  /** The receiving account's number, all but its last four digits masked. */
  accountNo: z.string(),
  reviewedBy: z.string().nullable(),
  reviewedAt: EpochSeconds.nullable(),
  reviewNote: z.string().nullable(),
  provider: z.string().nullable(),
  providerRef: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: EpochSeconds,
  settledAt: EpochSeconds.nullable(),
  /** Why it went to review rather than out at once, in order; empty when it was not held. */
  holdReasons: z.array(WithdrawalHoldReason),
});
export type ConsoleWithdrawal = z.infer<typeof ConsoleWithdrawal>;

export const WithdrawalQueueRequest = PageRequest.extend({
  /** Absent: the queue, pending_review. */
  status: ExchangeStatusValue.default('pending_review'),
  userId: RequestId.optional(),
});
/** Oldest first: the review queue's order. */
export const WithdrawalQueueAnswer = pageOf(ConsoleWithdrawal);
export type WithdrawalQueueAnswer = z.infer<typeof WithdrawalQueueAnswer>;

export const WithdrawalOrderRequest = z.object({ orderNo: OrderNo });
export const WithdrawalOrderAnswer = z.object({
  order: ConsoleWithdrawal,
  /** The player's coin balance and withdrawal hold now. */
  balance: Money,
  withdrawHold: Money,
  /** The player's latest withdrawals, this one included, newest first. */
  recent: z.array(ConsoleWithdrawal),
  /** Whether the payout is made by hand (PAYOUT_PROVIDER=manual): Mark paid is offered. */
  manualPayouts: z.boolean(),
});
export type WithdrawalOrderAnswer = z.infer<typeof WithdrawalOrderAnswer>;

export const WithdrawalApproveRequest = z.object({ orderNo: OrderNo });
/** The reason is required (1642 without one); the player is told the order was refused. */
export const WithdrawalRefuseRequest = z.object({
  orderNo: OrderNo,
  reason: z.string().trim().max(500).default(''),
});
/** The bank's reference of the transfer made by hand is required (1643 without one). */
export const WithdrawalMarkPaidRequest = z.object({
  orderNo: OrderNo,
  reference: z.string().trim().max(128).default(''),
});
export const WithdrawalDecisionAnswer = z.object({ order: ConsoleWithdrawal });
export type WithdrawalDecisionAnswer = z.infer<typeof WithdrawalDecisionAnswer>;

// ---- deposits ----

export const ConsoleDeposit = z.object({
  orderNo: z.string(),
  userId: z.number().int().positive(),
  nickname: z.string().nullable(),
  amount: Money,
  bonus: Money,
  currency: z.string(),
  provider: z.string(),
  providerRef: z.string().nullable(),
  status: RechargeStatusValue,
  createdAt: EpochSeconds,
  paidAt: EpochSeconds.nullable(),
  creditedAt: EpochSeconds.nullable(),
});
export type ConsoleDeposit = z.infer<typeof ConsoleDeposit>;

export const DepositSearchRequest = PageRequest.extend({
  /** An order number, exactly. */
  orderNo: OrderNo.optional(),
  userId: RequestId.optional(),
  status: RechargeStatusValue.optional(),
});
/** Newest first. */
export const DepositSearchAnswer = pageOf(ConsoleDeposit);
export type DepositSearchAnswer = z.infer<typeof DepositSearchAnswer>;

/** What a provider told us about an order (a webhook or a status query) and what came of it. */
export const DepositProviderEvent = z.object({
  id: z.number().int().positive(),
  provider: z.string(),
  source: z.string(),
  eventId: z.string().nullable(),
  /** credited, failed, duplicate, ignored, unknown_order or mismatch. */
  outcome: z.string(),
  detail: z.string().nullable(),
  /** The start of the body as received (a webhook's; null for a status query). */
  body: z.string().nullable(),
  receivedAt: EpochSeconds,
});
export type DepositProviderEvent = z.infer<typeof DepositProviderEvent>;

export const DepositOrderRequest = z.object({ orderNo: OrderNo });
export const DepositOrderAnswer = z.object({
  order: ConsoleDeposit,
  /** Oldest first. */
  events: z.array(DepositProviderEvent),
});
export type DepositOrderAnswer = z.infer<typeof DepositOrderAnswer>;

// ---- reconciliation ----

export const ReconciliationRequest = z.object({ day: Day });

/** A count and a sum of one side. */
const Tally = z.object({ count: z.number().int().min(0), amount: Money });

/** An order on one side and not the other, or on both with different amounts. */
export const ReconciliationMismatch = z.object({
  kind: z.enum(['deposits', 'withdrawals']),
  provider: z.string(),
  orderNo: z.string(),
  problem: z.enum(['ledger_only', 'provider_only', 'amount_differs']),
  /** Null: not on that side. */
  ledgerAmount: Money.nullable(),
  providerAmount: Money.nullable(),
});
export type ReconciliationMismatch = z.infer<typeof ReconciliationMismatch>;

export const ReconciliationAnswer = z.object({
  day: Day,
  /** The day's bounds, [from, to), unix seconds: midnight to midnight UTC. */
  from: EpochSeconds,
  to: EpochSeconds,
  /** Per kind and provider: what the ledger moved, and what the provider confirmed. */
  rows: z.array(
    z.object({
      kind: z.enum(['deposits', 'withdrawals']),
      provider: z.string(),
      ledger: Tally,
      confirmed: Tally,
    }),
  ),
  mismatches: z.array(ReconciliationMismatch),
  /** Provider events of the day that did not match their order's amount or currency. */
  eventMismatches: z.number().int().min(0),
});
export type ReconciliationAnswer = z.infer<typeof ReconciliationAnswer>;

// ---- promotions ----

export const PromotionsCostRequest = z
  .object({ from: Day, to: Day })
  .refine((r) => r.from <= r.to, { message: 'from is after to', path: ['to'] });
export const PromotionsCostAnswer = z.object({
  from: Day,
  to: Day,
  list: z.array(
    z.object({
      activity: z.string(),
      /** What its promotions account paid out in the days (hundredths). */
      cost: Money,
      /** Grants made in the days, by state: how many and their coin. */
      grants: z.array(
        z.object({ status: z.string(), count: z.number().int().min(0), coin: Money }),
      ),
    }),
  ),
  total: Money,
});
export type PromotionsCostAnswer = z.infer<typeof PromotionsCostAnswer>;
