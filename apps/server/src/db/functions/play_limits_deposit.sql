-- A deposit asked for, against the player's deposit limits (docs/adr/0070): counted on today's
-- row of the operator's calendar (every player's, limit or not, so a limit set later counts
-- the period's earlier deposits) and answered null, or refused with nothing counted. Today's row
-- is locked first: 30 parallel deposits against a limit that allows 3 count 3. A negative
-- amount gives back an order that was not made.
create or replace function play_limits_deposit(p_user bigint, p_amount bigint) returns jsonb
language plpgsql as $$
declare
  v_limit record;
  v_tz text := play_limits_time_zone();
  v_day date := (app_now() at time zone v_tz)::date;
  v_today bigint;
  v_used bigint;
begin
  insert into play_limit_days (user_id, day) values (p_user, v_day) on conflict do nothing;
  select deposited into v_today from play_limit_days
  where user_id = p_user and day = v_day for update;
  if p_amount > 0 then
    select
      max(value) filter (where kind = 'depositDay') as d,
      max(value) filter (where kind = 'depositWeek') as w,
      max(value) filter (where kind = 'depositMonth') as m
    into v_limit
    from play_limits
    where user_id = p_user and value is not null
      and kind in ('depositDay', 'depositWeek', 'depositMonth');
    if v_limit.d is not null and v_today + p_amount > v_limit.d then
      return play_limits_refusal('depositDay', v_limit.d - v_today, v_day, v_tz);
    end if;
    if v_limit.w is not null then
      select v_today + coalesce(sum(deposited), 0) into v_used from play_limit_days
      where user_id = p_user and day >= date_trunc('week', v_day::timestamp)::date and day < v_day;
      if v_used + p_amount > v_limit.w then
        return play_limits_refusal('depositWeek', v_limit.w - v_used, v_day, v_tz);
      end if;
    end if;
    if v_limit.m is not null then
      select v_today + coalesce(sum(deposited), 0) into v_used from play_limit_days
      where user_id = p_user and day >= date_trunc('month', v_day::timestamp)::date and day < v_day;
      if v_used + p_amount > v_limit.m then
        return play_limits_refusal('depositMonth', v_limit.m - v_used, v_day, v_tz);
      end if;
    end if;
  end if;
  update play_limit_days set deposited = deposited + p_amount
  where user_id = p_user and day = v_day;
  return null;
end
$$;
