import { sql, type Kysely } from 'kysely';

/**
 * The seamless wallet's debit and credit in PL/pgSQL (docs/adr/0019): one call each
 * (`seamless_debit`, `seamless_credit`), or many in one (`seamless_apply_batch`), with the rules
 * of modules/games/seamless/seamless.service.ts, which calls them and owns what they do not:
 * the request's identity hash, signatures, retries and rollbacks.
 *
 * Every call runs in three steps, the same alone or in a batch:
 * 1. Plan (`seamless_debit_plan`, `seamless_credit_plan`): a transaction id already recorded
 *    answers as the first did (`seamless_repeat`); otherwise the session and round are checked
 *    and the round written, and the plan says what to answer: a refusal, or the coin to move
 *    between the player and the house games account.
 * 2. Post: the ledger transfer under the key `seamless:<provider>:<txId>` with the identity hash
 *    ledger.ts computes (`seamless_hash`): `ledger_post` alone, `ledger_post_batch` for a batch,
 *    so a batch locks and moves the shared house account once, at its end.
 * 3. Record (`seamless_record`): the id's row with the answer, written last; a parallel call
 *    with the same id meets it there (or the ledger key) and fails whole with 23505, and the
 *    caller calls again.
 *
 * A debit beyond the coin balance is refused and remembered, and opens no round. The balance
 * is read at the plan; a parallel debit of the same player that empties it meanwhile makes the
 * ledger raise 23514, and the caller calls again to get the refusal.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function seamless_refusal(p_error text) returns jsonb
    language sql immutable as $$ select jsonb_build_object('ok', false, 'error', p_error) $$
  `.execute(db);

  // What a call does once planned: 'repeat' answers a recorded id (nothing to write),
  // 'refuse' records the refusal, 'pay' moves coin (0: nothing moves) and records the answer.
  await sql`
    create type seamless_plan as (
      action text, answer jsonb, user_id bigint, coin bigint, wagering bigint, kind text,
      memo jsonb
    )
  `.execute(db);

  // sha256 of JSON.stringify({ kind, userId, wagering, legs }) with the legs sorted by account
  // ('<user>:coin' sorts before 'house:games'), as ledger.ts's requestHash.
  await sql`
    create function seamless_hash(p_kind text, p_user bigint, p_wagering bigint, p_coin bigint)
    returns bytea
    language sql immutable as $$
      select sha256(convert_to(format(
        '{"kind":"%s","userId":%s,"wagering":%s,"legs":[["%s:coin",%s],["house:games",%s]]}',
        p_kind, p_user, p_wagering, p_user, p_coin, -p_coin
      ), 'UTF8'))
    $$
  `.execute(db);

  await sql`
    create function seamless_open_accounts(p_users bigint[]) returns void
    language sql as $$
      insert into ledger_accounts (user_id, kind, allow_negative)
      select u, 'coin', false from unnest(p_users) u
      union all select null, 'house:games', true
      on conflict ((coalesce(user_id, 0)), kind) do nothing
    $$
  `.execute(db);

  await sql`
    create function seamless_repeat(p_provider text, p_tx text, p_op text, p_hash text)
    returns jsonb
    language plpgsql as $$
    declare
      v_first record;
    begin
      select op, request_hash, answer into v_first
      from seamless_transactions where provider = p_provider and tx_id = p_tx;
      if not found then
        return null;
      end if;
      if v_first.op = 'tombstone' then
        return seamless_refusal(case when p_op = 'debit' then 'DEBIT_ROLLED_BACK' else 'TX_CONFLICT' end);
      end if;
      if v_first.op <> p_op or v_first.request_hash <> p_hash then
        return seamless_refusal('TX_CONFLICT');
      end if;
      return v_first.answer;
    end
    $$
  `.execute(db);

  await sql`
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
  `.execute(db);

  await sql`
    create function seamless_credit_plan(
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
        return row('repeat', v_repeat, null, null, null, null, null)::seamless_plan;
      end if;
      -- Pays into an open round of the session's player; a win is paid on a session that no
      -- longer takes bets.
      update game_rounds r
      set win = r.win + p_amount,
        status = case when p_final then 'settled' else r.status end,
        settled_at = case when p_final then now() else r.settled_at end,
        detail = coalesce(p_detail, r.detail)
      where r.provider = p_provider and r.round_id = p_round and r.status = 'open'
        and r.user_id = (select s.user_id from game_sessions s where s.id = p_session)
      returning r.user_id, r.round_id, r.game_id, r.bet, r.win into v_round;
      if found then
        if p_final and v_round.bet > 0 then
          -- The outbox (BET_SETTLED_EVENT): VIP, tasks, rebate and agent consumers count valid
          -- bets from it.
          insert into domain_events (type, user_id, payload)
          values ('bet.settled', v_round.user_id, jsonb_build_object(
            'provider', p_provider, 'roundId', v_round.round_id, 'userId', v_round.user_id,
            'gameId', v_round.game_id, 'bet', v_round.bet, 'win', v_round.win
          ));
        end if;
        return row(
          'pay', null, v_round.user_id, p_amount, 0, 'win',
          jsonb_build_object('ref', p_round, 'provider', p_provider, 'gameId', v_round.game_id)
        )::seamless_plan;
      end if;
      select r.user_id, r.status,
        (select s.user_id from game_sessions s where s.id = p_session) as session_user
      into v_found
      from game_rounds r where r.provider = p_provider and r.round_id = p_round;
      if not found or v_found.session_user is distinct from v_found.user_id then
        return row('refuse', seamless_refusal('ROUND_UNKNOWN'), null, null, null, null, null)::seamless_plan;
      end if;
      return row('refuse', seamless_refusal(case
        when v_found.status = 'rolled_back' then 'ROUND_ROLLED_BACK' else 'ROUND_CLOSED'
      end), v_found.user_id, null, null, null, null)::seamless_plan;
    end
    $$
  `.execute(db);

  // Step 3: the answer of a planned call (a payment with the coin balance after it), recorded
  // under its id, a payment with its round and amount.
  await sql`
    create function seamless_record(
      p_provider text, p_tx text, p_op text, p_hash text, p_round text, p_amount bigint,
      p_plan seamless_plan, p_balance bigint
    ) returns jsonb
    language plpgsql as $$
    declare
      v_ok boolean := p_plan.action = 'pay';
      v_answer jsonb := case when v_ok
        then jsonb_build_object('ok', true, 'txId', p_tx, 'balance', coalesce(p_balance, 0))
        else p_plan.answer end;
    begin
      if p_plan.action = 'repeat' then
        return p_plan.answer;
      end if;
      insert into seamless_transactions (provider, tx_id, op, request_hash, user_id, round_id, amount, answer)
      values (
        p_provider, p_tx, p_op, p_hash, p_plan.user_id, case when v_ok then p_round end,
        case when v_ok then p_amount else 0 end, v_answer
      );
      return v_answer;
    end
    $$
  `.execute(db);

  // Step 2 alone: moves a planned payment's coin; answers the coin balance after it.
  await sql`
    create function seamless_post(p_provider text, p_tx text, p_plan seamless_plan)
    returns bigint
    language plpgsql as $$
    declare
      v_key text := 'seamless:' || p_provider || ':' || p_tx;
      v_balance bigint;
    begin
      if p_plan.action <> 'pay' then
        return null;
      end if;
      if p_plan.coin = 0 then
        select balance into v_balance
        from ledger_accounts where user_id = p_plan.user_id and kind = 'coin';
        return v_balance;
      end if;
      for attempt in 1..2 loop
        select l.balance_after into v_balance
        from ledger_post(
          v_key, p_plan.kind, p_plan.user_id,
          seamless_hash(p_plan.kind, p_plan.user_id, p_plan.wagering, p_plan.coin), null,
          p_plan.memo, array[p_plan.user_id, null]::bigint[], array['coin', 'house:games'],
          array[p_plan.coin, -p_plan.coin]::bigint[], p_plan.wagering
        ) l
        where l.owner = p_plan.user_id;
        if found then
          return v_balance;
        end if;
        perform seamless_open_accounts(array[p_plan.user_id]);
      end loop;
      -- Only a parallel call with the same transaction id posts this key first.
      raise exception 'seamless transfer % met its key used', v_key using errcode = 'unique_violation';
    end
    $$
  `.execute(db);

  await sql`
    create function seamless_debit(
      p_provider text, p_tx text, p_hash text, p_session text, p_round text, p_amount bigint,
      p_idle_seconds int
    ) returns jsonb
    language plpgsql as $$
    declare
      v_plan seamless_plan := seamless_debit_plan(
        p_provider, p_tx, p_hash, p_session, p_round, p_amount, p_idle_seconds
      );
    begin
      return seamless_record(
        p_provider, p_tx, 'debit', p_hash, p_round, p_amount, v_plan,
        seamless_post(p_provider, p_tx, v_plan)
      );
    end
    $$
  `.execute(db);

  await sql`
    create function seamless_credit(
      p_provider text, p_tx text, p_hash text, p_session text, p_round text, p_amount bigint,
      p_final boolean, p_detail jsonb
    ) returns jsonb
    language plpgsql as $$
    declare
      v_plan seamless_plan := seamless_credit_plan(
        p_provider, p_tx, p_hash, p_session, p_round, p_amount, p_final, p_detail
      );
    begin
      return seamless_record(
        p_provider, p_tx, 'credit', p_hash, p_round, p_amount, v_plan,
        seamless_post(p_provider, p_tx, v_plan)
      );
    end
    $$
  `.execute(db);

  // Calls as JSON objects { op: 'debit' | 'credit', provider, txId, hash, sessionId, roundId,
  // amount, final?, detail? }, applied as if one after another; answers their answers, in
  // order. The batch's transfers are posted by one ledger_post_batch (running balances in
  // call order; one going below zero raises 23514). A zero win answers the balance after the
  // batch.
  await sql`
    create function seamless_apply_batch(p_ops jsonb, p_idle_seconds int) returns jsonb
    language plpgsql as $$
    declare
      v_op jsonb;
      v_ops jsonb[] := array(select value from jsonb_array_elements(p_ops));
      v_plans seamless_plan[] := '{}';
      v_plan seamless_plan;
      v_balance bigint[];
      v_t int[];
      v_keys text[] := '{}';
      v_kinds text[] := '{}';
      v_users bigint[] := '{}';
      v_hashes bytea[] := '{}';
      v_memos jsonb[] := '{}';
      v_wagering bigint[] := '{}';
      v_leg_t int[] := '{}';
      v_leg_owner bigint[] := '{}';
      v_leg_kind text[] := '{}';
      v_leg_amount bigint[] := '{}';
      v_written int;
      v_row record;
      v_answers jsonb[] := '{}';
      n int := cardinality(v_ops);
    begin
      v_balance := array_fill(null::bigint, array[n]);
      v_t := array_fill(0, array[n]);
      -- 1. Plans, in order.
      for i in 1..n loop
        v_op := v_ops[i];
        if v_op ->> 'op' = 'debit' then
          v_plan := seamless_debit_plan(
            v_op ->> 'provider', v_op ->> 'txId', v_op ->> 'hash', v_op ->> 'sessionId',
            v_op ->> 'roundId', (v_op ->> 'amount')::bigint, p_idle_seconds
          );
        else
          v_plan := seamless_credit_plan(
            v_op ->> 'provider', v_op ->> 'txId', v_op ->> 'hash', v_op ->> 'sessionId',
            v_op ->> 'roundId', (v_op ->> 'amount')::bigint, (v_op ->> 'final')::boolean,
            v_op -> 'detail'
          );
        end if;
        v_plans := v_plans || v_plan;
        if v_plan.action = 'pay' and v_plan.coin <> 0 then
          v_keys := v_keys || ('seamless:' || (v_op ->> 'provider') || ':' || (v_op ->> 'txId'));
          v_t[i] := cardinality(v_keys);
          v_kinds := v_kinds || v_plan.kind;
          v_users := v_users || v_plan.user_id;
          v_hashes := v_hashes || seamless_hash(v_plan.kind, v_plan.user_id, v_plan.wagering, v_plan.coin);
          v_memos := v_memos || v_plan.memo;
          v_wagering := v_wagering || v_plan.wagering;
          v_leg_t := v_leg_t || array[v_t[i], v_t[i]];
          v_leg_owner := v_leg_owner || array[v_plan.user_id, null];
          v_leg_kind := v_leg_kind || array['coin', 'house:games'];
          v_leg_amount := v_leg_amount || array[v_plan.coin, -v_plan.coin];
        end if;
      end loop;
      -- 2. The transfers, together; a batch meeting an account not open writes nothing.
      if cardinality(v_keys) > 0 then
        for attempt in 1..2 loop
          v_written := 0;
          for v_row in
            select * from ledger_post_batch(
              v_keys, v_kinds, v_users, v_hashes, v_memos, v_wagering, v_leg_t, v_leg_owner,
              v_leg_kind, v_leg_amount
            )
          loop
            if v_row.owner is not null then
              v_written := v_written + 1;
              v_balance[array_position(v_t, v_row.t)] := v_row.balance_after;
            end if;
          end loop;
          exit when v_written > 0;
          perform seamless_open_accounts(v_users);
        end loop;
        if v_written <> cardinality(v_keys) then
          raise exception 'a seamless batch met keys used' using errcode = 'unique_violation';
        end if;
      end if;
      -- 3. The answers, recorded in order.
      for i in 1..n loop
        v_op := v_ops[i];
        v_plan := v_plans[i];
        if v_plan.action = 'pay' and v_plan.coin = 0 then
          v_balance[i] := seamless_post(v_op ->> 'provider', v_op ->> 'txId', v_plan);
        end if;
        v_answers := v_answers || seamless_record(
          v_op ->> 'provider', v_op ->> 'txId', v_op ->> 'op', v_op ->> 'hash',
          v_op ->> 'roundId', (v_op ->> 'amount')::bigint, v_plan, v_balance[i]
        );
      end loop;
      return to_jsonb(v_answers);
    end
    $$
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const fn of [
    'seamless_apply_batch',
    'seamless_credit',
    'seamless_debit',
    'seamless_post',
    'seamless_record',
    'seamless_credit_plan',
    'seamless_debit_plan',
    'seamless_repeat',
    'seamless_open_accounts',
    'seamless_hash',
    'seamless_refusal',
  ]) {
    await sql`drop function ${sql.raw(fn)}`.execute(db);
  }
  await sql`drop type seamless_plan`.execute(db);
}
