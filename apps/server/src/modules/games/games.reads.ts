import { sql } from 'kysely';
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
