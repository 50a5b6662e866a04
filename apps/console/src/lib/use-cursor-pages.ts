import { useState } from 'react';

/**
 * The pages of a cursor-paged list opened so far, newest first: `cursor` is this page's
 * (undefined: the newest); `newer` goes back a page (undefined on the newest), `olderBy` opens the
 * page after `next` (undefined when there is none), `reset` starts again from the newest.
 */
export const useCursorPages = () => {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  return {
    cursor: cursors.at(-1),
    newer: cursors.length > 1 ? () => setCursors((c) => c.slice(0, -1)) : undefined,
    olderBy: (next: string | null | undefined) =>
      next ? () => setCursors((c) => [...c, next]) : undefined,
    reset: () => setCursors([undefined]),
  };
};
