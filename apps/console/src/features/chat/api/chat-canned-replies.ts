import { queryOptions } from '@tanstack/react-query';
import { consoleCall } from '@/lib/api-client';

/** The canned replies (they change rarely: kept five minutes). */
export const chatCannedRepliesQuery = () =>
  queryOptions({
    queryKey: ['chatCannedReplies'],
    queryFn: ({ signal }) => consoleCall('chatCannedReplies', {}, { signal }),
    staleTime: 5 * 60_000,
  });
