import { queryOptions } from '@tanstack/react-query';
import { consoleCall } from '@/lib/api-client';

/**
 * One page of the withdrawals waiting for review, oldest first, each with why it was held (the
 * withdrawal desk's own queue, read here for the risk desk).
 */
export const heldWithdrawalsQuery = (pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: ['withdrawalQueue', 'pending_review', 'risk', pageNum, pageSize],
    queryFn: ({ signal }) =>
      consoleCall('withdrawalQueue', { status: 'pending_review', pageNum, pageSize }, { signal }),
  });

/** A reviewer's decision on a held withdrawal: approve it, or refuse it with a reason. */
export type HeldDecision = { kind: 'approve' } | { kind: 'refuse'; reason: string };

export const decideHeldWithdrawal = (orderNo: string, decision: HeldDecision) =>
  decision.kind === 'approve'
    ? consoleCall('withdrawalApprove', { orderNo })
    : consoleCall('withdrawalRefuse', { orderNo, reason: decision.reason });
