import { queryOptions } from '@tanstack/react-query';
import { consoleCall } from '@/lib/api-client';

/** The query key of my sessions. */
export const mySessionsKey = ['mySessions'];

/** My signed-in sessions. */
export const mySessionsQuery = () =>
  queryOptions({
    queryKey: mySessionsKey,
    queryFn: ({ signal }) => consoleCall('mySessions', {}, { signal }),
  });

/** End one of my sessions. */
export const endMySession = (sessionId: number) => consoleCall('myEndSession', { sessionId });
