import { sql } from 'kysely';
import type { Db } from '@/db/database';

/**
 * Now by the lobby's clock, its period keys in the operator's zone (day, ISO week, month,
 * life) and when the operator's day ends.
 */
export const momentOf = async (db: Db, tz: string) => {
  const { rows } = await sql<{ now: Date; keys: string[]; day_ends: Date }>`
    select app_now() as now, reward_period_keys(app_now(), ${tz}) as keys,
      (date_trunc('day', app_now() at time zone ${tz}) + interval '1 day') at time zone ${tz}
        as day_ends
  `.execute(db);
  const row = rows[0]!;
  const [day, week, month] = row.keys;
  return {
    now: new Date(row.now),
    dayEnds: new Date(row.day_ends),
    keys: { day: day!, week: week!, month: month! },
  };
};
