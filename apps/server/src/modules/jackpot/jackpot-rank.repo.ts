import { sql, type RawBuilder } from 'kysely';
import type { Db } from '@/db/database';
import { playersSql } from '../accounts/accounts.reads';
import { json } from './jackpot-sql';

/** The ISO week's ranking by jackpot winnings: a draw's coin added, the board read. */

/** A draw's coin in its ISO week's ranking (the week of `now` in `tz`, the lobby's clock). */
export const addWinnings = (trx: Db, input: { userId: number; weekKey: string; amount: number }) =>
  sql`
    insert into jackpot_rank (week_key, user_id, amount, last_at)
    values (${input.weekKey}, ${input.userId}, ${input.amount}, now())
    on conflict (week_key, user_id) do update
      set amount = jackpot_rank.amount + excluded.amount, last_at = excluded.last_at
  `.execute(trx);

interface RankRow {
  id: number;
  user_id: number;
  amount: number;
  last_at: string;
  nickname: string;
  avatar: string;
  rank: number;
}

/**
 * The ranking of the ISO week now (by the lobby's clock, in `tz`), in one statement: a page of
 * it (standard competition ranking: one more than the players above), its length, and the
 * player's own row.
 */
export const rankPage = async (
  db: Db,
  input: { userId: number; tz: string; limit: number; offset: number },
) => {
  // Ranks are counted for the page's rows and the player's only: the entries above each.
  const ranked = (rows: RawBuilder<unknown>) => sql`
    select x.id, x.user_id, x.amount, x.last_at, u.nickname, u.avatar,
      (select count(*)::int + 1 from jackpot_rank a
        where a.week_key = x.week_key and a.amount > x.amount) as rank
    from (${rows}) x join ${playersSql} u on u.id = x.user_id
  `;
  const row = (
    await sql<{ total: number; list: unknown; mine: unknown }>`
      with k as (select (reward_period_keys(app_now(), ${input.tz}))[2] as week)
      select
        (select count(*)::int from jackpot_rank where week_key = k.week) as total,
        coalesce((
          select json_agg(p order by p.amount desc, p.id) from (${ranked(sql`
            select r.* from jackpot_rank r where r.week_key = k.week
            order by r.amount desc, r.id limit ${input.limit} offset ${input.offset}
          `)}) p
        ), '[]') as list,
        (select row_to_json(m) from (${ranked(sql`
          select r.* from jackpot_rank r where r.week_key = k.week and r.user_id = ${input.userId}
        `)}) m) as mine
      from k
    `.execute(db)
  ).rows[0]!;
  const entry = (r: RankRow) => ({
    id: Number(r.id),
    userId: Number(r.user_id),
    amount: Number(r.amount),
    lastAt: new Date(r.last_at),
    nickname: r.nickname,
    avatar: r.avatar,
    rank: Number(r.rank),
  });
  return {
    total: row.total,
    list: json<RankRow[]>(row.list).map(entry),
    mine: row.mine === null ? null : entry(json<RankRow>(row.mine)),
  };
};
