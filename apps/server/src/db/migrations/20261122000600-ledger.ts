import { sql, type Kysely } from 'kysely';
import { createFunctions } from '../sql-functions';

/**
 * The double-entry ledger (docs/adr/0015): accounts with a balance that a CHECK keeps at or
 * above zero (house accounts, the sources and sinks of money, may go below), transfers with a
 * UNIQUE idempotency key, and postings that sum to zero per transfer and are never changed
 * (triggers refuse UPDATE and DELETE). Wagering (the turnover still required before a
 * withdrawal) is kept beside the balances it governs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table ledger_accounts (
      id bigserial primary key,
      user_id bigint references users (id),
      kind text not null,
      balance bigint not null default 0,
      allow_negative boolean not null default false,
      created_at timestamptz not null default now(),
      constraint ledger_accounts_balance_check check (allow_negative or balance >= 0),
      constraint ledger_accounts_owner_check check ((user_id is null) = allow_negative)
    )
  `.execute(db);
  // One account per owner and kind; the house (user_id null) counts as owner 0.
  await sql`
    create unique index ledger_accounts_owner_kind_key on ledger_accounts ((coalesce(user_id, 0)), kind)
  `.execute(db);
  await sql`create index ledger_accounts_user_idx on ledger_accounts (user_id, kind)`.execute(db);

  await sql`
    create table ledger_transfers (
      id bigserial primary key,
      idempotency_key text not null,
      kind text not null,
      user_id bigint references users (id),
      request_hash bytea not null,
      reverses_id bigint references ledger_transfers (id),
      memo jsonb,
      created_at timestamptz not null default now(),
      constraint ledger_transfers_idempotency_key_key unique (idempotency_key)
    )
  `.execute(db);
  await sql`
    create unique index ledger_transfers_reverses_key on ledger_transfers (reverses_id)
    where reverses_id is not null
  `.execute(db);

  // A transfer posts at most once to an account, so (transfer, account) is the key.
  await sql`
    create table ledger_postings (
      transfer_id bigint not null references ledger_transfers (id),
      account_id bigint not null references ledger_accounts (id),
      amount bigint not null check (amount <> 0),
      balance_after bigint not null,
      primary key (transfer_id, account_id)
    )
  `.execute(db);
  await sql`
    create index ledger_postings_account_idx on ledger_postings (account_id, transfer_id desc)
  `.execute(db);

  await createFunctions(db, ['ledger_immutable']);
  await sql`
    create trigger ledger_postings_immutable before update or delete on ledger_postings
    for each row execute function ledger_immutable()
  `.execute(db);
  await sql`
    create trigger ledger_transfers_immutable before update or delete on ledger_transfers
    for each row execute function ledger_immutable()
  `.execute(db);

  await sql`
    create table wagering (
      user_id bigint primary key references users (id),
      remaining bigint not null default 0 check (remaining >= 0),
      updated_at timestamptz not null default now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table wagering`.execute(db);
  await sql`drop table ledger_postings`.execute(db);
  await sql`drop table ledger_transfers`.execute(db);
  await sql`drop function ledger_immutable cascade`.execute(db);
  await sql`drop table ledger_accounts`.execute(db);
}
