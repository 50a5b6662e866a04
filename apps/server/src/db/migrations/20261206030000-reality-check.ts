import { sql, type Kysely } from 'kysely';

/**
 * The reality check (docs/player-protection.md "Reality check", docs/adr/0072): the interval each
 * player chose, 15, 30 or 60 minutes (no row: the operator's default; never off). A game
 * session's start is kept on the lobby's clock from now on, so the time played in it moves with
 * the test clock as every other date rule does (outside development the two are the same); the
 * rounds of a session are found by an index on their session.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table reality_checks (
      user_id bigint primary key references users (id),
      minutes smallint not null check (minutes in (15, 30, 60)),
      updated_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`alter table game_sessions alter column opened_at set default app_now()`.execute(db);
  // The summary sums a session's rounds: found by their session, not by scanning the player's.
  await sql`create index game_rounds_session on game_rounds (session_id)`.execute(db);
  await sql`
    comment on column game_sessions.opened_at is
      'When the session opened, on the lobby''s clock (app_now()): the reality check reckons the time played from it.'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index game_rounds_session`.execute(db);
  await sql`alter table game_sessions alter column opened_at set default now()`.execute(db);
  await sql`drop table reality_checks`.execute(db);
}
