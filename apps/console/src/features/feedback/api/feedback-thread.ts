import { queryOptions } from '@tanstack/react-query';
import { consoleCall } from '@/lib/api-client';

/** The query key of one feedback thread, which an answer makes stale. */
export const feedbackThreadKey = (id: number) => ['feedbackThread', id];

/** One feedback thread, always read afresh. */
export const feedbackThreadQuery = (id: number) =>
  queryOptions({
    queryKey: feedbackThreadKey(id),
    queryFn: ({ signal }) => consoleCall('feedbackThread', { id }, { signal }),
    staleTime: 0,
  });

/** Answer a thread, closing it when asked. */
export const answerFeedback = (id: number, text: string, close: boolean) =>
  consoleCall('feedbackAnswer', { id, text, close });
