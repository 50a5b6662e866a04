import type { Db } from '@/db/database';
import { DATA_EXPORT_LIST_CAP } from '../server-module';

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/**
 * The rewards engine's part of a player's data export (ADR 0074): every grant made to them
 * (claimable, claimed or expired) with its awards and claim, newest first. Grants name nobody but
 * the user id; the erasure keeps them (the ledger's reward postings point at them).
 */
export const exportRewards = async (db: Db, userId: number) => {
  const rows = await db
    .selectFrom('reward_grants')
    .select([
      'id',
      'activity',
      'awards',
      'coin',
      'status',
      'created_at as createdAt',
      'expires_at as expiresAt',
      'claimed_at as claimedAt',
    ])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(DATA_EXPORT_LIST_CAP)
    .execute();
  return {
    rewards: rows.map((row) => ({
      ...row,
      id: Number(row.id),
      coin: Number(row.coin),
      createdAt: iso(row.createdAt),
      expiresAt: iso(row.expiresAt),
      claimedAt: iso(row.claimedAt),
    })),
  };
};
