import type { Db } from '@/db/database';

/** The reality check's part of the data export (ADR 0074): the interval the player chose. */
export const exportRealityCheck = async (db: Db, userId: number) => {
  const row = await db
    .selectFrom('reality_checks')
    .select(['minutes', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return {
    realityCheck: row
      ? { minutes: row.minutes, updatedAt: new Date(row.updated_at).toISOString() }
      : null,
  };
};
