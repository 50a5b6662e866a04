import { queryOptions } from '@tanstack/react-query';
import { consoleCall } from '@/lib/api-client';

/** One page of the players a search finds (asked only once there is something to find). */
export const playerSearchQuery = (q: string, pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: ['playerSearch', q, pageNum],
    queryFn: ({ signal }) => consoleCall('playerSearch', { q, pageNum, pageSize }, { signal }),
    enabled: q.length > 0,
  });
