import { sql } from 'kysely';
import type { Db } from '@/db/database';

/**
 * Takes the player's export slot: writes this export's time when the last was at least
 * `everyMinutes` ago on the lobby's clock (or none was made), in one statement, so parallel
 * asks take it once. Answers null when taken, or the seconds until the next slot opens.
 */
export const takeExportSlot = async (
  db: Db,
  userId: number,
  everyMinutes: number,
): Promise<number | null> => {
  const { rows } = await sql<{ user_id: string }>`
    insert into data_export_marks as d (user_id, last_at) values (${userId}, app_now())
    on conflict (user_id) do update set last_at = excluded.last_at, exports = d.exports + 1
      where d.last_at <= app_now() - make_interval(mins => ${everyMinutes})
    returning d.user_id
  `.execute(db);
  if (rows.length > 0) return null;
  const wait = await sql<{ seconds: string }>`
    select ceil(extract(epoch from
      last_at + make_interval(mins => ${everyMinutes}) - app_now()))::int as seconds
    from data_export_marks where user_id = ${userId}
  `.execute(db);
  return Math.max(1, Number(wait.rows[0]?.seconds ?? 1));
};

/** The player's export marks go with the rest (nothing of the person is in them but times). */
export const eraseExportMarks = (trx: Db, userId: number) =>
  trx.deleteFrom('data_export_marks').where('user_id', '=', userId).execute();
