import { queryOptions } from '@tanstack/react-query';
import { consoleCall } from '@/lib/api-client';

/** The query key of a player's staff notes. */
export const playerNotesKey = (id: number) => ['player', id, 'notes'];

/** A player's staff notes, newest first (the first hundred). */
export const playerNotesQuery = (id: number) =>
  queryOptions({
    queryKey: playerNotesKey(id),
    queryFn: ({ signal }) => consoleCall('playerNotes', { id, pageSize: 100 }, { signal }),
  });

/** Add a staff note to a player. */
export const addPlayerNote = (id: number, text: string) =>
  consoleCall('playerAddNote', { id, text });
