import type { CoinDetailKind, ExchangeStatus, RechargeStatus } from '@lobby/contract/wallet';

/**
 * Contract values the wallet pages use at runtime, mirrored here because the contract's wallet
 * module carries zod (ADR 0010: no zod in the browser); wallet-constants.test.ts checks them.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** The kinds of coin movement, in the order the filter offers them. */
export const COIN_DETAIL_KINDS = [
  'deposit',
  'deposit_bonus',
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
] as const satisfies readonly CoinDetailKind[];

export const RECHARGE_STATUSES = [
  'created',
  'paid',
  'credited',
  'failed',
  'expired',
] as const satisfies readonly RechargeStatus[];

export const EXCHANGE_STATUSES = [
  'pending_review',
  'approved',
  'paying',
  'paid',
  'rejected',
  'failed',
] as const satisfies readonly ExchangeStatus[];

/** A deposit order still moving: its page keeps asking until it settles. */
export const depositSettled = (status: RechargeStatus) =>
  status === 'credited' || status === 'failed' || status === 'expired';

/** docs/rules.md "Withdrawals": at most 5 receiving accounts (the server refuses a sixth with 1211). */
export const MAX_RECEIVING_ACCOUNTS = 5;

/** Rows per page of the record lists. */
export const RECORD_PAGE_SIZE = 20;
