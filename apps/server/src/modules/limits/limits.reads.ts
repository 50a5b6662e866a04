import { sql } from 'kysely';
import type { Db } from '@/db/database';

/**
 * What other modules may do with the limits' tables: the seamless wallet's rollback gives a
 * cancelled stake back to the player's counters (db/functions/play_limits_settle.sql), as its
 * debit and credit do in their own statements.
 */
export const giveBackStake = (trx: Db, userId: number, account: string, amount: number) =>
  sql`select play_limits_settle(${userId}::bigint, ${account}, 0::bigint, ${amount}::bigint)`.execute(
    trx,
  );

/** A player on a marker's list: the figure, the latest moment it moved (lobby's clock). */
export interface MarkerRow {
  userId: number;
  figure: number;
  at: Date;
}

/**
 * Players who asked for a raise or removal of a limit, or confirmed one, in the last `days`
 * days (the Player protection dashboard, ADR 0075): how many such changes, the latest first.
 */
export const limitRaisesSince = async (db: Db, days: number, cap: number) => {
  const { rows } = await sql<{ userId: string; figure: string; at: Date }>`
    select user_id as "userId", count(*) as figure, max(created_at) as at
    from play_limit_changes
    where action in ('request', 'confirm') and created_at > app_now() - make_interval(days => ${days})
    group by user_id
    order by max(created_at) desc, user_id
    limit ${cap}
  `.execute(db);
  return rows.map(toMarker);
};

/** Players a limit refused at least `atLeast` times in the last `days` days, most first. */
export const limitHitsSince = async (db: Db, days: number, atLeast: number, cap: number) => {
  const { rows } = await sql<{ userId: string; figure: string; at: Date }>`
    select user_id as "userId", count(*) as figure, max(created_at) as at
    from play_limit_hits
    where created_at > app_now() - make_interval(days => ${days})
    group by user_id
    having count(*) >= ${atLeast}
    order by count(*) desc, max(created_at) desc, user_id
    limit ${cap}
  `.execute(db);
  return rows.map(toMarker);
};

const toMarker = (r: { userId: string; figure: string; at: Date }): MarkerRow => ({
  userId: Number(r.userId),
  figure: Number(r.figure),
  at: new Date(r.at),
});
