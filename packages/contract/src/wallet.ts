import { z } from 'zod';
import { AppUserBank } from './account';
import { bodyOf, RequestEpochSeconds, RequestId } from './common';
import { CursorPageRequest, PageRequest, cursorPageOf, pageOf } from './pagination';
import { KycWithdrawLimit } from './kyc';
import { AMOUNT_MAX } from './values/money';
import {
  ACCOUNT_HOLDER_MAX_LENGTH,
  COIN_DETAIL_KINDS,
  ExchangeStatus,
  RechargeStatus,
} from './values/wallet';

/**
 * The money calls (docs/api.md "Calls the product needs but does not list", docs/rules.md).
 * Every amount is an integer of hundredths. Money calls that move coin take an optional
 * `idempotency-key` header (1–64 of [A-Za-z0-9_.:-]): a repeat with the same key answers what the
 * first answered, before any other rule is checked; a key reused for another body is refused.
 */

const Id = z.number().int().positive();
/** A positive amount of hundredths, at most 10^12 (10 billion coins). */
export const Amount = z.number().int().min(1).max(AMOUNT_MAX);
const EpochSeconds = z.number().int();

export const IdempotencyKey = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/);

// ---- deposits ----

export const RechargeStatusValue = z.enum(RechargeStatus);

export const RechargeRequest = bodyOf({
  rechargeTypeId: RequestId,
  amount: Amount,
  /**
   * Take the deposit's bonus (docs/rules.md "Bonus money"): the deposit is then locked with the
   * bonus until its wagering is done. Without it, the deposit is cash and earns no bonus.
   */
  takeBonus: z.boolean().optional(),
  /**
   * A coupon of the player's to use with this deposit (couponList, docs/rewards/coupons.md):
   * held by the order until it is credited (the coupon's bonus is then the deposit's bonus,
   * instead of any offer) or fails or expires (the coupon is available again).
   */
  couponId: RequestId.optional(),
});
export const RechargeAnswer = z.object({
  orderNo: z.string(),
  /** The provider's checkout page to open (the sandbox's is served by this server). */
  payUrl: z.string(),
  status: RechargeStatusValue,
});

export const RechargeOrder = z.object({
  orderNo: z.string(),
  rechargeTypeId: Id,
  amount: z.number().int(),
  /** The deposit bonus credited with it (first deposit, daily first deposit, channel bonus). */
  bonus: z.number().int(),
  status: RechargeStatusValue,
  createdAt: EpochSeconds,
  creditedAt: EpochSeconds.nullable(),
  /** The checkout to finish paying, while the order is `created` and not expired; else null. */
  payUrl: z.string().nullable(),
  /** When a `created` order expires (epoch seconds). */
  expiresAt: EpochSeconds,
});
export type RechargeOrder = z.infer<typeof RechargeOrder>;

export const RechargeOrderRequest = bodyOf({ orderNo: z.string().min(1).max(64) });
export const RechargeOrderListRequest = bodyOf({
  ...PageRequest.shape,
  status: RechargeStatusValue.optional(),
});
export const RechargeOrderListAnswer = pageOf(RechargeOrder);

/** Trade info (docs/glossary.md) with firstRecharge. */
export const TradeInfoAnswer = z.object({
  totalRecharge: z.number().int(),
  lastRechargeTypeId: z.number().int().nullable(),
  firstRecharge: z.boolean().describe('Whether the first deposit is still to come.'),
  /**
   * The bonus rate (basis points) the next deposit earns from the first-deposit or the day's
   * first-deposit rule, 0 when neither applies; the channel's own `bonusBp` may be higher, and the
   * best one applies, never the sum.
   */
  nextDepositBonusBp: z.number().int(),
  /** The most bonus one deposit earns (hundredths); 0 means no cap. */
  maxBonus: z.number().int(),
  /** Channel bonus the player may still earn today (the daily cap less what was earned); null: no cap. */
  channelBonusLeft: z.number().int().nullable(),
  /** A bonus is open: deposits earn none until it closes (one at a time). */
  bonusOpen: z.boolean(),
  /**
   * The first-deposit bonus's rate while the player has not taken it (basis points), 0 once a
   * deposit took it: it is kept through deposits made without a bonus or while one is open.
   */
  firstDepositBonusBp: z.number().int(),
  /** The smallest deposit that can take a bonus (hundredths). */
  minBonusDeposit: z.number().int(),
});

// ---- withdrawals ----

export const ExchangeStatusValue = z.enum(ExchangeStatus);

/**
 * The operator's limits on receiving accounts, sent with the accounts so the client shows the
 * server's rules (docs/rules.md "Withdrawals").
 */
const ReceivingAccountLimits = {
  /**
   * The most receiving accounts a player may hold: the operator's setting
   * withdrawals.maxAccounts (1–50).
   */
  maxAccounts: z.number().int(),
  /**
   * Hours withdrawals pause after a receiving account is added (not the first) or changed, or the
   * password set, changed or reset: the operator's setting withdrawals.changeBlockHours (0–720).
   */
  accountChangePauseHours: z.number().int(),
};

export const GetExchangeRequest = bodyOf({});
export const GetExchangeAnswer = z.object({
  coin: z.number().int(),
  /** Turnover still required. */
  bet: z.number().int(),
  /** What may be withdrawn now. */
  exchange: z.number().int(),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  dailyTimes: z.number().int(),
  usedTimesToday: z.number().int(),
  /** Fee in basis points of the amount. */
  feeBp: z.number().int(),
  /**
   * Withdrawals are blocked until then (epoch seconds): after a receiving account was added or
   * changed, or the password set, changed or reset.
   */
  blockedUntil: EpochSeconds.nullable(),
  appUserBankList: z.array(AppUserBank),
  ...ReceivingAccountLimits,
  /**
   * The open bonus a withdrawal request would end (docs/rules.md "Bonus money"): its balance and
   * what ending it returns to cash; null without one.
   */
  openBonus: z
    .object({
      balance: z.number().int(),
      forfeitReturn: z.number().int(),
      /** Its wagering: valid bets counted so far, and in all, before it converts to cash. */
      wageringDone: z.number().int(),
      wageringRequired: z.number().int(),
    })
    .nullable(),
  /**
   * Cash that free rewards converted into, which may be withdrawn only once the player's
   * deposits reach `minDeposit` (docs/rules.md "Withdrawals"): `amount` of the coin stays until
   * then and is left out of `exchange`; null when nothing is held so.
   */
  rewardCashLocked: z.object({ amount: z.number().int(), minDeposit: z.number().int() }).nullable(),
  /**
   * The verification tier's withdrawal limit (ADR 0073): what may still be withdrawn under the
   * player's tier and the tier a larger request needs (the page links to the step).
   */
  kyc: KycWithdrawLimit,
});

/**
 * That the player asks, not only their session: the sign-in password, or for a player without
 * one an SMS code (purpose bind) sent to their bound phone. Adding or changing a receiving
 * account and each withdrawal request need it (PROOF_REQUIRED, data `{ method }`, without).
 */
const Proof = {
  password: z.string().min(1).max(1024).optional(),
  smsCode: z
    .string()
    .regex(/^\d{4,8}$/)
    .optional(),
};

export const ExchangeRequest = bodyOf({
  amount: Amount,
  /** The receiving account (`appUserBankList[].id`) to pay to. */
  bankId: RequestId,
  /**
   * With a bonus open, the player's consent to end it: what is left of its deposit returns to
   * cash first, the bonus and its winnings go. Without it, BONUS_FORFEIT_REQUIRED.
   */
  forfeitBonus: z.boolean().optional(),
  ...Proof,
});
export const ExchangeAnswer = z.object({ orderNo: z.string(), status: ExchangeStatusValue });

export const ExchangeOrder = z.object({
  orderNo: z.string(),
  amount: z.number().int(),
  fee: z.number().int(),
  status: ExchangeStatusValue,
  bankName: z.string(),
  accountNo: z.string().describe('Masked.'),
  createdAt: EpochSeconds,
  updatedAt: EpochSeconds,
});
export const ExchangeOrderListRequest = bodyOf({
  ...PageRequest.shape,
  status: ExchangeStatusValue.optional(),
});
export const ExchangeOrderListAnswer = pageOf(ExchangeOrder);

// ---- receiving accounts ----

const AccountHolder = z.string().trim().min(1).max(ACCOUNT_HOLDER_MAX_LENGTH);
/** Outer bounds; appConfig limits.withdrawAccount (4–34) is the rule. */
const AccountNo = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9 -]{1,64}$/, 'Letters, digits, spaces and - only.');

export const AddBankInfoRequest = bodyOf({
  bankId: RequestId,
  accountName: AccountHolder,
  accountNo: AccountNo,
  isDefault: z.boolean().optional(),
  ...Proof,
});
export const ModifyBankInfoRequest = bodyOf({
  id: RequestId,
  bankId: RequestId,
  accountName: AccountHolder,
  accountNo: AccountNo,
  isDefault: z.boolean().optional(),
  ...Proof,
});
export const BankInfoListRequest = bodyOf({});
export const BankInfoListAnswer = z.object({
  appUserBankList: z.array(AppUserBank),
  ...ReceivingAccountLimits,
});

// ---- safebox and balance ----

export const BalancesAnswer = z.object({ coin: z.number().int(), safebox: z.number().int() });
export const SafeboxInRequest = bodyOf({ amount: Amount });
export const SafeboxOutRequest = bodyOf({
  amount: Amount,
  safeboxPassword: z.string().regex(/^\d{4,8}$/),
});
export const SetSafeboxPasswordRequest = bodyOf({
  safeboxPassword: z.string().regex(/^\d{4,8}$/, 'The safebox password is digits only.'),
  /** Needed to change a password already set: a code of purpose forget (2) to the bound phone. */
  smsCode: z
    .string()
    .regex(/^\d{4,8}$/)
    .optional(),
});
export const RetrieveBalanceRequest = bodyOf({});
export const RetrieveBalanceAnswer = z.object({ coin: z.number().int() });

// ---- records ----

export const CoinDetailKind = z.enum(COIN_DETAIL_KINDS);

export const CoinDetail = z.object({
  id: Id,
  kind: z.string(),
  /** Signed: what the movement did to coin (0 when it touched only the safebox). */
  amount: z.number().int(),
  /** Coin after the movement. */
  balanceAfter: z.number().int(),
  /** The safebox's change, when the movement touched it. */
  safeboxAmount: z.number().int(),
  /** The bonus balance's change, when the movement touched it (play with a bonus, its close). */
  bonusAmount: z.number().int(),
  /** The order or round behind it, when there is one. */
  ref: z.string().nullable(),
  createdAt: EpochSeconds,
});
export type CoinDetail = z.infer<typeof CoinDetail>;

export const AppUserCoinDetailRequest = bodyOf({
  ...CursorPageRequest.shape,
  kind: CoinDetailKind.optional(),
  /** Epoch seconds, inclusive. */
  from: RequestEpochSeconds.optional(),
  /** Epoch seconds, exclusive. */
  to: RequestEpochSeconds.optional(),
});
export const AppUserCoinDetailAnswer = cursorPageOf(CoinDetail);
