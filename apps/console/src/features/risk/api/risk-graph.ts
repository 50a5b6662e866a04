import { queryOptions } from '@tanstack/react-query';
import { consoleCall } from '@/lib/api-client';

/** One player's linked accounts: the players sharing a signal with them, and what they share. */
export const riskGraphQuery = (id: number) =>
  queryOptions({
    queryKey: ['riskGraph', id],
    queryFn: ({ signal }) => consoleCall('riskGraph', { id }, { signal }),
  });
