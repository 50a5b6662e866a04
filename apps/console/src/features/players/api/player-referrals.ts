import { queryOptions } from '@tanstack/react-query';
import { consoleCall } from '@/lib/api-client';

/** A player's inviter and the first page of the players they invited. */
export const playerReferralsQuery = (id: number) =>
  queryOptions({
    queryKey: ['player', id, 'playerReferrals', 1],
    queryFn: ({ signal }) => consoleCall('playerReferrals', { id }, { signal }),
  });
