    create or replace function house_play(
      p_user bigint, p_nonce bigint, p_seed_hash text,
      p_debit jsonb, p_credit jsonb, p_idle_seconds int
    ) returns jsonb
    language plpgsql as $$
    declare
      v_debit jsonb;
      v_credit jsonb;
    begin
      update fair_seeds set nonce = nonce + 1
        where user_id = p_user and nonce = p_nonce and server_seed_hash = p_seed_hash;
      if not found then
        return jsonb_build_object('retry', true);
      end if;
      v_debit := seamless_debit(
        p_debit->>'provider', p_debit->>'txId', p_debit->>'hash', p_debit->>'sessionId',
        p_debit->>'roundId', (p_debit->>'amount')::bigint, p_idle_seconds,
        (p_debit->>'weightBp')::int
      );
      if not coalesce((v_debit->>'ok')::boolean, false) then
        raise exception 'HOUSE_REFUSED' using detail = v_debit::text;
      end if;
      v_credit := seamless_credit(
        p_credit->>'provider', p_credit->>'txId', p_credit->>'hash', p_credit->>'sessionId',
        p_credit->>'roundId', (p_credit->>'amount')::bigint, (p_credit->>'final')::boolean,
        p_credit->'detail'
      );
      if not coalesce((v_credit->>'ok')::boolean, false) then
        raise exception 'HOUSE_REFUSED' using detail = v_credit::text;
      end if;
      return jsonb_build_object('debit', v_debit, 'credit', v_credit);
    end
    $$
