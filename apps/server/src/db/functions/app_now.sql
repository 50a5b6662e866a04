-- The lobby's clock: the database's now() moved by the development test clock (POST
-- /dev/v1/clock), which production never sets: held at frozen_at when a test froze it, moved by
-- offset_seconds. Every date rule of the rewards engine reads it.
create or replace function app_now() returns timestamptz
language sql stable
as $$
  select coalesce((select frozen_at from test_clock), now())
    + make_interval(secs => coalesce((select offset_seconds from test_clock), 0))
$$;
