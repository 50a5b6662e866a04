import { sql, type Kysely } from 'kysely';

/**
 * The start-up modals shown to each player on each operator day (docs/rules.md "Start-up
 * modals", docs/adr/0063): at most two a day, never the same one twice, across devices. The
 * slot's key (1 or 2) and the modal's key are each unique per player and day, so parallel
 * requests never record more than two nor one twice: a request that loses a race inserts
 * nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table startup_modals_shown (
      user_id bigint not null references users (id),
      day date not null,
      slot smallint not null check (slot between 1 and 2),
      modal_key text not null,
      shown_at timestamptz not null default now(),
      primary key (user_id, day, slot),
      unique (user_id, day, modal_key)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table startup_modals_shown`.execute(db);
}
