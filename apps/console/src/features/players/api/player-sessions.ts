import { queryOptions } from '@tanstack/react-query';
import { consoleCall } from '@/lib/api-client';

/** The query key of a player's signed-in sessions. */
export const playerSessionsKey = (id: number) => ['player', id, 'sessions'];

/** A player's signed-in sessions. */
export const playerSessionsQuery = (id: number) =>
  queryOptions({
    queryKey: playerSessionsKey(id),
    queryFn: ({ signal }) => consoleCall('playerSessions', { id }, { signal }),
  });

/** End one of a player's sessions, or all of them when none is named. */
export const endPlayerSession = (id: number, sessionId: number | undefined) =>
  consoleCall('playerEndSession', { id, ...(sessionId ? { sessionId } : {}) });
