    create or replace function seamless_open_accounts(p_users bigint[], p_accounts text[]) returns void
    language sql as $$
      insert into ledger_accounts (user_id, kind, allow_negative)
      select u, a, false from unnest(p_users, p_accounts) as x(u, a)
      union all select null, 'house:games', true
      on conflict ((coalesce(user_id, 0)), kind) do nothing
    $$
