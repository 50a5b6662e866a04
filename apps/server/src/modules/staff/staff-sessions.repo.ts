import { sql } from 'kysely';
import type { Db } from '@/db/database';
import { asStaff } from './staff.repo';

/** The staff's console sessions (docs/console.md "Sessions"); the services hold the rules. */

export const insertStaffSession = (
  db: Db,
  input: {
    staffId: number;
    tokenHash: Buffer;
    ip: string | null;
    userAgent: string | null;
    maxSeconds: number;
  },
) =>
  db
    .insertInto('staff_sessions')
    .values({
      staff_id: input.staffId,
      token_hash: input.tokenHash,
      ip: input.ip,
      user_agent: input.userAgent,
      expires_at: sql<Date>`now() + make_interval(secs => ${input.maxSeconds})`,
    })
    .returning(['id', sql<number>`extract(epoch from expires_at)::bigint`.as('expires_at')])
    .executeTakeFirstOrThrow();

/**
 * The live session of a token's hash and its staff member, and its use noted: a session lives
 * until its expiry, and no longer than `idleSeconds` after its last use (one statement).
 */
export const touchLiveStaffSession = async (db: Db, tokenHash: Buffer, idleSeconds: number) => {
  const { rows } = await sql<{
    session_id: string;
    expires_at: string;
    id: string;
    email: string;
    name: string;
    role: string;
  }>`
    with live as (
      update staff_sessions s set last_seen_at = now()
      from staff
      where s.token_hash = ${tokenHash} and staff.id = s.staff_id
        and s.ended_at is null and s.expires_at > now()
        and s.last_seen_at > now() - make_interval(secs => ${idleSeconds})
        and staff.disabled_at is null
      returning s.id as session_id, extract(epoch from s.expires_at)::bigint as expires_at,
        staff.id, staff.email, staff.name, staff.role
    )
    select * from live
  `.execute(db);
  const row = rows[0];
  return row
    ? { sessionId: Number(row.session_id), expiresAt: Number(row.expires_at), staff: asStaff(row) }
    : null;
};

export const endStaffSession = (db: Db, sessionId: number) =>
  db
    .updateTable('staff_sessions')
    .set({ ended_at: sql<Date>`now()` })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .execute();

/** Ends every session of a staff member (disabled, or their password changed). */
export const endSessionsOfStaff = (db: Db, staffId: number) =>
  db
    .updateTable('staff_sessions')
    .set({ ended_at: sql<Date>`now()` })
    .where('staff_id', '=', staffId)
    .where('ended_at', 'is', null)
    .execute();

/** A staff member's live sessions, the latest used first; `currentSessionId`'s marked current. */
export const liveSessionsOf = async (
  db: Db,
  staffId: number,
  idleSeconds: number,
  currentSessionId: number,
) =>
  (
    await db
      .selectFrom('staff_sessions')
      .select([
        'id',
        'ip',
        'user_agent',
        sql<string>`extract(epoch from created_at)::bigint`.as('created'),
        sql<string>`extract(epoch from last_seen_at)::bigint`.as('last_seen'),
        sql<string>`extract(epoch from expires_at)::bigint`.as('expires'),
      ])
      .where('staff_id', '=', staffId)
      .where('ended_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .where('last_seen_at', '>', sql<Date>`now() - make_interval(secs => ${idleSeconds})`)
      .orderBy('last_seen_at', 'desc')
      .orderBy('id', 'desc')
      .execute()
  ).map((row) => ({
    id: Number(row.id),
    ip: row.ip,
    userAgent: row.user_agent,
    createdAt: Number(row.created),
    lastSeenAt: Number(row.last_seen),
    expiresAt: Number(row.expires),
    current: Number(row.id) === currentSessionId,
  }));

/** Ends a session (of `staffId`, when given): its staff member's id, or null when none was live. */
export const endSessionOf = async (db: Db, sessionId: number, staffId?: number) => {
  let query = db
    .updateTable('staff_sessions')
    .set({ ended_at: sql<Date>`now()` })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null);
  if (staffId !== undefined) query = query.where('staff_id', '=', staffId);
  const row = await query.returning('staff_id').executeTakeFirst();
  return row ? Number(row.staff_id) : null;
};

/** Ends every session of a staff member but one (their password changed from it). */
export const endOtherSessions = (db: Db, staffId: number, keep: number) =>
  db
    .updateTable('staff_sessions')
    .set({ ended_at: sql<Date>`now()` })
    .where('staff_id', '=', staffId)
    .where('id', '<>', keep)
    .where('ended_at', 'is', null)
    .execute();
