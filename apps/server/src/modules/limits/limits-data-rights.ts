import type { Db } from '@/db/database';
import { DATA_EXPORT_LIST_CAP } from '../server-module';

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/**
 * The limits' part of the data export (ADR 0074): each limit the player has (its value in force
 * and a raise waiting) and every change to them, newest first. Nothing is erased: a limit is
 * not personal data but a protection record the licence asks to keep (docs/player-protection.md).
 */
export const exportLimits = async (db: Db, userId: number) => {
  const [limits, changes] = await Promise.all([
    db
      .selectFrom('play_limits')
      .select(['kind', 'value', 'pending', 'pending_value', 'pending_at', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('kind')
      .execute(),
    db
      .selectFrom('play_limit_changes')
      .select(['kind', 'action', 'before', 'after', 'staff_id', 'effective_at', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(DATA_EXPORT_LIST_CAP)
      .execute(),
  ]);
  return {
    playLimits: limits.map((row) => ({
      kind: row.kind,
      value: row.value === null ? null : Number(row.value),
      pendingValue: row.pending
        ? row.pending_value === null
          ? null
          : Number(row.pending_value)
        : undefined,
      pendingAt: row.pending ? iso(row.pending_at) : undefined,
      updatedAt: iso(row.updated_at),
    })),
    playLimitChanges: changes.map((row) => ({
      kind: row.kind,
      action: row.action,
      before: row.before === null ? null : Number(row.before),
      after: row.after === null ? null : Number(row.after),
      byStaff: row.staff_id !== null,
      effectiveAt: iso(row.effective_at),
      createdAt: iso(row.created_at),
    })),
  };
};
