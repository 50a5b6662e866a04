import { sql, type RawBuilder } from 'kysely';
import { CONSOLE_SESSION_IDLE_SECONDS, type StaffRole } from '@lobby/contract/values/console';
import type { Db } from '@/db/database';

/**
 * What other modules may read of the staff: a member's name as an SQL piece of their id (a
 * column or a value) for another module's one statement, so only this module names `staff`.
 */

/** The staff member's name (null for no member, or a null id). */
export const staffNameSql = (staffId: number | RawBuilder<unknown>) =>
  sql<string | null>`(select name from staff where id = ${staffId})`;

/**
 * The role behind each of these console sessions that is still live (not ended, not expired, used
 * in the last CONSOLE_SESSION_IDLE_SECONDS, its member not disabled), read without using them: the
 * chat closes the sockets of the others, and of a role without the chat.
 */
export const liveStaffSessionRoles = async (db: Db, sessionIds: readonly number[]) => {
  if (sessionIds.length === 0) return new Map<number, StaffRole>();
  const { rows } = await sql<{ id: string; role: StaffRole }>`
    select s.id, staff.role from staff_sessions s join staff on staff.id = s.staff_id
    where s.id = any(${[...sessionIds]}::bigint[]) and s.ended_at is null
      and s.expires_at > now()
      and s.last_seen_at > now() - make_interval(secs => ${CONSOLE_SESSION_IDLE_SECONDS})
      and staff.disabled_at is null
  `.execute(db);
  return new Map(rows.map((row) => [Number(row.id), row.role]));
};
