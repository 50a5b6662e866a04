import { sql, type Kysely } from 'kysely';

/**
 * The refusals of a player's limits (docs/player-protection.md "Markers of harm", ADR 0075):
 * `play_limit_hits`, one row each time a deposit, a bet or play time was refused by a limit,
 * written after the refusal in a small write of its own (the refused work rolled back), on the
 * lobby's clock. The console's Player protection dashboard counts them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table play_limit_hits (
      id bigserial primary key,
      user_id bigint not null references users (id),
      kind text not null,
      created_at timestamptz not null default app_now()
    )
  `.execute(db);
  await sql`create index play_limit_hits_at on play_limit_hits (created_at, user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table play_limit_hits`.execute(db);
}
