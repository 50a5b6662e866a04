import type { Db } from '../src/db/database';

/**
 * A bare user row for tests below the sign-in calls (sessions, the ledger, telemetry): what an
 * account holds before any sign-in method is attached. Players who sign in are made through
 * the account calls (accounts-client.ts).
 */
export const createUser = async (db: Db, input: { nickname: string }) => {
  const row = await db
    .insertInto('users')
    .values({ nickname: input.nickname })
    .returning(['id', 'uuid', 'nickname', 'created_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, uuid: row.uuid, nickname: row.nickname, createdAt: row.created_at };
};
