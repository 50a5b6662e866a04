import { queryOptions } from '@tanstack/react-query';
import { consoleCall } from '@/lib/api-client';

/** The query key of a player's closure and erasure state. */
export const playerDataRightsKey = (id: number) => ['player', id, 'dataRights'];

export const playerDataRightsQuery = (id: number) =>
  queryOptions({
    queryKey: playerDataRightsKey(id),
    queryFn: ({ signal }) => consoleCall('playerDataRights', { id }, { signal }),
    enabled: Number.isSafeInteger(id) && id > 0,
  });

/** Close or reopen the account with the reason staff gave; answers the state. */
export const setPlayerClosed = (id: number, close: boolean, reason: string) =>
  consoleCall(close ? 'playerClose' : 'playerReopen', { id, reason });

/** Erase a closed account's personal data; answers the state. */
export const erasePlayer = (id: number) => consoleCall('playerErase', { id });
