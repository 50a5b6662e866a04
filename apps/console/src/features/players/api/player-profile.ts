import { queryOptions } from '@tanstack/react-query';
import { consoleCall } from '@/lib/api-client';

/** The query key of a player's profile, which locking and unlocking answer with. */
export const playerProfileKey = (id: number) => ['player', id, 'profile'];

/** One player's profile (asked only for an id that can be one). */
export const playerProfileQuery = (id: number) =>
  queryOptions({
    queryKey: playerProfileKey(id),
    queryFn: ({ signal }) => consoleCall('playerProfile', { id }, { signal }),
    enabled: Number.isSafeInteger(id) && id > 0,
  });

/** Lock a player out, or let them back in, with the reason staff gave; answers the profile. */
export const setPlayerLocked = (id: number, lock: boolean, reason: string) =>
  consoleCall(lock ? 'playerLock' : 'playerUnlock', { id, reason });
