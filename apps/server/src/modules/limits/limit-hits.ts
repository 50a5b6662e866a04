import { sql } from 'kysely';
import type { Db } from '@/db/database';
import { AppError, ErrorCode } from '@/core/app-error';

/**
 * The record of a limit's refusal (`play_limit_hits`, docs/player-protection.md "Markers of
 * harm", ADR 0075). Written after the refusal, in a small write of its own on the pool (the
 * refused work rolled back), and never allowed to change the answer: a failure to record is
 * swallowed, so a refusal stays a refusal and never becomes a 5xx.
 */
export const recordLimitHit = async (db: Db, userId: number, kind: string): Promise<void> => {
  try {
    await sql`insert into play_limit_hits (user_id, kind) values (${userId}, ${kind})`.execute(db);
  } catch {
    // The marker loses one hit; the player's refusal is answered as it was.
  }
};

const LIMIT_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  ErrorCode.PLAY_LIMIT_DEPOSIT,
  ErrorCode.PLAY_LIMIT_LOSS,
  ErrorCode.PLAY_LIMIT_WAGER,
  ErrorCode.PLAY_LIMIT_SESSION_TIME,
]);

/** The limit's kind of an error that is a limit's refusal (limit-refusals.ts), else null. */
export const refusedLimitOf = (error: unknown): string | null => {
  if (!(error instanceof AppError) || !LIMIT_CODES.has(error.code)) return null;
  const data = error.details as { limit?: unknown } | undefined;
  return typeof data?.limit === 'string' ? data.limit : 'unknown';
};

/**
 * Runs `work` outside any transaction of its own; when a limit refuses it (the refused work
 * rolled back), records the hit and answers the same refusal.
 */
export const recordingLimitHits = async <T>(
  db: Db,
  userId: number,
  work: () => Promise<T>,
): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    const kind = refusedLimitOf(error);
    if (kind !== null) await recordLimitHit(db, userId, kind);
    throw error;
  }
};
