    create or replace function seamless_debit(
      p_provider text, p_tx text, p_hash text, p_session text, p_round text, p_amount bigint,
      p_idle_seconds int, p_weight_bp int
    ) returns jsonb
    language plpgsql as $$
    declare
      v_plan seamless_plan := seamless_debit_plan(
        p_provider, p_tx, p_hash, p_session, p_round, p_amount, p_idle_seconds, p_weight_bp
      );
    begin
      perform seamless_post(p_provider, p_tx, v_plan);
      return seamless_record(p_provider, p_tx, 'debit', p_hash, p_round, p_amount, v_plan);
    end
    $$
