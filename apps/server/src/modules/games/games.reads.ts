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
