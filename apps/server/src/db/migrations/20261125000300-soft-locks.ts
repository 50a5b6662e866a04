import { sql, type Kysely } from 'kysely';

/**
 * Soft locks instead of hard ones (docs/security.md "Sign-in"): when an identity's last wrong
 * password was (its growing delay runs from it); counters of what an anonymous caller spends,
 * by IP or device, per window; and the proof-of-work challenges already used, so a solution
 * serves once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table password_failures add column last_failed_at timestamptz`.execute(db);
  await sql`
    create table throttle_counters (
      key text primary key,
      count integer not null,
      window_started_at timestamptz not null
    )
  `.execute(db);
  await sql`create index throttle_counters_window on throttle_counters (window_started_at)`.execute(
    db,
  );
  await sql`
    create table used_challenges (
      signature text primary key,
      expires_at timestamptz not null
    )
  `.execute(db);
  await sql`create index used_challenges_expires on used_challenges (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table used_challenges`.execute(db);
  await sql`drop table throttle_counters`.execute(db);
  await sql`alter table password_failures drop column last_failed_at`.execute(db);
}
