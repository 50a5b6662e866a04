    -- Step 3: the answer of a planned call (a payment with the coin balance after it), recorded
    -- under its id, a payment with its round and amount.
    create function seamless_record(
      p_provider text, p_tx text, p_op text, p_hash text, p_round text, p_amount bigint,
      p_plan seamless_plan, p_balance bigint
    ) returns jsonb
    language plpgsql as $$
    declare
      v_ok boolean := p_plan.action = 'pay';
      v_answer jsonb := case when v_ok
        then jsonb_build_object('ok', true, 'txId', p_tx, 'balance', coalesce(p_balance, 0))
        else p_plan.answer end;
    begin
      if p_plan.action = 'repeat' then
        return p_plan.answer;
      end if;
      insert into seamless_transactions (provider, tx_id, op, request_hash, user_id, round_id, amount, answer)
      values (
        p_provider, p_tx, p_op, p_hash, p_plan.user_id, case when v_ok then p_round end,
        case when v_ok then p_amount else 0 end, v_answer
      );
      return v_answer;
    end
    $$
