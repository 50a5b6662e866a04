import { queryOptions } from '@tanstack/react-query';
import { consoleCall } from '@/lib/api-client';

/** The money reconciliation of one day. */
export const reconciliationQuery = (day: string) =>
  queryOptions({
    queryKey: ['reconciliation', day],
    queryFn: ({ signal }) => consoleCall('reconciliation', { day }, { signal }),
  });
