import { queryOptions } from '@tanstack/react-query';
import type { ConsoleRequestOf } from '@lobby/contract/console';
import { consoleCall } from '@/lib/api-client';

type Status = NonNullable<ConsoleRequestOf<'feedbackQueue'>['status']>;

/** One page of the feedback queue, in one status or all. */
export const feedbackQueueQuery = (filter: Status | 'all', pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: ['feedbackQueue', filter, pageNum],
    queryFn: ({ signal }) =>
      consoleCall(
        'feedbackQueue',
        { pageNum, pageSize, ...(filter === 'all' ? {} : { status: filter }) },
        { signal },
      ),
  });
