import { sql, type Kysely } from 'kysely';

// Minimal users (later issues extend the table by new migrations) and hashed-token sessions.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table users (
      id bigserial primary key,
      uuid uuid not null unique default gen_random_uuid(),
      nickname text not null,
      created_at timestamptz not null default now()
    )
  `.execute(db);

  await sql`
    create table sessions (
      id bigserial primary key,
      user_id bigint not null references users (id) on delete cascade,
      token_hash bytea not null unique check (octet_length(token_hash) = 32),
      fingerprint text not null default '',
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz,
      ip inet,
      user_agent text,
      app_id text,
      channel text,
      platform smallint,
      app_version text,
      client_referrer text
    )
  `.execute(db);

  await sql`
    create index sessions_user_active_idx on sessions (user_id, fingerprint)
    where revoked_at is null
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table sessions`.execute(db);
  await sql`drop table users`.execute(db);
}
