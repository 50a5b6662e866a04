import { queryOptions } from '@tanstack/react-query';
import { consoleCall } from '@/lib/api-client';

export const protectionMarkersKey = ['protectionMarkers'] as const;

/** The four lists of the markers of harm, with the thresholds they were drawn with. */
export const protectionMarkersQuery = () =>
  queryOptions({
    queryKey: protectionMarkersKey,
    queryFn: ({ signal }) => consoleCall('protectionMarkers', {}, { signal }),
  });

/** The mail to one player (the mail tool's `mailSend`, audited there). */
export const mailPlayer = (userId: number, title: string, body: string) =>
  consoleCall('mailSend', { userId, title, body });

/** A staff note on the player (the player page's `playerAddNote`, audited there). */
export const notePlayer = (id: number, text: string) => consoleCall('playerAddNote', { id, text });
