    create or replace function ledger_post(
      p_key text, p_kind text, p_user bigint, p_hash bytea, p_reverses bigint, p_memo jsonb,
      p_owners bigint[], p_kinds text[], p_amounts bigint[], p_wagering bigint
    ) returns table (
      transfer_id bigint, created_at timestamptz, owner bigint, kind text, amount bigint,
      balance_after bigint
    )
    language plpgsql as $$
    #variable_conflict use_column
    begin
      return query
      with legs_in as (
        select l.owner, l.kind, l.amount, a.id
        from unnest(p_owners, p_kinds, p_amounts)
          as l(owner, kind, amount)
        join ledger_accounts a on coalesce(a.user_id, 0) = coalesce(l.owner, 0) and a.kind = l.kind
      ), t as (
        insert into ledger_transfers (idempotency_key, kind, user_id, request_hash, reverses_id, memo)
        select p_key, p_kind, p_user, p_hash, p_reverses, p_memo
        where (select count(*) from legs_in) = cardinality(p_amounts)
        on conflict do nothing
        returning id, created_at
      ), locked as (
        select a.id, legs_in.owner, legs_in.kind, legs_in.amount
        from ledger_accounts a join legs_in on legs_in.id = a.id
        where exists (select 1 from t)
        order by a.id
        for update of a
      ), moved as (
        update ledger_accounts a set balance = a.balance + locked.amount
        from locked where a.id = locked.id
        returning a.id, locked.owner, locked.kind, locked.amount, a.balance
      ), posted as (
        insert into ledger_postings (transfer_id, account_id, amount, balance_after)
        select t.id, m.id, m.amount, m.balance from moved m cross join t
      ), wagered as (
        insert into wagering as w (user_id, remaining)
        select p_user, greatest(0, p_wagering) from t
        where p_wagering <> 0 and p_user is not null
        on conflict (user_id) do update
          set remaining = greatest(0, w.remaining + p_wagering), updated_at = now()
      )
      select t.id as transfer_id, t.created_at, m.owner, m.kind, m.amount, m.balance as balance_after
      from moved m cross join t
      order by m.id;
    end
    $$
