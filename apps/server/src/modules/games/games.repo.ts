import { sql } from 'kysely';
import type { Db } from '@/db/database';

/** How many distinct games the history keeps. */
export const HISTORY_SIZE = 50;

// ---- game sessions ----

export const closeOpenSessions = (
  db: Db,
  userId: number,
  reason: string,
  only: { gameId?: number | undefined; sessionId?: string | undefined } = {},
) => {
  let query = db
    .updateTable('game_sessions')
    .set({ closed_at: sql<Date>`now()`, close_reason: reason })
    .where('user_id', '=', userId)
    .where('closed_at', 'is', null);
  if (only.gameId !== undefined) query = query.where('game_id', '=', only.gameId);
  if (only.sessionId !== undefined) query = query.where('id', '=', only.sessionId);
  return query.execute();
};

/**
 * Closes every open session of a provider other than `kept` (the enabled ones and the house):
 * a provider switched off takes no more bets; its rounds' credits and rollbacks still settle.
 */
export const closeSessionsOfOtherProviders = (db: Db, kept: readonly string[], reason: string) =>
  db
    .updateTable('game_sessions')
    .set({ closed_at: sql<Date>`now()`, close_reason: reason })
    .where('closed_at', 'is', null)
    .where('provider', 'not in', kept)
    .execute();

export const insertSession = (
  db: Db,
  session: {
    id: string;
    userId: number;
    gameId: number;
    provider: string;
    wagerWeightBp: number;
    maxBet: number;
  },
) =>
  db
    .insertInto('game_sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      game_id: session.gameId,
      provider: session.provider,
      wager_weight_bp: session.wagerWeightBp,
      max_bet: session.maxBet,
    })
    .execute();

/** Marks the open, live session of that game as heard from; answers whether there was one. */
export const touchSession = async (db: Db, userId: number, gameId: number, idleSeconds: number) =>
  (
    await db
      .updateTable('game_sessions')
      .set({ last_seen_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .where('game_id', '=', gameId)
      .where('closed_at', 'is', null)
      .where(sql<boolean>`last_seen_at > now() - make_interval(secs => ${idleSeconds})`)
      .executeTakeFirst()
  ).numUpdatedRows > 0n;

export const openSessionOf = (db: Db, userId: number, gameId: number) =>
  db
    .selectFrom('game_sessions')
    .select(['id', 'provider'])
    .where('user_id', '=', userId)
    .where('game_id', '=', gameId)
    .where('closed_at', 'is', null)
    .executeTakeFirst();

/** Closes every open session silent for `idleSeconds`; answers how many. */
export const closeIdleSessions = async (db: Db, idleSeconds: number) =>
  Number(
    (
      await db
        .updateTable('game_sessions')
        .set({ closed_at: sql<Date>`now()`, close_reason: 'idle' })
        .where('closed_at', 'is', null)
        .where(sql<boolean>`last_seen_at <= now() - make_interval(secs => ${idleSeconds})`)
        .executeTakeFirst()
    ).numUpdatedRows,
  );

// ---- likes and history ----

export const insertLike = async (db: Db, userId: number, gameId: number) =>
  (await db
    .insertInto('game_likes')
    .values({ user_id: userId, game_id: gameId })
    .onConflict((oc) => oc.columns(['user_id', 'game_id']).doNothing())
    .returning('game_id')
    .executeTakeFirst()) !== undefined;

export const deleteLike = (db: Db, userId: number, gameId: number) =>
  db.deleteFrom('game_likes').where('user_id', '=', userId).where('game_id', '=', gameId).execute();

export const likedGameIds = async (db: Db, userId: number) =>
  (
    await db
      .selectFrom('game_likes')
      .select('game_id')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('game_id', 'desc')
      .execute()
  ).map((row) => row.game_id);

/** Records a game as played now and keeps only the newest HISTORY_SIZE games. */
export const recordPlayed = async (db: Db, userId: number, gameId: number) => {
  await db
    .insertInto('game_history')
    .values({ user_id: userId, game_id: gameId })
    .onConflict((oc) =>
      oc.columns(['user_id', 'game_id']).doUpdateSet({ played_at: sql<Date>`clock_timestamp()` }),
    )
    .execute();
  await sql`
    delete from game_history
    where user_id = ${userId}
      and game_id not in (
        select game_id from game_history where user_id = ${userId}
        order by played_at desc, game_id desc limit ${HISTORY_SIZE}
      )
  `.execute(db);
};

export const historyGameIds = async (db: Db, userId: number) =>
  (
    await db
      .selectFrom('game_history')
      .select('game_id')
      .where('user_id', '=', userId)
      .orderBy('played_at', 'desc')
      .orderBy('game_id', 'desc')
      .limit(HISTORY_SIZE)
      .execute()
  ).map((row) => row.game_id);

// ---- bet records (settled rounds) ----

export interface RecordFilter {
  from?: Date;
  to?: Date;
  gameId?: number;
}

const settledRounds = (filter: RecordFilter) =>
  sql.join(
    [
      sql`status = 'settled'`,
      ...(filter.from ? [sql`created_at >= ${filter.from}`] : []),
      ...(filter.to ? [sql`created_at < ${filter.to}`] : []),
      ...(filter.gameId === undefined ? [] : [sql`game_id = ${filter.gameId}`]),
    ],
    sql` and `,
  );

/** A settled round as the page's JSON carries it (created_at as text). */
interface BetRecordJson {
  id: number;
  roundId: string;
  gameId: number;
  bet: number;
  win: number;
  createdAt: string;
}

/**
 * A page of a player's settled rounds, newest first, and how many there are, counted up to
 * `countCap`, in one statement. Both walk game_rounds_user_settled_page (user_id, created_at
 * desc, id desc) from the newest or from the round `after`, so what they read does not grow
 * with the player's history (docs/adr/0025); a game filter skips other games' rounds on the way.
 */
export const betRecordPage = async (
  db: Db,
  userId: number,
  filter: RecordFilter,
  page: { limit: number; offset: number; after: number | undefined; countCap: number },
) => {
  const where = sql`user_id = ${userId} and ${settledRounds(filter)}`;
  const start =
    page.after === undefined
      ? sql``
      : sql`and (created_at, id) < (
          select created_at, id from game_rounds where id = ${page.after} and user_id = ${userId}
        )`;
  const result = await sql<{ counted: number; list: BetRecordJson[] }>`
    select
      (select count(*) from (
        select 1 from game_rounds where ${where} limit ${page.countCap + 1}
      ) counted)::int as counted,
      coalesce((
        select json_agg(r order by r."createdAt" desc, r.id desc) from (
          select id, round_id as "roundId", game_id as "gameId", bet, win,
            created_at as "createdAt"
          from game_rounds
          where ${where} ${start}
          order by created_at desc, id desc
          limit ${page.limit} offset ${page.offset}
        ) r
      ), '[]') as list
  `.execute(db);
  const { counted, list } = result.rows[0] ?? { counted: 0, list: [] };
  return {
    counted,
    list: list.map((row) => ({
      id: Number(row.id),
      roundId: row.roundId,
      gameId: row.gameId,
      bet: Number(row.bet),
      win: Number(row.win),
      createdAt: new Date(row.createdAt),
    })),
  };
};

/**
 * Totals by day (at `utcOffset` minutes from UTC) and by game, in one pass over the range: the
 * range is at most REPORT_MAX_DAYS, so what it reads is that range's rounds, never the rest of
 * the history.
 */
export const betTotals = async (
  db: Db,
  userId: number,
  filter: RecordFilter,
  utcOffset: number,
) => {
  const day = sql`to_char(
    (created_at at time zone 'UTC') + make_interval(mins => ${utcOffset}), 'YYYY-MM-DD'
  )`;
  const result = await sql<{
    day: string | null;
    game_id: number | null;
    bets: string;
    wins: string;
    rounds: string;
  }>`
    select day, game_id, sum(bet) as bets, sum(win) as wins, count(*) as rounds
    from (
      select ${day} as day, game_id, bet, win from game_rounds
      where user_id = ${userId} and ${settledRounds(filter)}
    ) r
    group by grouping sets ((day), (game_id))
  `.execute(db);
  const num = (row: { bets: string; wins: string; rounds: string }) => {
    const bets = Number(row.bets);
    const wins = Number(row.wins);
    return { bets, wins, net: wins - bets, rounds: Number(row.rounds) };
  };
  const byDay: ({ day: string } & ReturnType<typeof num>)[] = [];
  const byGame: ({ gameId: number } & ReturnType<typeof num>)[] = [];
  for (const row of result.rows) {
    if (row.day !== null) byDay.push({ day: row.day, ...num(row) });
    else if (row.game_id !== null) byGame.push({ gameId: row.game_id, ...num(row) });
  }
  byDay.sort((a, b) => (a.day < b.day ? 1 : -1));
  byGame.sort((a, b) => a.gameId - b.gameId);
  return { byDay, byGame };
};
