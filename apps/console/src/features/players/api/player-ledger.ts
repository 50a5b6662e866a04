import { queryOptions } from '@tanstack/react-query';
import { consoleCall } from '@/lib/api-client';

/** One page of a player's coin statement, newest first, from the list's cursor when given. */
export const playerLedgerQuery = (id: number, cursor: string | undefined, pageSize: number) =>
  queryOptions({
    queryKey: ['player', id, 'ledger', cursor],
    queryFn: ({ signal }) =>
      consoleCall('playerLedger', { id, pageSize, ...(cursor ? { cursor } : {}) }, { signal }),
  });
