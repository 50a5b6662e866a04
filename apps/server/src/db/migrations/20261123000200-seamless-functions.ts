import { sql, type Kysely } from 'kysely';

/**
 * The seamless wallet's debit and credit as PL/pgSQL functions (docs/adr/0019): each is one
 * call, so a provider's round costs two statements instead of two transactions of nine, and
 * a batch of them costs one (`seamless_apply_batch`). They keep the rules of
 * modules/games/seamless/seamless.service.ts, which calls them and owns what they do not:
 * the request's identity hash, signatures, retries and rollbacks.
 *
 * - A transaction id already recorded answers as the first did (`seamless_repeat`): the same
 *   operation and hash its stored answer, a rollback's tombstone a refused debit, anything else
 *   a conflict. The id's row is written last, with the answer; a parallel call with the same id
 *   meets it there (or the ledger key) and fails whole with 23505, and the caller calls again.
 * - The ledger transfer goes through `ledger_post` under the key `seamless:<provider>:<txId>`,
 *   with the identity hash the ledger would compute (`seamless_ledger_hash`).
 * - A debit beyond the coin balance is refused and remembered, and opens no round. The balance
 *   is read first; a parallel debit of the same player that empties it meanwhile makes the
 *   ledger's CHECK raise 23514, and the caller calls again to get the refusal.
 * - `seamless_apply_batch` applies operations one after another in one transaction and answers
 *   their answers in order: one commit for many (modules/games/seamless/seamless-batcher.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function seamless_refusal(p_error text) returns jsonb
    language sql immutable as $$ select jsonb_build_object('ok', false, 'error', p_error) $$
  `.execute(db);

  // Moves p_coin between the player's coin and the house games account; answers the coin
  // balance after. Opens the accounts when the player has none yet.
  await sql`
    create function seamless_post(
      p_key text, p_kind text, p_user bigint, p_coin bigint, p_wagering bigint, p_memo jsonb
    ) returns bigint
    language plpgsql as $$
    declare
      -- sha256 of JSON.stringify({ kind, userId, wagering, legs }) with the legs sorted by
      -- account ('<user>:coin' sorts before 'house:games'), as ledger.ts's requestHash.
      v_hash bytea := sha256(convert_to(format(
        '{"kind":"%s","userId":%s,"wagering":%s,"legs":[["%s:coin",%s],["house:games",%s]]}',
        p_kind, p_user, p_wagering, p_user, p_coin, -p_coin
      ), 'UTF8'));
      v_balance bigint;
    begin
      for attempt in 1..2 loop
        select l.balance_after into v_balance
        from ledger_post(
          p_key, p_kind, p_user, v_hash, null, p_memo, array[p_user, null]::bigint[],
          array['coin', 'house:games'], array[p_coin, -p_coin]::bigint[], p_wagering
        ) l
        where l.owner = p_user;
        if found then
          return v_balance;
        end if;
        insert into ledger_accounts (user_id, kind, allow_negative)
        values (p_user, 'coin', false), (null, 'house:games', true)
        on conflict ((coalesce(user_id, 0)), kind) do nothing;
      end loop;
      -- Only a parallel call with the same transaction id posts this key first.
      raise exception 'seamless transfer % met its key used', p_key using errcode = 'unique_violation';
    end
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

  // Records a call's answer under its id: a payment with its round and amount, a refusal with
  // neither. Answers the answer.
  await sql`
    create function seamless_record(
      p_provider text, p_tx text, p_op text, p_hash text, p_user bigint, p_round text,
      p_amount bigint, p_answer jsonb
    ) returns jsonb
    language plpgsql as $$
    declare
      v_ok boolean := (p_answer ->> 'ok')::boolean;
    begin
      insert into seamless_transactions (provider, tx_id, op, request_hash, user_id, round_id, amount, answer)
      values (
        p_provider, p_tx, p_op, p_hash, p_user, case when v_ok then p_round end,
        case when v_ok then p_amount else 0 end, p_answer
      );
      return p_answer;
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
      v_session record;
      v_round record;
      v_game integer;
      v_user bigint;
      v_balance bigint;
      v_ok boolean := false;
      v_answer jsonb := seamless_repeat(p_provider, p_tx, 'debit', p_hash);
    begin
      if v_answer is not null then
        return v_answer;
      end if;
      select s.user_id, s.game_id, s.provider,
        s.closed_at is null and s.last_seen_at > now() - make_interval(secs => p_idle_seconds) as live
      into v_session
      from game_sessions s where s.id = p_session;
      if not found or v_session.provider <> p_provider then
        v_answer := seamless_refusal('SESSION_UNKNOWN');
      elsif not v_session.live then
        v_user := v_session.user_id;
        v_answer := seamless_refusal('SESSION_EXPIRED');
      else
        v_user := v_session.user_id;
        select balance into v_balance from ledger_accounts where user_id = v_user and kind = 'coin';
        if coalesce(v_balance, 0) >= p_amount then
          -- Opens the round, or adds to it while it is open and the player's.
          insert into game_rounds as r (provider, round_id, user_id, game_id, session_id, bet)
          values (p_provider, p_round, v_user, v_session.game_id, p_session, p_amount)
          on conflict (provider, round_id) do update set bet = r.bet + excluded.bet
            where r.status = 'open' and r.user_id = excluded.user_id
          returning r.game_id into v_game;
          v_ok := found;
        end if;
        if v_ok then
          -- The transfer comes last: it locks the house account, which every round shares.
          -- A valid bet (real coin, never demo) works off the turnover requirement.
          v_balance := seamless_post(
            'seamless:' || p_provider || ':' || p_tx, 'bet', v_user, -p_amount, -p_amount,
            jsonb_build_object('ref', p_round, 'provider', p_provider, 'gameId', v_game)
          );
          v_answer := jsonb_build_object('ok', true, 'txId', p_tx, 'balance', v_balance);
        else
          -- What the round says comes first; a bet beyond the balance opens no round.
          select user_id, status into v_round
          from game_rounds where provider = p_provider and round_id = p_round;
          v_answer := seamless_refusal(case
            when not found then 'INSUFFICIENT_BALANCE'
            when v_round.user_id <> v_user then 'ROUND_UNKNOWN'
            when v_round.status = 'rolled_back' then 'ROUND_ROLLED_BACK'
            when v_round.status = 'settled' then 'ROUND_CLOSED'
            else 'INSUFFICIENT_BALANCE'
          end);
        end if;
      end if;
      return seamless_record(p_provider, p_tx, 'debit', p_hash, v_user, p_round, p_amount, v_answer);
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
      v_round record;
      v_found record;
      v_user bigint;
      v_balance bigint;
      v_ok boolean := false;
      v_answer jsonb := seamless_repeat(p_provider, p_tx, 'credit', p_hash);
    begin
      if v_answer is not null then
        return v_answer;
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
      v_ok := found;
      if v_ok then
        v_user := v_round.user_id;
        if p_final and v_round.bet > 0 then
          -- The outbox (BET_SETTLED_EVENT): VIP, tasks, rebate and agent consumers count valid
          -- bets from it.
          insert into domain_events (type, user_id, payload)
          values ('bet.settled', v_user, jsonb_build_object(
            'provider', p_provider, 'roundId', v_round.round_id, 'userId', v_user,
            'gameId', v_round.game_id, 'bet', v_round.bet, 'win', v_round.win
          ));
        end if;
        if p_amount > 0 then
          v_balance := seamless_post(
            'seamless:' || p_provider || ':' || p_tx, 'win', v_user, p_amount, 0,
            jsonb_build_object('ref', p_round, 'provider', p_provider, 'gameId', v_round.game_id)
          );
        else
          select balance into v_balance from ledger_accounts where user_id = v_user and kind = 'coin';
        end if;
        v_answer := jsonb_build_object('ok', true, 'txId', p_tx, 'balance', coalesce(v_balance, 0));
      else
        select r.user_id, r.status,
          (select s.user_id from game_sessions s where s.id = p_session) as session_user
        into v_found
        from game_rounds r where r.provider = p_provider and r.round_id = p_round;
        if not found or v_found.session_user is distinct from v_found.user_id then
          v_answer := seamless_refusal('ROUND_UNKNOWN');
        else
          v_user := v_found.user_id;
          v_answer := seamless_refusal(case
            when v_found.status = 'rolled_back' then 'ROUND_ROLLED_BACK' else 'ROUND_CLOSED'
          end);
        end if;
      end if;
      return seamless_record(p_provider, p_tx, 'credit', p_hash, v_user, p_round, p_amount, v_answer);
    end
    $$
  `.execute(db);

  // Operations as JSON objects { op: 'debit' | 'credit', provider, txId, hash, sessionId,
  // roundId, amount, final?, detail? }; answers their answers, in order.
  await sql`
    create function seamless_apply_batch(p_ops jsonb, p_idle_seconds int) returns jsonb
    language plpgsql as $$
    declare
      v_op jsonb;
      v_answers jsonb[] := '{}';
    begin
      for v_op in select value from jsonb_array_elements(p_ops) loop
        if v_op ->> 'op' = 'debit' then
          v_answers := v_answers || seamless_debit(
            v_op ->> 'provider', v_op ->> 'txId', v_op ->> 'hash', v_op ->> 'sessionId',
            v_op ->> 'roundId', (v_op ->> 'amount')::bigint, p_idle_seconds
          );
        else
          v_answers := v_answers || seamless_credit(
            v_op ->> 'provider', v_op ->> 'txId', v_op ->> 'hash', v_op ->> 'sessionId',
            v_op ->> 'roundId', (v_op ->> 'amount')::bigint, (v_op ->> 'final')::boolean,
            v_op -> 'detail'
          );
        end if;
      end loop;
      return to_jsonb(v_answers);
    end
    $$
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function seamless_apply_batch`.execute(db);
  await sql`drop function seamless_credit`.execute(db);
  await sql`drop function seamless_debit`.execute(db);
  await sql`drop function seamless_record`.execute(db);
  await sql`drop function seamless_repeat`.execute(db);
  await sql`drop function seamless_post`.execute(db);
  await sql`drop function seamless_refusal`.execute(db);
}
