import type { ExchangeStatus, RechargeStatus } from '@lobby/contract/values/wallet';

export type StatusTone = 'success' | 'pending' | 'failed';

export const rechargeTone = (status: RechargeStatus): StatusTone =>
  status === 'credited'
    ? 'success'
    : status === 'failed' || status === 'expired'
      ? 'failed'
      : 'pending';

export const exchangeTone = (status: ExchangeStatus): StatusTone =>
  status === 'paid'
    ? 'success'
    : status === 'rejected' || status === 'failed'
      ? 'failed'
      : 'pending';

/** The steps of a withdrawal the player sees, and how far an order has come. */
export const EXCHANGE_STEPS = ['requested', 'approved', 'paying', 'paid'] as const;

/**
 * The timeline of a withdrawal: the index of the step reached (0 requested … 3 paid) and whether
 * it ended there refused or failed (the amount then returned to the balance).
 */
export function exchangeProgress(status: ExchangeStatus): { reached: number; stopped: boolean } {
  switch (status) {
    case 'pending_review':
      return { reached: 0, stopped: false };
    case 'approved':
      return { reached: 1, stopped: false };
    case 'paying':
      return { reached: 2, stopped: false };
    case 'paid':
      return { reached: 3, stopped: false };
    case 'rejected':
      return { reached: 0, stopped: true };
    case 'failed':
      return { reached: 2, stopped: true };
  }
}
