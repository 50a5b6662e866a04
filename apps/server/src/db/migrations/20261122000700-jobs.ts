import { sql, type Kysely } from 'kysely';

/**
 * A job queue in PostgreSQL: workers claim due jobs with FOR UPDATE SKIP LOCKED and a lease, so
 * any number of server instances share the work and a crashed worker's job runs again once its
 * lease lapses. `key` (UNIQUE) makes enqueueing idempotent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table jobs (
      id bigserial primary key,
      queue text not null,
      key text unique,
      payload jsonb not null default '{}',
      run_at timestamptz not null default now(),
      attempts integer not null default 0,
      max_attempts integer not null default 10,
      locked_until timestamptz,
      done_at timestamptz,
      failed_at timestamptz,
      last_error text,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create index jobs_due_idx on jobs (run_at) where done_at is null and failed_at is null
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table jobs`.execute(db);
}
