    -- Step 2 alone: moves a planned payment's coin; answers the coin balance after it.
    create function seamless_post(p_provider text, p_tx text, p_plan seamless_plan)
    returns bigint
    language plpgsql as $$
    declare
      v_key text := 'seamless:' || p_provider || ':' || p_tx;
      v_balance bigint;
    begin
      if p_plan.action <> 'pay' then
        return null;
      end if;
      if p_plan.coin = 0 then
        select balance into v_balance
        from ledger_accounts where user_id = p_plan.user_id and kind = 'coin';
        return v_balance;
      end if;
      for attempt in 1..2 loop
        select l.balance_after into v_balance
        from ledger_post(
          v_key, p_plan.kind, p_plan.user_id,
          seamless_hash(p_plan.kind, p_plan.user_id, p_plan.wagering, p_plan.coin), null,
          p_plan.memo, array[p_plan.user_id, null]::bigint[], array['coin', 'house:games'],
          array[p_plan.coin, -p_plan.coin]::bigint[], p_plan.wagering
        ) l
        where l.owner = p_plan.user_id;
        if found then
          return v_balance;
        end if;
        perform seamless_open_accounts(array[p_plan.user_id]);
      end loop;
      -- Only a parallel call with the same transaction id posts this key first.
      raise exception 'seamless transfer % met its key used', v_key using errcode = 'unique_violation';
    end
    $$
