import { queryOptions } from '@tanstack/react-query';
import { consoleCall } from '@/lib/api-client';

/** The balance adjustments waiting for a second member, one player's when given. */
export const pendingAdjustmentsQuery = (userId: number | undefined) =>
  queryOptions({
    queryKey: ['balanceAdjustments', 'pending', userId],
    queryFn: ({ signal }) =>
      consoleCall(
        'balanceAdjustments',
        { status: 'pending', ...(userId ? { userId } : {}) },
        { signal },
      ),
  });

/** Approve (it posts to the ledger) or refuse a pending adjustment. */
export const decideAdjustment = (id: number, approve: boolean) =>
  approve ? consoleCall('adjustmentApprove', { id }) : consoleCall('adjustmentRefuse', { id });
