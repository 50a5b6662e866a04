    create function seamless_debit_plan(
      p_provider text, p_tx text, p_hash text, p_session text, p_round text, p_amount bigint,
      p_idle_seconds int
    ) returns seamless_plan
    language plpgsql as $$
    declare
      v_session record;
      v_round record;
      v_game integer;
      v_balance bigint;
      v_repeat jsonb := seamless_repeat(p_provider, p_tx, 'debit', p_hash);
    begin
      if v_repeat is not null then
        return row('repeat', v_repeat, null, null, null, null, null)::seamless_plan;
      end if;
      select s.user_id, s.game_id, s.provider,
        s.closed_at is null and s.last_seen_at > now() - make_interval(secs => p_idle_seconds) as live
      into v_session
      from game_sessions s where s.id = p_session;
      if not found or v_session.provider <> p_provider then
        return row('refuse', seamless_refusal('SESSION_UNKNOWN'), null, null, null, null, null)::seamless_plan;
      end if;
      if not v_session.live then
        return row('refuse', seamless_refusal('SESSION_EXPIRED'), v_session.user_id, null, null, null, null)::seamless_plan;
      end if;
      select balance into v_balance
      from ledger_accounts where user_id = v_session.user_id and kind = 'coin';
      if coalesce(v_balance, 0) >= p_amount then
        -- Opens the round, or adds to it while it is open and the player's.
        insert into game_rounds as r (provider, round_id, user_id, game_id, session_id, bet)
        values (p_provider, p_round, v_session.user_id, v_session.game_id, p_session, p_amount)
        on conflict (provider, round_id) do update set bet = r.bet + excluded.bet
          where r.status = 'open' and r.user_id = excluded.user_id
        returning r.game_id into v_game;
        if found then
          -- A valid bet (real coin, never demo) works off the turnover requirement.
          return row(
            'pay', null, v_session.user_id, -p_amount, -p_amount, 'bet',
            jsonb_build_object('ref', p_round, 'provider', p_provider, 'gameId', v_game)
          )::seamless_plan;
        end if;
      end if;
      -- What the round says comes first; a bet beyond the balance opens no round.
      select user_id, status into v_round
      from game_rounds where provider = p_provider and round_id = p_round;
      return row('refuse', seamless_refusal(case
        when not found then 'INSUFFICIENT_BALANCE'
        when v_round.user_id <> v_session.user_id then 'ROUND_UNKNOWN'
        when v_round.status = 'rolled_back' then 'ROUND_ROLLED_BACK'
        when v_round.status = 'settled' then 'ROUND_CLOSED'
        else 'INSUFFICIENT_BALANCE'
      end), v_session.user_id, null, null, null, null)::seamless_plan;
    end
    $$
