    create or replace function seamless_debit_plan(
      p_provider text, p_tx text, p_hash text, p_session text, p_round text, p_amount bigint,
      p_idle_seconds int, p_weight_bp int
    ) returns seamless_plan
    language plpgsql as $$
    declare
      v_session record;
      v_round record;
      v_bonus record;
      v_bonus_balance bigint;
      v_coin_balance bigint;
      v_pay_from text;
      v_game integer;
      v_account text;
      v_balance bigint;
      v_valid bigint;
      v_limit jsonb;
      v_repeat jsonb := seamless_repeat(p_provider, p_tx, 'debit', p_hash);
    begin
      if v_repeat is not null then
        return row('repeat', v_repeat, null, null, null, null, null, null, null, null)::seamless_plan;
      end if;
      select s.user_id, s.game_id, s.provider, s.wager_weight_bp, s.max_bet,
        s.closed_at is null and s.last_seen_at > now() - make_interval(secs => p_idle_seconds) as live
      into v_session
      from game_sessions s where s.id = p_session;
      if not found or v_session.provider <> p_provider then
        return row('refuse', seamless_refusal('SESSION_UNKNOWN'), null, null, null, null, null, null, null, null)::seamless_plan;
      end if;
      if not v_session.live then
        return row('refuse', seamless_refusal('SESSION_EXPIRED'), v_session.user_id, null, null, null, null, null, null, null)::seamless_plan;
      end if;
      if v_session.max_bet > 0 and p_amount > v_session.max_bet then
        return row('refuse', seamless_refusal('BET_LIMIT'), v_session.user_id, null, null, null, null, null, null, null)::seamless_plan;
      end if;
      -- The open bonus, locked first (as the bonus module's conversions and forfeits lock it):
      -- the valid bets its balance pays work off its wagering.
      select b.id, b.max_bet, b.wagering_left into v_bonus
      from bonus_packages b where b.user_id = v_session.user_id and b.status = 'open'
      for update;
      if v_bonus.id is not null then
        select balance into v_bonus_balance
        from ledger_accounts where user_id = v_session.user_id and kind = 'bonus';
      end if;
      -- An open round keeps the account it was funded from. A new one is paid whole from one
      -- balance, never split: the player's choice first ('cash', the default, or 'bonus') when it
      -- covers the bet, else the other one when it covers it (the bonus balance only while a
      -- bonus is open); when neither does, cash, which refuses it (INSUFFICIENT_BALANCE).
      select r.funded_by, r.user_id, r.status into v_round
      from game_rounds r where r.provider = p_provider and r.round_id = p_round;
      if found then
        v_account := v_round.funded_by;
      elsif v_bonus.id is null then
        v_account := 'coin';
      else
        select coalesce((select f.pay_from from bet_funding f where f.user_id = v_session.user_id), 'cash')
        into v_pay_from;
        select balance into v_coin_balance
        from ledger_accounts where user_id = v_session.user_id and kind = 'coin';
        v_account := case
          when v_pay_from = 'bonus' and coalesce(v_bonus_balance, 0) >= p_amount then 'bonus'
          when coalesce(v_coin_balance, 0) >= p_amount then 'coin'
          when coalesce(v_bonus_balance, 0) >= p_amount then 'bonus'
          else 'coin' end;
      end if;
      -- The bonus's largest bet holds for what the bonus balance pays, while wagering is left
      -- and the balance holds money; a bet paid from cash is never capped by a bonus.
      if v_account = 'bonus' and v_bonus.id is not null and v_bonus.wagering_left > 0
          and coalesce(v_bonus_balance, 0) > 0 and p_amount > v_bonus.max_bet then
        return row('refuse', seamless_refusal('BONUS_BET_LIMIT') || jsonb_build_object('maxBet', v_bonus.max_bet),
          v_session.user_id, null, null, null, null, null, null, null)::seamless_plan;
      end if;
      select balance into v_balance
      from ledger_accounts where user_id = v_session.user_id and kind = v_account;
      v_valid := p_amount * greatest(0, least(10000, coalesce(p_weight_bp, v_session.wager_weight_bp))) / 10000;
      if coalesce(v_balance, 0) >= p_amount then
        -- The player's loss and wager limits (docs/adr/0070), before the round: counted now, or
        -- refused with nothing done; given back below when the round takes no bet.
        v_limit := play_limits_charge(v_session.user_id, p_amount, v_account);
        if v_limit is not null then
          return row('refuse', v_limit, v_session.user_id, null, null, null, null, null, null, null)::seamless_plan;
        end if;
        -- Opens the round, or adds to it while it is open and the player's.
        insert into game_rounds as r
          (provider, round_id, user_id, game_id, session_id, bet, funded_by, valid_bet)
        values (
          p_provider, p_round, v_session.user_id, v_session.game_id, p_session, p_amount,
          v_account, v_valid
        )
        on conflict (provider, round_id) do update
          set bet = r.bet + excluded.bet, valid_bet = r.valid_bet + excluded.valid_bet
          where r.status = 'open' and r.user_id = excluded.user_id
        returning r.game_id into v_game;
        if found then
          -- Only what the bonus balance pays works off the bonus's wagering (docs/adr/0055: cash
          -- bets counted would let a hunter grind it off with cash, the bonus balance untouched).
          if v_bonus.id is not null and v_valid > 0 and v_account = 'bonus' then
            update bonus_packages set wagering_left = greatest(0, wagering_left - v_valid)
            where id = v_bonus.id;
          end if;
          -- A valid bet (real money, never demo) works off the deposit turnover too.
          return row(
            'pay', null, v_session.user_id, -p_amount, -v_valid, 'bet',
            jsonb_build_object('ref', p_round, 'provider', p_provider, 'gameId', v_game)
              || case when v_account = 'bonus' then '{"wallet":"bonus"}'::jsonb else '{}'::jsonb end,
            v_account, v_valid, case when v_valid > 0 and v_account = 'bonus' then v_bonus.id end
          )::seamless_plan;
        end if;
        perform play_limits_settle(v_session.user_id, v_account, 0, p_amount);
      end if;
      -- A new round that neither balance covers alone while both together would: the bet is
      -- never split, and the refusal says so with the figures (the bet, each balance and the
      -- largest bet one balance pays now, the bonus's under its largest bet), so that the
      -- player reads the rule and the way out rather than a plain "not enough balance".
      if v_round.user_id is null and v_bonus.id is not null
          and coalesce(v_coin_balance, 0) + coalesce(v_bonus_balance, 0) >= p_amount then
        return row('refuse', seamless_refusal('INSUFFICIENT_BALANCE') || jsonb_build_object(
            'bet', p_amount,
            'cash', coalesce(v_coin_balance, 0),
            'bonus', coalesce(v_bonus_balance, 0),
            'largestBet', greatest(coalesce(v_coin_balance, 0), case
              when v_bonus.wagering_left > 0 then least(coalesce(v_bonus_balance, 0), v_bonus.max_bet)
              else coalesce(v_bonus_balance, 0) end)),
          v_session.user_id, null, null, null, null, null, null, null)::seamless_plan;
      end if;
      -- What the round says comes first; a bet beyond the balance opens no round.
      return row('refuse', seamless_refusal(case
        when v_round.user_id is null then 'INSUFFICIENT_BALANCE'
        when v_round.user_id <> v_session.user_id then 'ROUND_UNKNOWN'
        when v_round.status = 'rolled_back' then 'ROUND_ROLLED_BACK'
        when v_round.status = 'settled' then 'ROUND_CLOSED'
        else 'INSUFFICIENT_BALANCE'
      end), v_session.user_id, null, null, null, null, null, null, null)::seamless_plan;
    end
    $$
