import { sql, type Kysely } from 'kysely';

/**
 * The leaderboard and the slots hack (docs/rewards/README.md):
 * - the leaderboard reads "the top N of a metric in a period" from the engine's counters, so
 *   they get an index in that order (a top-50 read stops after 50 index entries, and a player's
 *   rank counts only the entries above theirs);
 * - `rank_payouts` freezes each closed period's standings once paid: the prize job pays a
 *   period once, and a late event counted after it cannot make it pay a place twice;
 * - `slots_hack_best` keeps each player's best qualifying multiplier of a slots-hack event, for
 *   the page (the engine's slots-hack rule writes it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index reward_counters_rank
      on reward_counters (metric, period_key, value desc, user_id)
  `.execute(db);
  await sql`
    create table rank_payouts (
      period_key text primary key,
      winners int not null check (winners >= 0),
      paid_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    comment on table rank_payouts is
      'Leaderboard periods (d:…, w:…) whose prizes were granted: each is paid once.'
  `.execute(db);
  await sql`
    create table slots_hack_best (
      user_id bigint not null references users (id),
      event_key text not null,
      best_e2 bigint not null check (best_e2 >= 0),
      game_id int not null,
      updated_at timestamptz not null default now(),
      primary key (user_id, event_key)
    )
  `.execute(db);
  await sql`
    comment on column slots_hack_best.best_e2 is
      'The best win/bet of a qualifying round of the event, in hundredths (12345 = 123.45×).'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table slots_hack_best`.execute(db);
  await sql`drop table rank_payouts`.execute(db);
  await sql`drop index reward_counters_rank`.execute(db);
}
