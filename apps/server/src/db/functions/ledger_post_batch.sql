    create or replace function ledger_post_batch(
      p_keys text[], p_kinds text[], p_users bigint[], p_hashes bytea[], p_memos jsonb[],
      p_wagering bigint[], p_leg_t int[], p_leg_owner bigint[], p_leg_kind text[],
      p_leg_amount bigint[]
    ) returns table (
      t int, transfer_id bigint, created_at timestamptz, owner bigint, kind text,
      amount bigint, balance_after bigint
    )
    language plpgsql as $$
    #variable_conflict use_column
    begin
      return query
      with legs_in as (
        select l.t, l.owner, l.kind, l.amount, a.id as account_id
        from unnest(p_leg_t, p_leg_owner, p_leg_kind,
                    p_leg_amount) as l(t, owner, kind, amount)
        left join ledger_accounts a
          on coalesce(a.user_id, 0) = coalesce(l.owner, 0) and a.kind = l.kind
      ), transfers_in as (
        select x.t::int as t, x.key, x.kind, x.user_id, x.hash, x.memo, x.wagering
        from unnest(p_keys, p_kinds, p_users,
                    p_hashes, p_memos, p_wagering)
          with ordinality as x(key, kind, user_id, hash, memo, wagering, t)
      ), t as (
        -- An account not open yet writes nothing at all: one by one, the caller opens it.
        insert into ledger_transfers (idempotency_key, kind, user_id, request_hash, memo)
        select key, kind, user_id, hash, memo from transfers_in
        where not exists (select 1 from legs_in where account_id is null)
        order by t
        on conflict do nothing
        returning id, idempotency_key, created_at
      ), written as (
        select i.t, t.id, t.created_at, i.user_id, i.wagering
        from t join transfers_in i on i.key = t.idempotency_key
      ), locked as (
        select a.id from ledger_accounts a
        where a.id in (select l.account_id from legs_in l join written w on w.t = l.t)
        order by a.id
        for update of a
      ), delta as (
        select l.account_id, sum(l.amount)::bigint as total
        from legs_in l join written w on w.t = l.t
        group by l.account_id
      ), moved as (
        update ledger_accounts a set balance = a.balance + delta.total
        from delta join locked on locked.id = delta.account_id
        where a.id = delta.account_id
        returning a.id, a.balance, a.allow_negative, delta.total
      ), running as (
        select w.t, w.id as transfer_id, w.created_at, l.owner, l.kind, l.amount, m.id as account_id,
          m.allow_negative,
          (m.balance - m.total + sum(l.amount) over (partition by m.id order by w.t))::bigint
            as balance_after
        from legs_in l
        join written w on w.t = l.t
        join moved m on m.id = l.account_id
      ), posted as (
        insert into ledger_postings (transfer_id, account_id, amount, balance_after)
        select transfer_id, account_id, amount, balance_after from running
      ), wagered as (
        insert into wagering as w (user_id, remaining)
        select user_id, greatest(0, wagering) from written
        where wagering <> 0 and user_id is not null
        on conflict (user_id) do update
          set remaining = greatest(0, w.remaining + (
            select x.wagering from written x where x.user_id = w.user_id and x.wagering <> 0
          )), updated_at = now()
      )
      select r.t::int, r.transfer_id, r.created_at, r.owner, r.kind, r.amount, r.balance_after
      from running r
      where r.allow_negative or r.balance_after >= 0
        or ledger_batch_refuse('account ' || r.account_id || ' would go below zero')
      order by r.t, r.account_id;
    end
    $$
