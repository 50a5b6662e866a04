import { sql } from 'kysely';
import type { RealityCheckMinutes } from '@lobby/contract/values/reality-check';
import type { Db } from '@/db/database';

/** The interval the player chose and when, or undefined when they never chose one. */
export const chosenInterval = async (db: Db, userId: number) => {
  const row = await db
    .selectFrom('reality_checks')
    .select(['minutes', 'updated_at as chosenAt'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row
    ? { minutes: row.minutes as RealityCheckMinutes, chosenAt: new Date(row.chosenAt) }
    : undefined;
};

/** Records the player's choice (one row a player, the last choice wins). */
export const saveMinutes = (db: Db, userId: number, minutes: RealityCheckMinutes) =>
  db
    .insertInto('reality_checks')
    .values({ user_id: userId, minutes })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ minutes, updated_at: sql<Date>`now()` }))
    .execute();
