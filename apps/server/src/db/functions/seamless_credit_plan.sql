    create or replace function seamless_credit_plan(
      p_provider text, p_tx text, p_hash text, p_session text, p_round text, p_amount bigint,
      p_final boolean, p_detail jsonb
    ) returns seamless_plan
    language plpgsql as $$
    declare
      v_round record;
      v_found record;
      v_repeat jsonb := seamless_repeat(p_provider, p_tx, 'credit', p_hash);
    begin
      if v_repeat is not null then
        return row('repeat', v_repeat, null, null, null, null, null, null, null, null)::seamless_plan;
      end if;
      -- Pays into an open round of the session's player, to the account its bets came from; a
      -- win is paid on a session that no longer takes bets.
      update game_rounds r
      set win = r.win + p_amount,
        status = case when p_final then 'settled' else r.status end,
        settled_at = case when p_final then now() else r.settled_at end,
        detail = coalesce(p_detail, r.detail)
      where r.provider = p_provider and r.round_id = p_round and r.status = 'open'
        and r.user_id = (select s.user_id from game_sessions s where s.id = p_session)
      returning r.user_id, r.round_id, r.game_id, r.bet, r.win, r.funded_by, r.valid_bet
      into v_round;
      if found then
        -- A payout from cash lowers the net loss the player's loss limits count (docs/adr/0070).
        perform play_limits_settle(v_round.user_id, v_round.funded_by, p_amount, 0);
        if p_final and v_round.bet > 0 then
          -- The outbox (BET_SETTLED_EVENT): VIP, tasks, rebate and agent consumers count valid
          -- bets from it.
          insert into domain_events (type, user_id, payload)
          values ('bet.settled', v_round.user_id, jsonb_build_object(
            'provider', p_provider, 'roundId', v_round.round_id, 'userId', v_round.user_id,
            'gameId', v_round.game_id, 'bet', v_round.bet, 'win', v_round.win,
            'validBet', v_round.valid_bet, 'wallet', v_round.funded_by
          ));
        end if;
        return row(
          'pay', null, v_round.user_id, p_amount, 0, 'win',
          jsonb_build_object('ref', p_round, 'provider', p_provider, 'gameId', v_round.game_id)
            || case when v_round.funded_by = 'bonus' then '{"wallet":"bonus"}'::jsonb else '{}'::jsonb end,
          v_round.funded_by, 0, null
        )::seamless_plan;
      end if;
      select r.user_id, r.status,
        (select s.user_id from game_sessions s where s.id = p_session) as session_user
      into v_found
      from game_rounds r where r.provider = p_provider and r.round_id = p_round;
      if not found or v_found.session_user is distinct from v_found.user_id then
        return row('refuse', seamless_refusal('ROUND_UNKNOWN'), null, null, null, null, null, null, null, null)::seamless_plan;
      end if;
      return row('refuse', seamless_refusal(case
        when v_found.status = 'rolled_back' then 'ROUND_ROLLED_BACK' else 'ROUND_CLOSED'
      end), v_found.user_id, null, null, null, null, null, null, null)::seamless_plan;
    end
    $$
