import { sql } from 'kysely';
import type { Db } from '@/db/database';

export const findSafeboxPasswordHash = async (db: Db, userId: number) =>
  (
    await db
      .selectFrom('safebox_passwords')
      .select('password_hash')
      .where('user_id', '=', userId)
      .executeTakeFirst()
  )?.password_hash ?? null;

/** Sets the password only if none is set; answers whether it was set now. */
export const insertSafeboxPassword = async (db: Db, userId: number, passwordHash: string) =>
  (await db
    .insertInto('safebox_passwords')
    .values({ user_id: userId, password_hash: passwordHash })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst()) !== undefined;

export const replaceSafeboxPassword = (db: Db, userId: number, passwordHash: string) =>
  db
    .updateTable('safebox_passwords')
    .set({ password_hash: passwordHash, updated_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .execute();
