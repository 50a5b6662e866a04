/**
 * The wallet's plain values (docs/api.md, docs/rules.md): the idempotency header, the states an
 * order goes through and the kinds of coin movement. wallet.ts builds its schemas from them.
 */

/** Money calls that move coin take this header (1–64 of [A-Za-z0-9_.:-]; wallet.ts). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** A receiving account holder's name, at most this many characters (wallet.ts; the form's input). */
export const ACCOUNT_HOLDER_MAX_LENGTH = 64;

export const RechargeStatus = {
  Created: 'created',
  Paid: 'paid',
  Credited: 'credited',
  Failed: 'failed',
  Expired: 'expired',
} as const;
export type RechargeStatus = (typeof RechargeStatus)[keyof typeof RechargeStatus];

export const ExchangeStatus = {
  PendingReview: 'pending_review',
  Approved: 'approved',
  Paying: 'paying',
  Paid: 'paid',
  Rejected: 'rejected',
  Failed: 'failed',
} as const;
export type ExchangeStatus = (typeof ExchangeStatus)[keyof typeof ExchangeStatus];

/** The kinds of movement a player sees in their coin records, in the order a filter offers them. */
export const COIN_DETAIL_KINDS = [
  'deposit',
  'deposit_bonus',
  'reward_coin',
  'fund_purchase',
  'withdraw',
  'withdraw_refund',
  'safebox_in',
  'safebox_out',
  'bet',
  'win',
  'bonus',
  'bonus_convert',
  'bonus_forfeit',
  'retrieve',
  'adjustment',
] as const;
export type CoinDetailKind = (typeof COIN_DETAIL_KINDS)[number];
