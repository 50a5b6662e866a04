-- The operator's time zone, as the rewards' settings name it (operator_settings 'rewards',
-- default UTC): the player's limits count over its days, weeks from Monday and calendar months.
create or replace function play_limits_time_zone() returns text
language sql stable
as $$
  select coalesce((select value ->> 'timeZone' from operator_settings where key = 'rewards'), 'UTC')
$$;
