import { sql } from 'kysely';
import type { Db } from '@/db/database';
import { playersSql } from '../accounts/accounts.reads';
import type { Award } from '../rewards/awards';
import { publishEvents } from '../rewards/publish-events';
import { countersOfSql } from '../rewards/rewards.reads';
import { Metric } from '../rewards/rewards-events';

/** A board: the operator's day or ISO week, by valid bets. */
export type RankPeriod = 'day' | 'week';

/** Which of reward_period_keys' keys a period is (1-based), its date_trunc unit and length. */
const PERIOD_SQL = {
  day: { index: 1, unit: 'day', length: '1 day' },
  week: { index: 2, unit: 'week', length: '7 days' },
} as const;

interface BoardRow {
  user_id: string;
  value: string;
  rank: number;
  nickname: string;
  avatar: string;
}

/**
 * The board of the period now (by the lobby's clock, in zone `tz`), in one statement: its key,
 * when it ends, its top `limit` players with at least `min` (rank: standard competition ranking),
 * and the player's own value and rank (null below `min`). The counters' rank index makes the top
 * a scan of `limit` entries and the player's rank a count of those above them.
 */
export const boardNow = async (
  db: Db,
  input: { userId: number; period: RankPeriod; tz: string; min: number; limit: number },
) => {
  const p = PERIOD_SQL[input.period];
  const validBets = countersOfSql(Metric.ValidBets, sql`p.key`);
  const { rows } = await sql<{
    now: Date;
    period_key: string;
    ends_at: Date;
    list: BoardRow[] | string;
    my_value: string | null;
    my_rank: number | null;
  }>`
    with p as (
      select app_now() as now, (reward_period_keys(app_now(), ${input.tz}))[${sql.lit(p.index)}] as key,
        (date_trunc(${p.unit}, app_now() at time zone ${input.tz})
          + interval ${sql.lit(p.length)}) at time zone ${input.tz} as ends_at
    ),
    top as (
      select c.user_id, c.value, rank() over (order by c.value desc)::int as rank
      from p cross join lateral ${validBets} c
      where c.value >= ${input.min}
      order by c.value desc, c.user_id
      limit ${input.limit}
    ),
    mine as (
      select c.value from p cross join lateral ${validBets} c where c.user_id = ${input.userId}
    )
    select p.now, p.key as period_key, p.ends_at,
      coalesce((
        select json_agg(json_build_object(
          'user_id', t.user_id, 'value', t.value, 'rank', t.rank,
          'nickname', u.nickname, 'avatar', u.avatar
        ) order by t.value desc, t.user_id)
        from top t join ${playersSql} u on u.id = t.user_id
      ), '[]') as list,
      (select value from mine) as my_value,
      (select case when m.value >= ${input.min} then (
        select count(*)::int + 1 from ${validBets} c where c.value > m.value
      ) end from mine m) as my_rank
    from p
  `.execute(db);
  const row = rows[0]!;
  const list = typeof row.list === 'string' ? (JSON.parse(row.list) as BoardRow[]) : row.list;
  return {
    now: new Date(row.now),
    periodKey: row.period_key,
    endsAt: new Date(row.ends_at),
    top: list.map((r) => ({
      userId: Number(r.user_id),
      value: Number(r.value),
      rank: r.rank,
      nickname: r.nickname,
      avatar: r.avatar,
    })),
    mine: row.my_value === null ? 0 : Number(row.my_value),
    myRank: row.my_value === null ? null : row.my_rank,
  };
};

/**
 * The closed periods of the last `days` days and `weeks` ISO weeks (by the lobby's clock, in
 * zone `tz`) that are not paid yet, with their start and end, oldest first.
 */
export const unpaidPeriods = async (db: Db, input: { tz: string; days: number; weeks: number }) => {
  const { rows } = await sql<{ period_key: string; starts_at: Date; ends_at: Date }>`
    with local as (select app_now() at time zone ${input.tz} as t),
    periods as (
      select 'd:' || to_char(s, 'YYYY-MM-DD') as key, s as starts, s + interval '1 day' as ends
      from local, generate_series(1, ${input.days}) as n,
        lateral (select date_trunc('day', local.t) - make_interval(days => n) as s) d
      union all
      select 'w:' || to_char(s, 'IYYY-"W"IW'), s, s + interval '7 days'
      from local, generate_series(1, ${input.weeks}) as n,
        lateral (select date_trunc('week', local.t) - make_interval(weeks => n) as s) w
    )
    select key as period_key, starts at time zone ${input.tz} as starts_at,
      ends at time zone ${input.tz} as ends_at
    from periods
    where not exists (select 1 from rank_payouts r where r.period_key = periods.key)
    order by ends, key
  `.execute(db);
  return rows.map((r) => ({
    periodKey: r.period_key,
    startsAt: new Date(r.starts_at),
    endsAt: new Date(r.ends_at),
  }));
};

/**
 * Marks the period paid unless it is (the first of two instances wins; the other answers false):
 * the caller grants its prizes in the same transaction.
 */
export const markPaid = async (trx: Db, periodKey: string, winners: number) => {
  const row = await trx
    .insertInto('rank_payouts')
    .values({ period_key: periodKey, winners })
    .onConflict((oc) => oc.column('period_key').doNothing())
    .returning('period_key')
    .executeTakeFirst();
  return row !== undefined;
};

/** A prize granted on a closed board, as the `rank.prize` event tells it (mail listens). */
export interface PrizeEvent {
  userId: number;
  board: RankPeriod;
  periodKey: string;
  rank: number;
  awards: readonly Award[];
}

/** The `rank.prize` events of the prizes granted, in the outbox, in the payout's transaction. */
export const publishPrizes = (trx: Db, prizes: readonly PrizeEvent[]) =>
  publishEvents(
    trx,
    prizes.map((p) => ({
      type: 'rank.prize',
      userId: p.userId,
      payload: {
        userId: p.userId,
        board: p.board,
        periodKey: p.periodKey,
        rank: p.rank,
        awards: p.awards,
      },
    })),
  );

/**
 * A closed board's entries that can place within `places` (all players tied at the last of
 * them included), highest first: players with at least `min`.
 */
export const finalEntries = async (
  db: Db,
  input: { periodKey: string; min: number; places: number },
) => {
  const { rows } = await sql<{ user_id: string; value: string }>`
    select user_id, value from (
      select c.user_id, c.value, rank() over (order by c.value desc) as rank
      from ${countersOfSql(Metric.ValidBets, sql.val(input.periodKey))} c
      where c.value >= ${input.min}
    ) r
    where r.rank <= ${input.places}
    order by r.value desc, r.user_id
  `.execute(db);
  return rows.map((r) => ({ userId: Number(r.user_id), value: Number(r.value) }));
};
