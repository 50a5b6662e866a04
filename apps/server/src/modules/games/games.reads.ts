import { sql, type RawBuilder } from 'kysely';
import type { Db } from '@/db/database';
import { cappedUserRows, countUserRows, type Paging } from '@/db/user-rows';

/** What other modules may read of the game rounds (the console's player page). */
export const pageOfPlayerRounds = (db: Db, userId: number, page: Paging) =>
  db
    .selectFrom('game_rounds')
    .select([
      'id',
      'provider',
      'game_id as gameId',
      'round_id as roundId',
      'bet',
      'win',
      'status',
      'created_at as createdAt',
      cappedUserRows('game_rounds', userId, page.countCap).as('counted'),
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

/** How many of a player's rows there are, up to the cap (a page past the end carries none). */
export const countPlayerRounds = (db: Db, userId: number, cap: number) =>
  countUserRows(db, 'game_rounds', userId, cap);

/**
 * Whether a round the bonus balance funded is still open. The seamless wallet records the
 * account a round is funded from; a bonus closes only when none of its rounds is open, so their
 * wins and rollbacks always find it (docs/adr/0021).
 */
export const hasOpenBonusRound = async (db: Db, userId: number) =>
  (await db
    .selectFrom('game_rounds')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'open')
    .where('funded_by', '=', 'bonus')
    .limit(1)
    .executeTakeFirst()) !== undefined;

/** Whether any round of the player's is still open (an account with one is not closed). */
export const hasOpenRound = async (db: Db, userId: number) =>
  (await db
    .selectFrom('game_rounds')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'open')
    .limit(1)
    .executeTakeFirst()) !== undefined;

/**
 * A player's rounds by operator day from `since` (a date, YYYY-MM-DD, in `timeZone`): stakes by
 * the day each round opened, and of rounds paid from cash their stakes and the payouts by the
 * day they settled — as a derived table `(day, staked, cash_staked, cash_paid)` for the limits
 * module's one statement. Rounds keep the database's time; `shiftSeconds` moves it onto the
 * lobby's clock (the test clock).
 */
export const roundDayTotalsSql = (
  userId: number,
  since: string,
  timeZone: string,
  shiftSeconds: number,
) => sql`(
  select day, sum(staked)::bigint as staked, sum(cash_staked)::bigint as cash_staked,
    sum(cash_paid)::bigint as cash_paid
  from (
    select ((created_at + make_interval(secs => ${shiftSeconds})) at time zone ${timeZone})::date as day,
      bet as staked, case when funded_by = 'coin' then bet else 0 end as cash_staked, 0 as cash_paid
    from game_rounds where user_id = ${userId} and status <> 'rolled_back'
    union all
    select ((coalesce(settled_at, created_at) + make_interval(secs => ${shiftSeconds}))
        at time zone ${timeZone})::date,
      0, 0, case when funded_by = 'coin' then win else 0 end
    from game_rounds where user_id = ${userId} and win > 0
  ) r
  where day >= ${since}::date
  group by day
)`;

/**
 * Seconds a player spent in game sessions since `since` (a moment on the database's clock):
 * each session from its opening (or `since`) to its close, its last heartbeat or its last bet,
 * whichever is latest (a game that never beats still counts to its last round).
 */
export const sessionSecondsSince = async (db: Db, userId: number, since: Date) => {
  const { rows } = await sql<{ seconds: string | null }>`
    select extract(epoch from sum(e.ended - greatest(e.opened_at, ${since}::timestamptz))) as seconds
    from (
      select s.opened_at, least(now(), greatest(coalesce(s.closed_at, s.last_seen_at), (
        select max(r.created_at) from game_rounds r
        where r.user_id = s.user_id and r.created_at >= s.opened_at and r.session_id = s.id
      ))) as ended
      from game_sessions s
      where s.user_id = ${userId} and (s.closed_at is null or s.closed_at > ${since}::timestamptz)
    ) e
    where e.ended > ${since}::timestamptz
  `.execute(db);
  return Math.max(0, Math.floor(Number(rows[0]?.seconds ?? 0)));
};

/**
 * The player's open session of a game, for the reality check (docs/adr/0072): when it opened and
 * now (the lobby's clock), and its rounds' stakes and payouts — every round that names the
 * session, house and provider alike (a rolled-back round moved no money and is left out; an open
 * one counts its stake). One statement; undefined when no live session of that game is open.
 */
export const openSessionSummary = async (
  db: Db,
  userId: number,
  gameId: number,
  idleSeconds: number,
) => {
  const row = await db
    .selectFrom('game_sessions as s')
    .leftJoin('game_rounds as r', (join) =>
      join
        .onRef('r.session_id', '=', 's.id')
        .onRef('r.user_id', '=', 's.user_id')
        .on('r.status', '<>', 'rolled_back'),
    )
    .select([
      's.id as sessionId',
      's.opened_at as openedAt',
      sql<Date>`app_now()`.as('now'),
      sql<string>`count(r.id)`.as('rounds'),
      sql<string>`coalesce(sum(r.bet), 0)`.as('bets'),
      sql<string>`coalesce(sum(r.win), 0)`.as('wins'),
    ])
    .where('s.user_id', '=', userId)
    .where('s.game_id', '=', gameId)
    .where('s.closed_at', 'is', null)
    // Silent past the idle window: closed for every call, though the job has not come by yet.
    .where(sql<boolean>`s.last_seen_at > now() - make_interval(secs => ${idleSeconds})`)
    .groupBy('s.id')
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    sessionId: row.sessionId,
    openedAt: new Date(row.openedAt),
    now: new Date(row.now),
    rounds: Number(row.rounds),
    bets: Number(row.bets),
    wins: Number(row.wins),
  };
};

/**
 * Players whose play time of one operator day was over `seconds` in the last `days` days (the
 * Player protection dashboard, ADR 0075): each session counted whole on the day it opened, so a
 * session over the line puts its day over it too. The player's longest such day, longest
 * first: `figure` seconds, `at` the day's start. `shiftSeconds` moves sessions onto the lobby's
 * clock (the test clock).
 */
export const longPlayDays = async (
  db: Db,
  q: { seconds: number; days: number; timeZone: string; shiftSeconds: number; cap: number },
) => {
  const { rows } = await sql<{ userId: string; figure: string; at: Date; longest: string }>`
    with s as (
      select user_id,
        ((opened_at + make_interval(secs => ${q.shiftSeconds})) at time zone ${q.timeZone})::date as day,
        extract(epoch from least(coalesce(closed_at, last_seen_at), now()) - opened_at) as secs
      from game_sessions
      where opened_at > now() - make_interval(days => ${q.days})
    ), d as (
      select user_id, day, sum(secs) as total, max(secs) as longest from s group by user_id, day
    ), top as (
      select distinct on (user_id) user_id, day, total, longest from d
      where total > ${q.seconds}
      order by user_id, total desc
    )
    select user_id as "userId", floor(total) as figure, floor(longest) as longest,
      (day::timestamp at time zone ${q.timeZone}) as at
    from top order by total desc, user_id limit ${q.cap}
  `.execute(db);
  return rows.map((r) => ({
    userId: Number(r.userId),
    figure: Number(r.figure),
    longest: Number(r.longest),
    at: new Date(r.at),
  }));
};

/**
 * SQL of the net loss (stakes less wins, hundredths) of a player's rounds paid from cash that
 * opened in [from, to) — moments on the database's clock — as a one-row table `(lost)` for a
 * `cross join lateral` (the night deposits marker, ADR 0075).
 */
export const cashNetLossSql = (
  userId: RawBuilder<unknown>,
  from: RawBuilder<unknown>,
  to: RawBuilder<unknown>,
) => sql`(
  select coalesce(sum(bet - win), 0)::bigint as lost from game_rounds
  where user_id = ${userId} and funded_by = 'coin' and status <> 'rolled_back'
    and created_at >= ${from} and created_at < ${to}
)`;
