import type { Db } from '@/db/database';
import { DATA_EXPORT_LIST_CAP } from '../server-module';

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/**
 * The games' part of a player's data export (ADR 0074): their rounds, newest first. The rounds
 * name nobody but the user id, and the law keeps them (the game records), so the erasure leaves
 * them under the pseudonymised user.
 */
export const exportRounds = async (db: Db, userId: number) => {
  const rows = await db
    .selectFrom('game_rounds')
    .select([
      'id',
      'game_id as gameId',
      'provider',
      'round_id as roundId',
      'bet',
      'win',
      'valid_bet as validBet',
      'funded_by as fundedBy',
      'status',
      'created_at as createdAt',
      'settled_at as settledAt',
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(DATA_EXPORT_LIST_CAP)
    .execute();
  return {
    rounds: rows.map((row) => ({
      ...row,
      id: Number(row.id),
      bet: Number(row.bet),
      win: Number(row.win),
      validBet: Number(row.validBet),
      createdAt: iso(row.createdAt),
      settledAt: iso(row.settledAt),
    })),
  };
};
