import { sql } from 'kysely';
import type { StaffRole } from '@lobby/contract/values/console';
import type { Db } from '@/db/database';

/**
 * The requests for privileged members waiting for a second admin (staff_requests; docs/console.md
 * "Four eyes"); the rules are staff-requests.service.ts's.
 */

const columns = [
  'r.id',
  'r.kind',
  'r.email',
  'r.name',
  'r.role',
  'r.staff_id as staffId',
  'r.status',
  'r.requested_by as requestedBy',
  'r.requested_by_name as requestedByName',
  'r.decided_by as decidedBy',
  'r.decided_by_name as decidedByName',
  'r.refuse_reason as refuseReason',
  sql<string>`extract(epoch from r.created_at)::bigint`.as('createdAt'),
  sql<string | null>`extract(epoch from r.decided_at)::bigint`.as('decidedAt'),
] as const;

/**
 * Stores a pending request; null when one about the same email is pending already (at most one
 * per person: a unique index on the pending ones).
 */
export const insertStaffRequest = async (
  db: Db,
  row: {
    kind: 'create' | 'role';
    email: string;
    name: string;
    role: StaffRole;
    staffId: number | null;
    passwordHash: string | null;
    requestedBy: number;
    requestedByName: string;
  },
) => {
  const made = await db
    .insertInto('staff_requests')
    .values({
      kind: row.kind,
      email: row.email,
      name: row.name,
      role: row.role,
      staff_id: row.staffId,
      password_hash: row.passwordHash,
      requested_by: row.requestedBy,
      requested_by_name: row.requestedByName,
    })
    .onConflict((c) => c.column('email').where('status', '=', 'pending').doNothing())
    .returning('id')
    .executeTakeFirst();
  return made ? Number(made.id) : null;
};

/** A request; `lock`: under its row lock, for a decision (with the stored password hash). */
export const findStaffRequest = (db: Db, id: number, lock = false) => {
  let query = db
    .selectFrom('staff_requests as r')
    .select([...columns, 'r.password_hash as passwordHash'])
    .where('r.id', '=', id);
  if (lock) query = query.forUpdate('r');
  return query.executeTakeFirst();
};
export type StaffRequestRow = NonNullable<Awaited<ReturnType<typeof findStaffRequest>>>;

/** Records a decision on a pending request; the password hash is never kept after one. */
export const decideStaffRequest = (
  db: Db,
  id: number,
  decision: {
    status: 'approved' | 'refused';
    staffId: number | null;
    decidedBy: number;
    decidedByName: string;
    refuseReason?: string | null;
  },
) =>
  db
    .updateTable('staff_requests')
    .set({
      status: decision.status,
      ...(decision.staffId === null ? {} : { staff_id: decision.staffId }),
      decided_by: decision.decidedBy,
      decided_by_name: decision.decidedByName,
      decided_at: sql<Date>`now()`,
      refuse_reason: decision.refuseReason ?? null,
      password_hash: null,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();

/** Requests of a status, newest first (pending: oldest first, the queue's order), at most `limit`. */
export const listStaffRequests = (
  db: Db,
  status: 'pending' | 'approved' | 'refused',
  limit: number,
) =>
  db
    .selectFrom('staff_requests as r')
    .select(columns)
    .where('r.status', '=', status)
    .orderBy('r.id', status === 'pending' ? 'asc' : 'desc')
    .limit(limit)
    .execute();

/** How many requests are pending. */
export const countPendingStaffRequests = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('staff_requests')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow()
    ).n,
  );
