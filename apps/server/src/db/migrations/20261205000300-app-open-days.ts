import { sql, type Kysely } from 'kysely';

/**
 * The operator days a player opened the app (docs/rewards/check-in.md "The login bonus"): one
 * row per player per operator day (rewards.timeZone), written by the first refreshData of that
 * day. A player installed as a PWA stays signed in for weeks, so the login bonus's day counts an
 * app open as well as a sign-in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table app_open_days (
      user_id bigint not null references users (id),
      day date not null,
      opened_at timestamptz not null default now(),
      primary key (user_id, day)
    )
  `.execute(db);
  await sql`
    comment on column app_open_days.day is
      'The operator day (rewards.timeZone) of the player''s first app open that day.'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table app_open_days`.execute(db);
}
