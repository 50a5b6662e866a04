import type { RechargeStatus } from '@lobby/contract/values/wallet';

/** A deposit order still moving: its page keeps asking until it settles. */
export const depositSettled = (status: RechargeStatus) =>
  status === 'credited' || status === 'failed' || status === 'expired';

/** docs/rules.md "Withdrawals": at most 5 receiving accounts (the server refuses a sixth with 1211). */
export const MAX_RECEIVING_ACCOUNTS = 5;

/** Rows per page of the record lists. */
export const RECORD_PAGE_SIZE = 20;
