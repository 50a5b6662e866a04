import { sql } from 'kysely';
import type { Db } from '@/db/database';

/**
 * Locks a player's account with its reason, or unlocks it (null), in the caller's transaction:
 * the sessions trigger then refuses every new session of a locked account (ADR 0044).
 */
export const setAccountLocked = (db: Db, id: number, reason: string | null) =>
  db
    .updateTable('users')
    .set({ locked_at: reason === null ? null : sql<Date>`now()`, locked_reason: reason })
    .where('id', '=', id)
    .execute();
