import { sql, type RawBuilder } from 'kysely';
import type { JackpotTierValue } from '@lobby/contract/jackpot';
import type { Db } from '@/db/database';
import { playersSql } from '../accounts/accounts.reads';
import { json, poolColumns, poolsOf } from './jackpot-sql';

/** The draw page's one read (getJackpotDrawInfo), with the latest tier wins it scrolls. */

/** A recent tier win, with its winner as others see them (masked by the caller). */
export interface WinRow {
  id: number;
  userId: number;
  nickname: string;
  avatar: string;
  tier: JackpotTierValue;
  propId: number;
  amount: number;
  createdAt: Date;
}

/** The latest `limit` tier wins (type 2), newest first, with their winners: SQL json_agg. */
const latestWinsSql = (limit: number) => sql`coalesce((
  select json_agg(json_build_object(
    'id', w.id, 'userId', w.user_id, 'nickname', u.nickname, 'avatar', u.avatar, 'tier', w.tier,
    'propId', w.prop_id, 'amount', w.bonus, 'createdAt', w.created_at
  ) order by w.id desc)
  from (select * from jackpot_draws where type = 2 order by id desc limit ${limit}) w
  join ${playersSql} u on u.id = w.user_id
), '[]')`;

const winsOf = (value: unknown): WinRow[] =>
  json<(Omit<WinRow, 'createdAt'> & { createdAt: string })[]>(value).map((w) => ({
    ...w,
    id: Number(w.id),
    userId: Number(w.userId),
    amount: Number(w.amount),
    createdAt: new Date(w.createdAt),
  }));

/**
 * Everything the draw page shows of a player, in one statement: the lobby's now and the
 * operator day's key; the chances held; the committed seeds (null before the first read); the
 * day's deposits and the chances they earned; the day's draws; the pools; the latest tier wins;
 * whether a draw draws now (`claimable`, the predicate jackpotClaimableSql).
 */
export const infoRow = async (
  db: Db,
  input: { userId: number; tz: string; winners: number; claimable: RawBuilder<unknown> },
) => {
  const { rows } = await sql<Record<string, unknown>>`
    with k as (select app_now() as now, (reward_period_keys(app_now(), ${input.tz}))[1] as day)
    select k.now, k.day,
      (select chances from jackpot_chances where user_id = ${input.userId}) as chances,
      (select json_build_object('serverSeedHash', server_seed_hash, 'clientSeed', client_seed,
        'nonce', nonce) from jackpot_seeds where user_id = ${input.userId}) as seeds,
      (select json_build_object('amount', coalesce(sum(amount), 0), 'chances', coalesce(sum(chances), 0))
        from jackpot_deposits where user_id = ${input.userId} and day_key = k.day) as deposits,
      (select p.draw is null from (${input.claimable}) p) as claimable,
      ${poolColumns()},
      ${latestWinsSql(input.winners)} as wins
    from k
  `.execute(db);
  const row = rows[0]!;
  const deposits = json<{ amount: number | string; chances: number | string }>(row.deposits);
  return {
    now: new Date(row.now as Date),
    dayKey: row.day as string,
    chances: Number(row.chances ?? 0),
    seeds:
      row.seeds === null
        ? null
        : json<{ serverSeedHash: string; clientSeed: string; nonce: number }>(row.seeds),
    depositedToday: Number(deposits.amount),
    earnedToday: Number(deposits.chances),
    claimable: row.claimable === true,
    pools: poolsOf(row),
    wins: winsOf(row.wins),
  };
};
