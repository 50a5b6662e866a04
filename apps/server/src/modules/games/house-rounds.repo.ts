import { sql } from 'kysely';
import type { Db } from '@/db/database';

/** A built-in game's round in two statements (docs/adr/0024). */

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
