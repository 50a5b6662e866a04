import { AppError, ErrorCode } from '@/core/app-error';
import type { Db } from '@/db/database';
import { DATA_EXPORT_LIST_CAP } from '../server-module';
import { onBreakSql } from './breaks.reads';

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** The breaks' part of the data export (ADR 0074): every time-out and self-exclusion, newest first. */
export const exportBreaks = async (db: Db, userId: number) => {
  const rows = await db
    .selectFrom('play_breaks')
    .select([
      'kind',
      'period',
      'started_at',
      'ends_at',
      'end_requested_at',
      'released_at',
      'staff_id',
    ])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(DATA_EXPORT_LIST_CAP)
    .execute();
  return {
    breaks: rows.map((row) => ({
      kind: row.kind,
      period: row.period,
      startedAt: iso(row.started_at),
      endsAt: iso(row.ends_at),
      endRequestedAt: iso(row.end_requested_at),
      releasedAt: iso(row.released_at),
      byStaff: row.staff_id !== null,
    })),
  };
};

/**
 * The breaks' part of an erasure: refused while a time-out or self-exclusion runs (PLAYER_ON_BREAK).
 * Erasing frees the phone for a new account, so an excluded player could come back through it;
 * the exclusion's record is kept until it ends (the licence asks for it), and the rows are kept
 * after too, as protection records with no personal data in them.
 */
export const eraseBreaks = async (trx: Db, userId: number) => {
  const { on } = await trx.selectNoFrom(onBreakSql(userId).as('on')).executeTakeFirstOrThrow();
  if (on) throw new AppError(ErrorCode.PLAYER_ON_BREAK);
};
