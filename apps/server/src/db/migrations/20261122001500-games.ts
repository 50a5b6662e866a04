import { sql, type Kysely } from 'kysely';

/**
 * Games: game sessions (one open per player), likes, history, the provably fair seed pairs,
 * the seamless wallet's transactions (idempotent per provider and transaction id, tombstones
 * for rollbacks of unknown debits), rounds, and the domain events outbox.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table game_sessions (
      id text primary key,
      user_id bigint not null references users (id),
      game_id integer not null,
      provider text not null,
      opened_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      closed_at timestamptz,
      close_reason text
    )
  `.execute(db);
  await sql`
    create unique index game_sessions_one_open on game_sessions (user_id) where closed_at is null
  `.execute(db);
  await sql`
    create index game_sessions_open_seen on game_sessions (last_seen_at) where closed_at is null
  `.execute(db);

  await sql`
    create table game_likes (
      user_id bigint not null references users (id),
      game_id integer not null,
      created_at timestamptz not null default now(),
      primary key (user_id, game_id)
    )
  `.execute(db);
  await sql`
    create table game_history (
      user_id bigint not null references users (id),
      game_id integer not null,
      played_at timestamptz not null default now(),
      primary key (user_id, game_id)
    )
  `.execute(db);

  await sql`
    create table fair_seeds (
      user_id bigint primary key references users (id),
      server_seed text not null,
      server_seed_hash text not null,
      client_seed text not null,
      nonce integer not null default 0,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create table fair_seeds_revealed (
      id bigserial primary key,
      user_id bigint not null references users (id),
      server_seed text not null,
      server_seed_hash text not null,
      client_seed text not null,
      nonce integer not null,
      created_at timestamptz not null,
      revealed_at timestamptz not null default now()
    )
  `.execute(db);

  await sql`
    create table game_rounds (
      id bigserial primary key,
      provider text not null,
      round_id text not null,
      user_id bigint not null references users (id),
      game_id integer not null,
      session_id text not null,
      bet bigint not null default 0,
      win bigint not null default 0,
      status text not null default 'open' check (status in ('open', 'settled', 'rolled_back')),
      detail jsonb,
      created_at timestamptz not null default now(),
      settled_at timestamptz,
      unique (provider, round_id)
    )
  `.execute(db);
  await sql`
    create index game_rounds_user_settled on game_rounds (user_id, created_at desc)
      where status = 'settled'
  `.execute(db);

  await sql`
    create table seamless_transactions (
      provider text not null,
      tx_id text not null,
      op text not null check (op in ('debit', 'credit', 'rollback', 'tombstone')),
      round_id text,
      user_id bigint references users (id),
      amount bigint not null default 0,
      ref_tx_id text,
      request_hash text not null,
      answer jsonb,
      rolled_back_by text,
      created_at timestamptz not null default now(),
      primary key (provider, tx_id)
    )
  `.execute(db);
  await sql`create index seamless_transactions_created on seamless_transactions (created_at)`.execute(
    db,
  );

  await sql`
    create table domain_events (
      id bigserial primary key,
      type text not null,
      user_id bigint references users (id),
      payload jsonb not null,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index domain_events_type on domain_events (type, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'domain_events',
    'seamless_transactions',
    'game_rounds',
    'fair_seeds_revealed',
    'fair_seeds',
    'game_history',
    'game_likes',
    'game_sessions',
  ]) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
