    create or replace function seamless_credit(
      p_provider text, p_tx text, p_hash text, p_session text, p_round text, p_amount bigint,
      p_final boolean, p_detail jsonb
    ) returns jsonb
    language plpgsql as $$
    declare
      v_plan seamless_plan := seamless_credit_plan(
        p_provider, p_tx, p_hash, p_session, p_round, p_amount, p_final, p_detail
      );
    begin
      perform seamless_post(p_provider, p_tx, v_plan);
      return seamless_record(p_provider, p_tx, 'credit', p_hash, p_round, p_amount, v_plan);
    end
    $$
