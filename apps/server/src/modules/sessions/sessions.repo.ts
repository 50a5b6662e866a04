import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Insertable } from 'kysely';
import type { SessionsTable } from '../../db/schema';

const idleInterval = (idleDays: number) => sql<Date>`now() + make_interval(days => ${idleDays})`;

export const insertSession = (
  db: Db,
  row: Omit<Insertable<SessionsTable>, 'expires_at'>,
  idleDays: number,
) =>
  db
    .insertInto('sessions')
    .values({ ...row, expires_at: idleInterval(idleDays) })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow();

/** The live session with this token hash: not revoked, not expired. */
export const findLiveSession = (db: Db, tokenHash: Uint8Array) =>
  db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'last_seen_at'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();

/** Slides the inactivity expiry forward from now. */
export const touchSession = (db: Db, id: number, idleDays: number) =>
  db
    .updateTable('sessions')
    .set({ last_seen_at: sql<Date>`now()`, expires_at: idleInterval(idleDays) })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();

export const revokeSessionById = (db: Db, id: number) =>
  db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();

export const revokeSessionsOfUser = (db: Db, userId: number, fingerprint?: string) => {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (fingerprint !== undefined) query = query.where('fingerprint', '=', fingerprint);
  return query.executeTakeFirst();
};

export const updateSessionDevice = (
  db: Db,
  id: number,
  device: {
    device_os: string | null;
    device_model: string | null;
    messaging_token?: string | null;
  },
) => db.updateTable('sessions').set(device).where('id', '=', id).execute();
