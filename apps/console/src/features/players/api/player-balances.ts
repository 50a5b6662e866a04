import { queryOptions } from '@tanstack/react-query';
import { consoleCall } from '@/lib/api-client';

/** A player's balances. */
export const playerBalancesQuery = (id: number) =>
  queryOptions({
    queryKey: ['player', id, 'balances'],
    queryFn: ({ signal }) => consoleCall('playerBalances', { id }, { signal }),
  });
