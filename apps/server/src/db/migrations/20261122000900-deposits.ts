import { sql, type Kysely } from 'kysely';

/**
 * Deposits (docs/rules.md "Withdrawals"): the orders, created → paid → credited or failed / expired; a
 * per-player summary that serialises the crediting of one player's deposits (first-deposit
 * bonus) and answers tradeInfo; the log of every provider event received; and the sandbox
 * payment provider's own record of its checkouts and what the player chose there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table deposit_orders (
      id bigserial primary key,
      order_no text not null,
      user_id bigint not null references users (id),
      recharge_type_id integer not null,
      amount bigint not null check (amount > 0),
      currency text not null,
      provider text not null,
      pay_url text not null,
      status text not null default 'created'
        check (status in ('created', 'paid', 'credited', 'failed', 'expired')),
      client_key text,
      channel_bonus_bp integer not null default 0 check (channel_bonus_bp >= 0),
      bonus bigint not null default 0 check (bonus >= 0),
      bonus_rule text,
      provider_ref text,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      paid_at timestamptz,
      credited_at timestamptz,
      closed_at timestamptz,
      checked_at timestamptz,
      constraint deposit_orders_order_no_key unique (order_no),
      constraint deposit_orders_client_key_key unique (user_id, client_key),
      constraint deposit_orders_credited_check check ((status = 'credited') = (credited_at is not null))
    )
  `.execute(db);
  await sql`
    create index deposit_orders_user_idx on deposit_orders (user_id, created_at desc, id desc)
  `.execute(db);
  await sql`
    create index deposit_orders_open_idx on deposit_orders (created_at)
    where status in ('created', 'paid')
  `.execute(db);
  await sql`
    create index deposit_orders_expired_idx on deposit_orders (closed_at)
    where status = 'expired'
  `.execute(db);

  await sql`
    create table deposit_totals (
      user_id bigint primary key references users (id),
      total bigint not null default 0 check (total >= 0),
      deposits integer not null default 0 check (deposits >= 0),
      last_recharge_type_id integer,
      first_credited_at timestamptz,
      last_credited_at timestamptz
    )
  `.execute(db);

  await sql`
    create table deposit_events (
      id bigserial primary key,
      provider text not null,
      source text not null,
      order_no text,
      event_id text,
      outcome text not null,
      detail text,
      body text,
      received_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index deposit_events_order_idx on deposit_events (order_no, id)`.execute(db);

  await sql`
    create table sandbox_payments (
      order_no text primary key,
      amount bigint not null check (amount > 0),
      currency text not null,
      provider_ref text not null,
      expires_at timestamptz not null,
      result text check (result in ('paid', 'failed')),
      created_at timestamptz not null default now(),
      decided_at timestamptz,
      constraint sandbox_payments_decided_check check ((result is null) = (decided_at is null))
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table sandbox_payments`.execute(db);
  await sql`drop table deposit_events`.execute(db);
  await sql`drop table deposit_totals`.execute(db);
  await sql`drop table deposit_orders`.execute(db);
}
