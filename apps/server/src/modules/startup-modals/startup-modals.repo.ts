import { sql } from 'kysely';
import type { Db } from '@/db/database';

/** The operator's day now (the lobby's clock in `tz`) and the modals the player was shown on it. */
export const shownToday = async (db: Db, userId: number, tz: string) => {
  const { rows } = await sql<{ day: string; slots: number[]; keys: string[] }>`
    select d.day::text as day,
      coalesce(array_agg(s.slot order by s.slot) filter (where s.slot is not null), '{}') as slots,
      coalesce(array_agg(s.modal_key order by s.slot) filter (where s.slot is not null), '{}')
        as keys
    from (select (app_now() at time zone ${tz})::date as day) d
    left join startup_modals_shown s on s.user_id = ${userId} and s.day = d.day
    group by d.day
  `.execute(db);
  const row = rows[0]!;
  return { day: row.day, slots: row.slots.map(Number), keys: row.keys };
};

/**
 * Records `key` in the player's `slot` of `day`; false when a parallel request took the slot or
 * showed the key first (the table's keys decide: nothing is written then).
 */
export const recordShown = async (
  db: Db,
  input: { userId: number; day: string; slot: number; key: string },
) => {
  const { rows } = await sql`
    insert into startup_modals_shown (user_id, day, slot, modal_key)
    values (${input.userId}, ${input.day}::date, ${input.slot}, ${input.key})
    on conflict do nothing
    returning slot
  `.execute(db);
  return rows.length === 1;
};
