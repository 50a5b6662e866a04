import { sql, type Kysely } from 'kysely';

/**
 * Withdrawals (docs/rules.md "Withdrawals"): the player's receiving accounts, a per-player row that
 * serialises their withdrawal requests and account changes (and holds the 24-hour block and the
 * wrong-proof counter), the withdrawal orders with a copy of the payee taken at request time, and
 * the sandbox payout provider's own book of payouts (what a real provider keeps on its side).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table withdrawal_players (
      user_id bigint primary key references users (id),
      blocked_until timestamptz,
      wrong_proofs integer not null default 0,
      wrong_proofs_until timestamptz,
      updated_at timestamptz not null default now()
    )
  `.execute(db);

  await sql`
    create table receiving_accounts (
      id bigserial primary key,
      user_id bigint not null references users (id),
      bank_id integer not null,
      account_name text not null,
      account_no text not null,
      is_default boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index receiving_accounts_user_idx on receiving_accounts (user_id, id)`.execute(
    db,
  );
  await sql`
    create unique index receiving_accounts_default_key on receiving_accounts (user_id)
    where is_default
  `.execute(db);
  await sql`
    create unique index receiving_accounts_number_key
    on receiving_accounts (user_id, bank_id, account_no)
  `.execute(db);

  await sql`
    create table withdrawals (
      id bigserial primary key,
      order_no text not null unique,
      user_id bigint not null references users (id),
      request_key text not null,
      amount bigint not null check (amount > 0),
      fee bigint not null check (fee >= 0 and fee < amount),
      receiving_account_id bigint not null references receiving_accounts (id),
      bank_id integer not null,
      bank_code text not null,
      bank_name text not null,
      account_name text not null,
      account_no text not null,
      status text not null check (
        status in ('pending_review', 'approved', 'paying', 'paid', 'rejected', 'failed')
      ),
      first_status text not null,
      reviewed_by text,
      reviewed_at timestamptz,
      review_note text,
      provider text,
      provider_ref text,
      failure_reason text,
      payout_checks integer not null default 0,
      next_check_at timestamptz,
      submitted_at timestamptz,
      settled_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (user_id, request_key)
    )
  `.execute(db);
  await sql`
    create index withdrawals_user_idx on withdrawals (user_id, created_at desc, id desc)
  `.execute(db);
  await sql`
    create index withdrawals_open_idx on withdrawals (status, created_at)
    where status in ('pending_review', 'approved', 'paying')
  `.execute(db);

  await sql`
    create table sandbox_payouts (
      order_no text primary key,
      amount bigint,
      account_no text,
      status text not null default 'pending' check (status in ('pending', 'paid', 'failed')),
      answers_lost boolean not null default false,
      submits integer not null default 0,
      submitted_at timestamptz,
      reason text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table sandbox_payouts`.execute(db);
  await sql`drop table withdrawals`.execute(db);
  await sql`drop table receiving_accounts`.execute(db);
  await sql`drop table withdrawal_players`.execute(db);
}
