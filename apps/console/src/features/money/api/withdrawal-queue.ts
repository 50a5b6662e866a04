import { queryOptions } from '@tanstack/react-query';
import type { ConsoleRequestOf } from '@lobby/contract/console';
import { consoleCall } from '@/lib/api-client';

type Status = ConsoleRequestOf<'withdrawalQueue'>['status'];

/** One page of the withdrawal review queue in one status. */
export const withdrawalQueueQuery = (status: Status, pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: ['withdrawalQueue', status, pageNum],
    queryFn: ({ signal }) =>
      consoleCall('withdrawalQueue', { status, pageNum, pageSize }, { signal }),
  });
