    create or replace function seamless_repeat(p_provider text, p_tx text, p_op text, p_hash text)
    returns jsonb
    language plpgsql as $$
    declare
      v_first record;
    begin
      select op, request_hash, answer into v_first
      from seamless_transactions where provider = p_provider and tx_id = p_tx;
      if not found then
        return null;
      end if;
      if v_first.op = 'tombstone' then
        return seamless_refusal(case when p_op = 'debit' then 'DEBIT_ROLLED_BACK' else 'TX_CONFLICT' end);
      end if;
      if v_first.op <> p_op or v_first.request_hash <> p_hash then
        return seamless_refusal('TX_CONFLICT');
      end if;
      return v_first.answer;
    end
    $$
