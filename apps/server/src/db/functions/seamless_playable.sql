    -- What a player can bet with: cash and the bonus balance.
    create or replace function seamless_playable(p_user bigint) returns bigint
    language sql stable as $$
      select coalesce(sum(balance), 0)::bigint from ledger_accounts
      where user_id = p_user and kind in ('coin', 'bonus')
    $$
