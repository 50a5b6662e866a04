    -- Step 3: the answer of a planned call (a payment answers what the player can bet with after
    -- it: cash and bonus balance), recorded under its id; a payment with its round, amount, valid
    -- amount and the bonus it counted toward.
    create or replace function seamless_record(
      p_provider text, p_tx text, p_op text, p_hash text, p_round text, p_amount bigint,
      p_plan seamless_plan
    ) returns jsonb
    language plpgsql as $$
    declare
      v_ok boolean := p_plan.action = 'pay';
      v_answer jsonb := case when v_ok
        then jsonb_build_object('ok', true, 'txId', p_tx, 'balance', seamless_playable(p_plan.user_id))
        else p_plan.answer end;
    begin
      if p_plan.action = 'repeat' then
        return p_plan.answer;
      end if;
      insert into seamless_transactions
        (provider, tx_id, op, request_hash, user_id, round_id, amount, answer, valid_bet, counted_for)
      values (
        p_provider, p_tx, p_op, p_hash, p_plan.user_id, case when v_ok then p_round end,
        case when v_ok then p_amount else 0 end, v_answer,
        case when v_ok then coalesce(p_plan.valid, 0) else 0 end,
        case when v_ok then p_plan.bonus_id end
      );
      return v_answer;
    end
    $$
