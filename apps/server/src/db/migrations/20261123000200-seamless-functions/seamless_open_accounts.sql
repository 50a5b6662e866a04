    create function seamless_open_accounts(p_users bigint[]) returns void
    language sql as $$
      insert into ledger_accounts (user_id, kind, allow_negative)
      select u, 'coin', false from unnest(p_users) u
      union all select null, 'house:games', true
      on conflict ((coalesce(user_id, 0)), kind) do nothing
    $$
