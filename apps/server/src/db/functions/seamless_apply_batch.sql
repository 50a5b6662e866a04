    -- Calls as JSON objects { op: 'debit' | 'credit', provider, txId, hash, sessionId, roundId,
    -- amount, weightBp?, final?, detail? }, applied as if one after another; answers their
    -- answers, in order. The batch's transfers are posted by one ledger_post_batch (running
    -- balances in call order; one going below zero raises 23514). A batch holds at most one call
    -- per player (the caller's exclusive keys: one open game session per player), so what a
    -- player can bet with after the batch is what it is after their call.
    create or replace function seamless_apply_batch(p_ops jsonb, p_idle_seconds int) returns jsonb
    language plpgsql as $$
    declare
      v_op jsonb;
      v_ops jsonb[] := array(select value from jsonb_array_elements(p_ops));
      v_plans seamless_plan[] := '{}';
      v_plan seamless_plan;
      v_keys text[] := '{}';
      v_kinds text[] := '{}';
      v_users bigint[] := '{}';
      v_accounts text[] := '{}';
      v_hashes bytea[] := '{}';
      v_memos jsonb[] := '{}';
      v_wagering bigint[] := '{}';
      v_leg_t int[] := '{}';
      v_leg_owner bigint[] := '{}';
      v_leg_kind text[] := '{}';
      v_leg_amount bigint[] := '{}';
      v_written int;
      v_answers jsonb[] := '{}';
      n int := cardinality(v_ops);
    begin
      -- 1. Plans, in order.
      for i in 1..n loop
        v_op := v_ops[i];
        if v_op ->> 'op' = 'debit' then
          v_plan := seamless_debit_plan(
            v_op ->> 'provider', v_op ->> 'txId', v_op ->> 'hash', v_op ->> 'sessionId',
            v_op ->> 'roundId', (v_op ->> 'amount')::bigint, p_idle_seconds,
            (v_op ->> 'weightBp')::int
          );
        else
          v_plan := seamless_credit_plan(
            v_op ->> 'provider', v_op ->> 'txId', v_op ->> 'hash', v_op ->> 'sessionId',
            v_op ->> 'roundId', (v_op ->> 'amount')::bigint, (v_op ->> 'final')::boolean,
            v_op -> 'detail'
          );
        end if;
        v_plans := v_plans || v_plan;
        if v_plan.action = 'pay' and v_plan.coin <> 0 then
          v_keys := v_keys || ('seamless:' || (v_op ->> 'provider') || ':' || (v_op ->> 'txId'));
          v_kinds := v_kinds || v_plan.kind;
          v_users := v_users || v_plan.user_id;
          v_accounts := v_accounts || v_plan.account;
          v_hashes := v_hashes || seamless_hash(
            v_plan.kind, v_plan.user_id, v_plan.wagering, v_plan.account, v_plan.coin
          );
          v_memos := v_memos || v_plan.memo;
          v_wagering := v_wagering || v_plan.wagering;
          v_leg_t := v_leg_t || array[cardinality(v_keys), cardinality(v_keys)];
          v_leg_owner := v_leg_owner || array[v_plan.user_id, null];
          v_leg_kind := v_leg_kind || array[v_plan.account, 'house:games'];
          v_leg_amount := v_leg_amount || array[v_plan.coin, -v_plan.coin];
        end if;
      end loop;
      -- 2. The transfers, together; a batch meeting an account not open writes nothing.
      if cardinality(v_keys) > 0 then
        for attempt in 1..2 loop
          select count(*) filter (where l.owner is not null) into v_written
          from ledger_post_batch(
            v_keys, v_kinds, v_users, v_hashes, v_memos, v_wagering, v_leg_t, v_leg_owner,
            v_leg_kind, v_leg_amount
          ) l;
          exit when v_written > 0;
          perform seamless_open_accounts(v_users, v_accounts);
        end loop;
        if v_written <> cardinality(v_keys) then
          raise exception 'a seamless batch met keys used' using errcode = 'unique_violation';
        end if;
      end if;
      -- 3. The answers, recorded in order.
      for i in 1..n loop
        v_op := v_ops[i];
        v_answers := v_answers || seamless_record(
          v_op ->> 'provider', v_op ->> 'txId', v_op ->> 'op', v_op ->> 'hash',
          v_op ->> 'roundId', (v_op ->> 'amount')::bigint, v_plans[i]
        );
      end loop;
      return to_jsonb(v_answers);
    end
    $$
