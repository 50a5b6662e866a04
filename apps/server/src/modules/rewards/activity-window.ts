import { sql } from 'kysely';
import type { Activity } from '@lobby/contract/app-config';

// Activity times are epoch seconds; a value this large can only be milliseconds (as
// live-activities reads them).
const toSeconds = (t: number) => (t > 1e11 ? t / 1000 : t);

/**
 * SQL true while one of `activities` is in its window by the lobby's clock (start inclusive,
 * end exclusive; null open), the windows inlined: no statement of its own.
 */
export const liveNowSql = (activities: readonly Activity[]) => {
  if (activities.length === 0) return sql`false`;
  const starts = activities.map((a) => toSeconds(a.startTime ?? 0));
  const ends = activities.map((a) => (a.endTime === null ? 1e15 : toSeconds(a.endTime)));
  return sql`exists (
    select 1 from unnest(${sql.val(starts)}::float8[], ${sql.val(ends)}::float8[]) as w (s, e)
    where extract(epoch from app_now()) >= w.s and extract(epoch from app_now()) < w.e
  )`;
};
