import type { RechargeStatus } from '@lobby/contract/values/wallet';

/** A deposit order still moving: its page keeps asking until it settles. */
export const depositSettled = (status: RechargeStatus) =>
  status === 'credited' || status === 'failed' || status === 'expired';

/**
 * docs/rules.md "Withdrawals": the server's setting `withdrawals.maxAccounts` (1–50, default 5)
 * is the rule and refuses one more with 1211. No answer carries it yet, so this is its default
 * (issue 29 leaves the wire field to add for the lead: bankInfoList / getExchange `maxAccounts`).
 */
export const MAX_RECEIVING_ACCOUNTS = 5;

/** Rows per page of the record lists. */
export const RECORD_PAGE_SIZE = 20;
