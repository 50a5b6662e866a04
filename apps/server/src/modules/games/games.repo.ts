import { sql } from 'kysely';
import { asCamel } from '../../db/camel-columns';
import type { Db } from '../../db/database';

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

// ---- provably fair seeds ----

const seedColumns = asCamel([
  'user_id',
  'server_seed',
  'server_seed_hash',
  'client_seed',
  'nonce',
  'created_at',
]);

/** A player's current seed pair and the next nonce. */
export type Seeds = NonNullable<Awaited<ReturnType<typeof lockSeeds>>>;

export const insertSeedsIfMissing = (
  db: Db,
  seeds: { userId: number; serverSeed: string; serverSeedHash: string; clientSeed: string },
) =>
  db
    .insertInto('fair_seeds')
    .values({
      user_id: seeds.userId,
      server_seed: seeds.serverSeed,
      server_seed_hash: seeds.serverSeedHash,
      client_seed: seeds.clientSeed,
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();

/** The player's seed row, locked: bets of one player take nonces one at a time. */
export const lockSeeds = async (db: Db, userId: number) => {
  const row = await db
    .selectFrom('fair_seeds')
    .select(seedColumns)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return row ? { ...row, userId: Number(row.userId), nonce: Number(row.nonce) } : undefined;
};

export const findSeeds = (db: Db, userId: number) =>
  db
    .selectFrom('fair_seeds')
    .select(asCamel(['server_seed_hash', 'client_seed', 'nonce']))
    .where('user_id', '=', userId)
    .executeTakeFirst();

export const advanceNonce = (db: Db, userId: number, nonce: number) =>
  db
    .updateTable('fair_seeds')
    .set({ nonce: nonce + 1 })
    .where('user_id', '=', userId)
    .execute();

export const replaceSeeds = async (
  db: Db,
  old: Seeds,
  next: { serverSeed: string; serverSeedHash: string; clientSeed: string },
) => {
  await db
    .insertInto('fair_seeds_revealed')
    .values({
      user_id: old.userId,
      server_seed: old.serverSeed,
      server_seed_hash: old.serverSeedHash,
      client_seed: old.clientSeed,
      nonce: old.nonce,
      created_at: old.createdAt,
    })
    .execute();
  await db
    .updateTable('fair_seeds')
    .set({
      server_seed: next.serverSeed,
      server_seed_hash: next.serverSeedHash,
      client_seed: next.clientSeed,
      nonce: 0,
      created_at: sql<Date>`now()`,
    })
    .where('user_id', '=', old.userId)
    .execute();
};

// ---- a built-in game's round in two statements (docs/adr/0024) ----

/** A round as the house games look it up again: whose, which game, stake, win, state, detail. */
export interface PlayedRound {
  userId: number;
  gameId: number;
  bet: number;
  win: number;
  status: string;
  detail: unknown;
}

export interface HouseRoundState {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** The player's open game session of this game, if any. */
  sessionId: string | null;
  /** The round this id already played (a repeated idempotency key), if any. */
  prior: PlayedRound | null;
  /** That round's stored credit answer. */
  priorCredit: unknown;
}

/**
 * What a round needs, in one statement and without a lock: the player's seed pair (made now
 * when they have none), their open session of the game and what the round id already played.
 * Undefined when a parallel first round made the pair after this statement's snapshot (read
 * again).
 */
export const readHouseRound = async (
  db: Db,
  input: {
    userId: number;
    gameId: number;
    provider: string;
    roundId: string;
    fresh: { serverSeed: string; serverSeedHash: string; clientSeed: string };
  },
): Promise<HouseRoundState | undefined> => {
  const { userId, fresh } = input;
  const { rows } = await sql<HouseRoundState>`
    with made as (
      insert into fair_seeds (user_id, server_seed, server_seed_hash, client_seed)
      select ${userId}, ${fresh.serverSeed}, ${fresh.serverSeedHash}, ${fresh.clientSeed}
      where not exists (select 1 from fair_seeds where user_id = ${userId})
      on conflict (user_id) do nothing
      returning server_seed, server_seed_hash, client_seed, nonce
    ), seeds as (
      select server_seed, server_seed_hash, client_seed, nonce from made
      union all
      select server_seed, server_seed_hash, client_seed, nonce from fair_seeds
      where user_id = ${userId} and not exists (select 1 from made)
    )
    select s.server_seed as "serverSeed", s.server_seed_hash as "serverSeedHash",
      s.client_seed as "clientSeed", s.nonce,
      (select id from game_sessions
        where user_id = ${userId} and game_id = ${input.gameId} and closed_at is null
        limit 1) as "sessionId",
      (select json_build_object(
          'userId', r.user_id, 'gameId', r.game_id, 'bet', r.bet, 'win', r.win,
          'status', r.status, 'detail', r.detail)
        from game_rounds r
        where r.provider = ${input.provider} and r.round_id = ${input.roundId}) as prior,
      (select t.answer from seamless_transactions t
        where t.provider = ${input.provider} and t.tx_id = ${`${input.roundId}:win`}) as "priorCredit"
    from seeds s
  `.execute(db);
  const row = rows[0];
  return row ? { ...row, nonce: Number(row.nonce) } : undefined;
};

/**
 * Plays a computed round by `house_play`: the nonce moves on from `nonce` (with the same seed
 * pair), the stake is debited and the payout credited, or nothing happens. Answers the wallet's
 * two answers, or `retry` when the nonce or the pair moved meanwhile. A refusal raises
 * HOUSE_REFUSED (see houseRefusal).
 */
export const applyHouseRound = async (
  db: Db,
  input: {
    userId: number;
    nonce: number;
    serverSeedHash: string;
    debit: unknown;
    credit: unknown;
    idleSeconds: number;
  },
) =>
  (
    await sql<{ answer: { retry?: true; debit?: unknown; credit?: unknown } }>`
      select house_play(
        ${input.userId}::bigint, ${input.nonce}::bigint, ${input.serverSeedHash},
        ${JSON.stringify(input.debit)}::jsonb, ${JSON.stringify(input.credit)}::jsonb,
        ${input.idleSeconds}::int
      ) as answer
    `.execute(db)
  ).rows[0]!.answer;

/** The wallet's answer a HOUSE_REFUSED error carries, if the error is one. */
export const houseRefusal = (error: unknown): unknown => {
  const e = error as { message?: unknown; detail?: unknown };
  if (e?.message !== 'HOUSE_REFUSED' || typeof e.detail !== 'string') return undefined;
  return JSON.parse(e.detail) as unknown;
};
