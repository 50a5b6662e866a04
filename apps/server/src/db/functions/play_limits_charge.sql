-- A bet against the player's loss and wager limits (docs/adr/0070), in the wallet's debit plan:
-- null when it passes (and is counted), else the refusal. Nothing is written for a player
-- without a loss or wager limit. Today's counter row is locked first, so a player's parallel
-- bets are counted one after another: 30 at once against a limit that allows 3 pass 3. A week's
-- and a month's earlier days do not move meanwhile. Loss is net of rounds paid from cash
-- (stakes − payouts); a bet paid from the bonus balance counts toward the wager limit only.
-- A bet is refused when it would take the count past the limit if lost: exactly at is allowed.
create or replace function play_limits_charge(p_user bigint, p_amount bigint, p_account text)
returns jsonb
language plpgsql as $$
declare
  v_limit record;
  v_tz text;
  v_day date;
  v_today record;
  v_net bigint;
  v_cash bigint := case when p_account = 'coin' then p_amount else 0 end;
begin
  select
    max(value) filter (where kind = 'wagerDay') as wager_day,
    max(value) filter (where kind = 'lossDay') as loss_day,
    max(value) filter (where kind = 'lossWeek') as loss_week,
    max(value) filter (where kind = 'lossMonth') as loss_month
  into v_limit
  from play_limits
  where user_id = p_user and value is not null
    and kind in ('wagerDay', 'lossDay', 'lossWeek', 'lossMonth');
  if v_limit.wager_day is null and v_limit.loss_day is null and v_limit.loss_week is null
      and v_limit.loss_month is null then
    return null;
  end if;
  v_tz := play_limits_time_zone();
  v_day := (app_now() at time zone v_tz)::date;
  insert into play_limit_days (user_id, day) values (p_user, v_day) on conflict do nothing;
  select staked, cash_staked - cash_paid as net into v_today
  from play_limit_days where user_id = p_user and day = v_day for update;
  if v_limit.wager_day is not null and v_today.staked + p_amount > v_limit.wager_day then
    return play_limits_refusal('wagerDay', v_limit.wager_day - v_today.staked, v_day, v_tz);
  end if;
  if v_cash > 0 then
    if v_limit.loss_day is not null and v_today.net + v_cash > v_limit.loss_day then
      return play_limits_refusal('lossDay', v_limit.loss_day - greatest(0, v_today.net), v_day, v_tz);
    end if;
    if v_limit.loss_week is not null then
      select v_today.net + coalesce(sum(cash_staked - cash_paid), 0) into v_net
      from play_limit_days
      where user_id = p_user and day >= date_trunc('week', v_day::timestamp)::date and day < v_day;
      if v_net + v_cash > v_limit.loss_week then
        return play_limits_refusal('lossWeek', v_limit.loss_week - greatest(0, v_net), v_day, v_tz);
      end if;
    end if;
    if v_limit.loss_month is not null then
      select v_today.net + coalesce(sum(cash_staked - cash_paid), 0) into v_net
      from play_limit_days
      where user_id = p_user and day >= date_trunc('month', v_day::timestamp)::date and day < v_day;
      if v_net + v_cash > v_limit.loss_month then
        return play_limits_refusal('lossMonth', v_limit.loss_month - greatest(0, v_net), v_day, v_tz);
      end if;
    end if;
  end if;
  update play_limit_days
  set staked = staked + p_amount, cash_staked = cash_staked + v_cash
  where user_id = p_user and day = v_day;
  return null;
end
$$;
