import { sql, type Kysely } from 'kysely';

/**
 * The test clock can be frozen: `frozen_at` holds app_now() at an instant (the offset still
 * moves it from there), so a test of a day's boundary sets the instant instead of hoping that
 * midnight does not fall inside it. Production never writes the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table test_clock
      add column frozen_at timestamptz,
      alter column offset_seconds set default 0
  `.execute(db);
  await sql`
    comment on column test_clock.frozen_at is
      'Development only: app_now() holds at this instant (plus offset_seconds) instead of running with now().'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table test_clock
      drop column frozen_at,
      alter column offset_seconds drop default
  `.execute(db);
}
