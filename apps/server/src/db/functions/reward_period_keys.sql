-- The period keys of a moment in the operator's time zone: its day, its ISO week (Monday to
-- Sunday), its month, and the player's lifetime. Counters and grants are keyed by them.
create or replace function reward_period_keys(t timestamptz, tz text) returns text[]
language sql stable
as $$
  select array[
    'd:' || to_char(t at time zone tz, 'YYYY-MM-DD'),
    'w:' || to_char(t at time zone tz, 'IYYY-"W"IW'),
    'm:' || to_char(t at time zone tz, 'YYYY-MM'),
    'life'
  ]
$$;
