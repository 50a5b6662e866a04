import { queryOptions } from '@tanstack/react-query';
import type { ConsoleRequestOf } from '@lobby/contract/console';
import { consoleCall } from '@/lib/api-client';

/** One page of one of the chat inbox's views. */
export const chatInboxQuery = (
  view: ConsoleRequestOf<'chatInbox'>['view'],
  pageNum: number,
  pageSize: number,
) =>
  queryOptions({
    queryKey: ['chatInbox', view, pageNum],
    queryFn: ({ signal }) => consoleCall('chatInbox', { view, pageNum, pageSize }, { signal }),
  });
