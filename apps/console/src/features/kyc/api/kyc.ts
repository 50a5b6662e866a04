import { queryOptions } from '@tanstack/react-query';
import type { ConsoleRequestOf } from '@lobby/contract/console';
import { consoleCall } from '@/lib/api-client';

export type KycQueueStatus = NonNullable<ConsoleRequestOf<'kycQueue'>['status']>;

/** One page of the KYC queue in one status. */
export const kycQueueQuery = (status: KycQueueStatus, pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: ['kycQueue', status, pageNum],
    queryFn: ({ signal }) => consoleCall('kycQueue', { status, pageNum, pageSize }, { signal }),
  });

export const kycCaseKey = (id: number) => ['kycCase', id];

/** One case, always read afresh. */
export const kycCaseQuery = (id: number) =>
  queryOptions({
    queryKey: kycCaseKey(id),
    queryFn: ({ signal }) => consoleCall('kycCase', { id }, { signal }),
    staleTime: 0,
  });

export const decideKyc = (request: ConsoleRequestOf<'kycDecide'>) =>
  consoleCall('kycDecide', request);
