import { sql, type RawBuilder } from 'kysely';
import type { Db } from '@/db/database';

/**
 * What other modules may read of the sessions: whether two players signed in on one device (a
 * session's fingerprint), for the invite rules, and which sessions are still live, for the chat;
 * SQL pieces take a player's id as a column or a value, so only this module names `sessions`.
 * (The no-deposit rewards ask the risk desk's graph instead, modules/risk.)
 */

type UserRef = number | RawBuilder<unknown>;

/** Whether one player signed in on a device (non-empty fingerprint) the other signed in on. */
export const sameDeviceSql = (one: UserRef, other: UserRef) => sql<boolean>`exists (
  select 1 from sessions a join sessions b on b.fingerprint = a.fingerprint
  where a.user_id = ${one} and b.user_id = ${other} and a.fingerprint <> ''
)`;

/**
 * Which of these sessions are still live (not revoked, not expired, younger than `maxDays`), read
 * without using them: a check on the sessions' behalf (the chat closes the sockets of the others)
 * must not slide their expiry as a request does.
 */
export const liveSessionIds = async (db: Db, ids: readonly number[], maxDays: number) => {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .selectFrom('sessions')
    .select('id')
    .where('id', '=', sql<number>`any(${[...ids]}::bigint[])`)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('created_at', '>', sql<Date>`now() - make_interval(days => ${maxDays})`)
    .execute();
  return new Set(rows.map((row) => Number(row.id)));
};
