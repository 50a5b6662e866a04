import type { RechargeStatus } from '@lobby/contract/values/wallet';

/** A deposit order still moving: its page keeps asking until it settles. */
export const depositSettled = (status: RechargeStatus) =>
  status === 'credited' || status === 'failed' || status === 'expired';

/** Rows per page of the record lists. */
export const RECORD_PAGE_SIZE = 20;
