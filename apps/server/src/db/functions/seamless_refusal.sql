    create or replace function seamless_refusal(p_error text) returns jsonb
    language sql immutable as $$ select jsonb_build_object('ok', false, 'error', p_error) $$
