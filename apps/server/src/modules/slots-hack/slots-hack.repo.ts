import { sql } from 'kysely';
import type { Db } from '@/db/database';

/** A player's best qualifying round of an event: win ÷ bet in hundredths, and its game. */
export interface BestRound {
  userId: number;
  eventKey: string;
  bestE2: number;
  gameId: number;
}

/** Raises each player's best of the event to the round's when better: one statement. */
export const raiseBest = async (trx: Db, rounds: readonly BestRound[]) => {
  if (rounds.length === 0) return;
  await sql`
    insert into slots_hack_best as b (user_id, event_key, best_e2, game_id)
    select distinct on (r.user_id, r.event_key) r.user_id, r.event_key, r.best_e2, r.game_id
    from unnest(
      ${sql.val(rounds.map((r) => r.userId))}::bigint[],
      ${sql.val(rounds.map((r) => r.eventKey))}::text[],
      ${sql.val(rounds.map((r) => r.bestE2))}::bigint[],
      ${sql.val(rounds.map((r) => r.gameId))}::int[]
    ) as r (user_id, event_key, best_e2, game_id)
    order by r.user_id, r.event_key, r.best_e2 desc
    on conflict (user_id, event_key) do update set
      best_e2 = excluded.best_e2, game_id = excluded.game_id, updated_at = now()
      where excluded.best_e2 > b.best_e2
  `.execute(trx);
};

/** The player's best of the event, 0 when no round counted. */
export const bestOf = async (db: Db, userId: number, eventKey: string) => {
  const row = await db
    .selectFrom('slots_hack_best')
    .select('best_e2')
    .where('user_id', '=', userId)
    .where('event_key', '=', eventKey)
    .executeTakeFirst();
  return Number(row?.best_e2 ?? 0);
};
