import { sql } from 'kysely';
import type { Db } from '@/db/database';
import { staffNameSql } from '../staff/staff.reads';

/**
 * An account's closure on the player's request (ADR 0074), in the caller's transaction: the
 * sessions trigger refuses every new session of a closed account (ACCOUNT_CLOSED) until it is
 * reopened (null). The data-rights module checks the money first.
 */
export const setAccountClosed = (
  db: Db,
  id: number,
  closure: { by: number; reason: string } | null,
) =>
  db
    .updateTable('users')
    .set({
      closed_at: closure === null ? null : sql<Date>`now()`,
      closed_by: closure?.by ?? null,
      closed_reason: closure?.reason ?? null,
    })
    .where('id', '=', id)
    .execute();

/** An account's closure and erasure, its row locked for the caller's change when asked. */
export const closureOf = (db: Db, id: number, lock = false) => {
  let query = db
    .selectFrom('users')
    .select([
      'id',
      'closed_at as closedAt',
      'closed_by as closedById',
      'closed_reason as closedReason',
      'erased_at as erasedAt',
      staffNameSql(sql.ref('closed_by')).as('closedBy'),
    ])
    .where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
};
export type ClosureRow = NonNullable<Awaited<ReturnType<typeof closureOf>>>;
