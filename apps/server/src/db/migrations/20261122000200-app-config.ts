import { sql, type Kysely } from 'kysely';

// Versioned app config documents: every save is a new row; the highest revision is served.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table app_config (
      revision bigint primary key check (revision > 0),
      document jsonb not null,
      content_hash text not null,
      note text not null default '',
      created_at timestamptz not null default now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table app_config`.execute(db);
}
