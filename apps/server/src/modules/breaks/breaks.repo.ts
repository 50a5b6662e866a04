import { sql } from 'kysely';
import type { BreakKind, BreakPeriod } from '@lobby/contract/values/breaks';
import type { Db } from '@/db/database';
import { heldSql } from './breaks.reads';

/** Each period as a PostgreSQL interval; `permanent` has none. */
const INTERVALS: Record<BreakPeriod, string | null> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '6w': '42 days',
  '6m': '6 months',
  '1y': '1 year',
  '5y': '5 years',
  permanent: null,
};

const columns = [
  'id',
  'kind',
  'period',
  'started_at as startedAt',
  'ends_at as endsAt',
  'end_requested_at as endRequestedAt',
  'released_at as releasedAt',
  'staff_id as staffId',
  sql<boolean>`${heldSql}`.as('active'),
] as const;

/** A player's breaks, newest first (at most 100: a lifetime of breaks is far fewer). */
export const breaksOf = (db: Db, userId: number) =>
  db
    .selectFrom('play_breaks as pb')
    .select(columns)
    .where('pb.user_id', '=', userId)
    .orderBy('pb.id', 'desc')
    .limit(100)
    .execute();
export type BreakRow = Awaited<ReturnType<typeof breaksOf>>[number];

/** A new break from now on the lobby's clock; a time-out is over at its end. */
export const insertBreak = (
  db: Db,
  row: {
    userId: number;
    kind: BreakKind;
    period: BreakPeriod;
    staffId: number | null;
    reason: string | null;
  },
) => {
  const interval = INTERVALS[row.period];
  const endsAt =
    interval === null ? sql<Date | null>`null` : sql<Date>`app_now() + ${interval}::interval`;
  return db
    .insertInto('play_breaks')
    .values({
      user_id: row.userId,
      kind: row.kind,
      period: row.period,
      started_at: sql<Date>`app_now()`,
      ends_at: endsAt,
      released_at: row.kind === 'timeout' ? endsAt : null,
      staff_id: row.staffId,
      reason: row.reason,
    })
    .returning(['id', 'kind', 'ends_at as endsAt'])
    .executeTakeFirstOrThrow();
};

/** Now on the lobby's clock. */
export const lobbyNow = async (db: Db): Promise<Date> => {
  const { rows } = await sql<{ at: Date }>`select app_now() as at`.execute(db);
  return new Date(rows[0]!.at);
};

/** Where a new break of this period would end, on the lobby's clock (null: permanent). */
export const endOfPeriod = async (db: Db, period: BreakPeriod): Promise<Date | null> => {
  const interval = INTERVALS[period];
  if (interval === null) return null;
  const { rows } = await sql<{ at: Date }>`select app_now() + ${interval}::interval as at`.execute(
    db,
  );
  return new Date(rows[0]!.at);
};

/**
 * Asks every held self-exclusion of the player past its end date to end a wait from now; none
 * is touched while any held break has not reached its end. Answers the release time, or null
 * when nothing was asked.
 */
export const requestExclusionEnd = async (db: Db, userId: number, waitHours: number) => {
  const rows = await db
    .updateTable('play_breaks as pb')
    .set({
      end_requested_at: sql<Date>`app_now()`,
      released_at: sql<Date>`app_now() + make_interval(hours => ${waitHours})`,
    })
    .where('pb.user_id', '=', userId)
    .where('pb.kind', '=', 'exclusion')
    .where('pb.end_requested_at', 'is', null)
    .where('pb.ends_at', '<=', sql<Date>`app_now()`)
    .returning('released_at as releasedAt')
    .execute();
  return rows[0]?.releasedAt ?? null;
};
