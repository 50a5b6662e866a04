-- A limit's refusal as the wallet answers it (error PLAY_LIMIT): which limit, what is left of it
-- in its period (never below 0) and when the period resets, in epoch seconds, by the operator's
-- calendar (a day from midnight, a week from Monday, a calendar month).
create or replace function play_limits_refusal(p_kind text, p_left bigint, p_day date, p_tz text)
returns jsonb
language sql stable
as $$
  select jsonb_build_object(
    'ok', false, 'error', 'PLAY_LIMIT', 'limit', p_kind, 'left', greatest(0, p_left),
    'resetsAt', extract(epoch from (case
      when p_kind like '%Day' then p_day::timestamp + interval '1 day'
      when p_kind like '%Week' then date_trunc('week', p_day::timestamp) + interval '7 days'
      else date_trunc('month', p_day::timestamp) + interval '1 month'
    end) at time zone p_tz)::bigint
  )
$$;
