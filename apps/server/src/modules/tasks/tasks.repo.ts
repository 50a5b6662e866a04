import { sql } from 'kysely';
import type { Db } from '@/db/database';
import { counterOnceSql } from '../rewards/rewards.reads';

/**
 * Now by the lobby's clock, its period keys in the operator's zone (day, ISO week, month, life)
 * and when the operator's day and ISO week (from Monday) end.
 */
export const taskMoment = async (db: Db, tz: string) => {
  const { rows } = await sql<{ now: Date; keys: string[]; day_ends: Date; week_ends: Date }>`
    select app_now() as now, reward_period_keys(app_now(), ${tz}) as keys,
      (date_trunc('day', app_now() at time zone ${tz}) + interval '1 day') at time zone ${tz}
        as day_ends,
      (date_trunc('week', app_now() at time zone ${tz}) + interval '7 days') at time zone ${tz}
        as week_ends
  `.execute(db);
  const row = rows[0]!;
  return {
    now: new Date(row.now),
    /** reward_period_keys' keys: [day, week, month, life]. */
    keys: row.keys,
    dayEnds: new Date(row.day_ends),
    weekEnds: new Date(row.week_ends),
  };
};

/**
 * Records a client-completed task done in its period (the `period`-th key of now's), once: a
 * counter of its own at 1, which a repeat leaves as it is.
 */
export const recordFinish = (
  trx: Db,
  input: { userId: number; metric: string; period: number; tz: string },
) =>
  counterOnceSql(
    input.userId,
    input.metric,
    sql`(reward_period_keys(app_now(), ${input.tz}))[${sql.lit(input.period)}]`,
  ).execute(trx);
