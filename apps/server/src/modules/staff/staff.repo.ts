import { sql } from 'kysely';
import type { StaffRole } from '@lobby/contract/values/console';
import type { Db } from '../../db/database';

/** Staff and their console sessions (docs/console.md); the service holds the rules. */

export interface StaffRow {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

const staffColumns = ['staff.id', 'staff.email', 'staff.name', 'staff.role'] as const;

const asStaff = (row: { id: string | number; email: string; name: string; role: string }) => ({
  id: Number(row.id),
  email: row.email,
  name: row.name,
  role: row.role as StaffRole,
});

/** Creates a staff member, or (`replace`) sets the name, role and password of the email's. */
export const upsertStaff = async (
  db: Db,
  input: { email: string; name: string; role: StaffRole; passwordHash: string },
  replace: boolean,
): Promise<StaffRow | null> => {
  const query = db.insertInto('staff').values({
    email: input.email,
    name: input.name,
    role: input.role,
    password_hash: input.passwordHash,
  });
  const row = await (
    replace
      ? query.onConflict((c) =>
          c.column('email').doUpdateSet({
            name: input.name,
            role: input.role,
            password_hash: input.passwordHash,
            disabled_at: null,
          }),
        )
      : query.onConflict((c) => c.column('email').doNothing())
  )
    .returning(['id', 'email', 'name', 'role'])
    .executeTakeFirst();
  return row ? asStaff(row) : null;
};

/** A staff member by email (disabled too), locked until the transaction ends; or null. */
export const lockStaffByEmail = async (db: Db, email: string) => {
  const row = await db
    .selectFrom('staff')
    .select([...staffColumns, 'staff.disabled_at'])
    .where('email', '=', email)
    .forUpdate()
    .executeTakeFirst();
  return row ? { ...asStaff(row), disabled: row.disabled_at !== null } : null;
};

/** An enabled staff member by email, with the password hash to verify. */
export const findStaffForSignIn = async (db: Db, email: string) => {
  const row = await db
    .selectFrom('staff')
    .select([...staffColumns, 'staff.password_hash'])
    .where('email', '=', email)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return row ? { ...asStaff(row), passwordHash: row.password_hash } : null;
};

export const listStaff = async (db: Db) =>
  (
    await db
      .selectFrom('staff')
      .select([...staffColumns, 'staff.disabled_at'])
      .orderBy('id')
      .execute()
  ).map((row) => ({ ...asStaff(row), disabled: row.disabled_at !== null }));

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
