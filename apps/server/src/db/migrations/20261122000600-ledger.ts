import { sql, type Kysely } from 'kysely';

/**
 * The double-entry ledger (ARCHITECTURE.md): accounts with a balance that a CHECK keeps at or
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

  await sql`
    create function ledger_immutable() returns trigger language plpgsql as $$
    begin
      raise exception 'ledger rows are immutable: % on %', tg_op, tg_table_name;
    end
    $$
  `.execute(db);
  await sql`
    create trigger ledger_postings_immutable before update or delete on ledger_postings
    for each row execute function ledger_immutable()
  `.execute(db);
  await sql`
    create trigger ledger_transfers_immutable before update or delete on ledger_transfers
    for each row execute function ledger_immutable()
  `.execute(db);

  // One round trip per transfer: the whole posting runs in the database. The transfer row is
  // inserted first (its UNIQUE key serialises repeats); a key already used answers the first
  // transfer's postings with replayed = true and its request hash, for the caller to compare.
  // Accounts are opened on first use and updated in ascending id, the one lock order of every
  // transfer; the CHECK on balance raises 23514 when a balance would go below zero.
  await sql`
    create function ledger_post(
      p_key text, p_kind text, p_user bigint, p_hash bytea, p_memo jsonb, p_reverses bigint,
      p_owners bigint[], p_kinds text[], p_amounts bigint[], p_wagering bigint
    ) returns table (
      transfer_id bigint, replayed boolean, created_at timestamptz, request_hash bytea,
      owner bigint, kind text, amount bigint, balance_after bigint
    ) language plpgsql as $$
    #variable_conflict use_column
    declare
      v_id bigint;
      v_created timestamptz;
    begin
      insert into ledger_transfers as t (idempotency_key, kind, user_id, request_hash, reverses_id, memo)
      values (p_key, p_kind, p_user, p_hash, p_reverses, p_memo)
      on conflict do nothing
      returning t.id, t.created_at into v_id, v_created;

      if v_id is null then
        return query
          select t.id, true, t.created_at, t.request_hash, a.user_id, a.kind, p.amount, p.balance_after
          from ledger_transfers t
          left join ledger_postings p on p.transfer_id = t.id
          left join ledger_accounts a on a.id = p.account_id
          where t.idempotency_key = p_key or (p_reverses is not null and t.reverses_id = p_reverses)
          order by (t.idempotency_key = p_key) desc, p.account_id;
        return;
      end if;

      if exists (
        select 1 from unnest(p_owners, p_kinds) as l(owner, kind)
        where not exists (
          select 1 from ledger_accounts a
          where coalesce(a.user_id, 0) = coalesce(l.owner, 0) and a.kind = l.kind
        )
      ) then
        insert into ledger_accounts (user_id, kind, allow_negative)
        select l.owner, l.kind, l.owner is null from unnest(p_owners, p_kinds) as l(owner, kind)
        on conflict ((coalesce(user_id, 0)), kind) do nothing;
      end if;

      -- Rows are locked as the sorted subquery emits them: ascending id, in every transfer.
      return query
        with legs as (
          select a.id, l.owner, l.kind, l.amount
          from unnest(p_owners, p_kinds, p_amounts) as l(owner, kind, amount)
          join ledger_accounts a on coalesce(a.user_id, 0) = coalesce(l.owner, 0) and a.kind = l.kind
          order by a.id
          for update of a
        ), moved as (
          update ledger_accounts a set balance = a.balance + legs.amount
          from legs where a.id = legs.id
          returning a.id, legs.owner, legs.kind, legs.amount, a.balance
        ), posted as (
          insert into ledger_postings (transfer_id, account_id, amount, balance_after)
          select v_id, m.id, m.amount, m.balance from moved m
        )
        select v_id, false, v_created, p_hash, m.owner, m.kind, m.amount, m.balance
        from moved m order by m.id;

      if p_wagering <> 0 and p_user is not null then
        insert into wagering as w (user_id, remaining) values (p_user, greatest(0, p_wagering))
        on conflict (user_id) do update
          set remaining = greatest(0, w.remaining + p_wagering), updated_at = now();
      end if;
    end
    $$
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
  await sql`drop function ledger_post`.execute(db);
  await sql`drop table wagering`.execute(db);
  await sql`drop table ledger_postings`.execute(db);
  await sql`drop table ledger_transfers`.execute(db);
  await sql`drop function ledger_immutable cascade`.execute(db);
  await sql`drop table ledger_accounts`.execute(db);
}
