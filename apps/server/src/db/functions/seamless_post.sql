    -- Step 2 alone: moves a planned payment's money.
    create or replace function seamless_post(p_provider text, p_tx text, p_plan seamless_plan)
    returns void
    language plpgsql as $$
    declare
      v_key text := 'seamless:' || p_provider || ':' || p_tx;
    begin
      if p_plan.action <> 'pay' or p_plan.coin = 0 then
        return;
      end if;
      for attempt in 1..2 loop
        perform 1
        from ledger_post(
          v_key, p_plan.kind, p_plan.user_id,
          seamless_hash(p_plan.kind, p_plan.user_id, p_plan.wagering, p_plan.account, p_plan.coin),
          null, p_plan.memo, array[p_plan.user_id, null]::bigint[],
          array[p_plan.account, 'house:games'], array[p_plan.coin, -p_plan.coin]::bigint[],
          p_plan.wagering
        );
        if found then
          return;
        end if;
        perform seamless_open_accounts(array[p_plan.user_id], array[p_plan.account]);
      end loop;
      -- Only a parallel call with the same transaction id posts this key first.
      raise exception 'seamless transfer % met its key used', v_key using errcode = 'unique_violation';
    end
    $$
