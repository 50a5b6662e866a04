import { queryOptions } from '@tanstack/react-query';
import { consoleCall } from '@/lib/api-client';

/** The query key of a member's sessions. */
export const staffSessionsKey = (id: number) => ['staffSessions', id];

/** A member's signed-in sessions. */
export const staffSessionsQuery = (id: number) =>
  queryOptions({
    queryKey: staffSessionsKey(id),
    queryFn: ({ signal }) => consoleCall('staffSessions', { id }, { signal }),
  });

/** End one staff session. */
export const endStaffSession = (sessionId: number) => consoleCall('staffEndSession', { sessionId });
