-- What the wallet gives back to a player's counters after a bet was counted
-- (play_limits_charge): a payout from a round paid from cash (p_paid, a credit), or a stake
-- returned (p_stake, a rollback, or a debit whose round turned out closed). Counted on today's
-- row of the operator's calendar; nothing is written for a player without a loss or wager limit.
create or replace function play_limits_settle(
  p_user bigint, p_account text, p_paid bigint, p_stake bigint
) returns void
language plpgsql as $$
declare
  v_tz text;
begin
  if p_paid = 0 and p_stake = 0 then
    return;
  end if;
  if not exists (
    select 1 from play_limits
    where user_id = p_user and value is not null
      and kind in ('wagerDay', 'lossDay', 'lossWeek', 'lossMonth')
  ) then
    return;
  end if;
  v_tz := play_limits_time_zone();
  insert into play_limit_days as d (user_id, day, staked, cash_staked, cash_paid)
  values (
    p_user, (app_now() at time zone v_tz)::date, -p_stake,
    case when p_account = 'coin' then -p_stake else 0 end,
    case when p_account = 'coin' then p_paid else 0 end
  )
  on conflict (user_id, day) do update
  set staked = d.staked + excluded.staked, cash_staked = d.cash_staked + excluded.cash_staked,
    cash_paid = d.cash_paid + excluded.cash_paid;
end
$$;
