import { sql } from 'kysely';
import type { JackpotTierValue } from '@lobby/contract/jackpot';
import type { Db } from '@/db/database';
import { playersSql } from '../accounts/accounts.reads';
import { json, poolColumns, poolsOf } from './jackpot-sql';

/** The lobby's ticker and feed of big wins, in one read (lobby-live.service.ts caches it). */

/** A big win of the lobby's feed: a round's or a tier's. */
export interface BigWinRow {
  kind: 'round' | 'jackpot';
  id: number;
  nickname: string;
  gameId: number | null;
  tier: JackpotTierValue | null;
  bet: number;
  win: number;
  createdAt: Date;
}

/**
 * What the lobby's ticker and feed show, in one statement: the lobby's now, the pools, and the
 * `size` latest big wins of rounds and of tier draws together, newest first.
 */
export const lobbyLiveRow = async (db: Db, size: number) => {
  const row = (
    await sql<Record<string, unknown>>`
      select app_now() as now, ${poolColumns()},
        coalesce((
          select json_agg(w order by w."createdAt" desc, w.id desc) from (
            (select 'round' as kind, b.id, u.nickname, b.game_id as "gameId", null as tier, b.bet,
              b.win, b.created_at as "createdAt"
            from (select * from lobby_big_wins order by id desc limit ${size}) b
            join ${playersSql} u on u.id = b.user_id)
            union all
            (select 'jackpot', d.id, u.nickname, null, d.tier, 0, d.bonus, d.created_at
            from (select * from jackpot_draws where type = 2 order by id desc limit ${size}) d
            join ${playersSql} u on u.id = d.user_id)
            order by "createdAt" desc, id desc limit ${size}
          ) w
        ), '[]') as wins
    `.execute(db)
  ).rows[0]!;
  return {
    now: new Date(row.now as Date),
    pools: poolsOf(row),
    wins: json<(Omit<BigWinRow, 'createdAt'> & { createdAt: string })[]>(row.wins).map((w) => ({
      ...w,
      id: Number(w.id),
      bet: Number(w.bet),
      win: Number(w.win),
      gameId: w.gameId === null ? null : Number(w.gameId),
      createdAt: new Date(w.createdAt),
    })),
  };
};
