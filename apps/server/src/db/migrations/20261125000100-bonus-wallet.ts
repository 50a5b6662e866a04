import { sql, type Kysely } from 'kysely';
import { up as seamlessFunctionsBefore } from './20261123000200-seamless-functions';

/**
 * Bonus money apart from cash (docs/rules.md "Bonus money", docs/adr/0021):
 * - `bonus_packages`: a bonus granted with a deposit, the deposit locked with it in the player's
 *   `bonus` ledger account, its wagering left, its maximum bet, its conversion cap; at most one
 *   open per player.
 * - what the seamless wallet needs to take bets by risk: the game's wagering weight and maximum
 *   bet on the game session, the account that funded a round and its valid bets on the round,
 *   and on each debit its valid amount and the bonus it counted toward (so a rollback gives the
 *   wagering back);
 * - the order's choice to take a bonus, and the day's channel bonus per player.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table bonus_packages (
      id bigserial primary key,
      user_id bigint not null references users (id),
      kind text not null check (kind in ('first_deposit', 'daily_first', 'channel')),
      order_no text not null unique,
      deposit bigint not null check (deposit > 0),
      bonus bigint not null check (bonus > 0),
      wagering_required bigint not null check (wagering_required >= 0),
      wagering_left bigint not null check (wagering_left >= 0),
      max_bet bigint not null check (max_bet > 0),
      conversion_cap bigint not null check (conversion_cap > 0),
      status text not null default 'open'
        check (status in ('open', 'completed', 'forfeited', 'expired', 'spent')),
      close_reason text,
      cash_returned bigint,
      taken_back bigint,
      expires_at timestamptz not null,
      created_at timestamptz not null default now(),
      closed_at timestamptz
    )
  `.execute(db);
  await sql`
    create unique index bonus_packages_one_open on bonus_packages (user_id) where status = 'open'
  `.execute(db);
  await sql`
    create index bonus_packages_user on bonus_packages (user_id, created_at desc)
  `.execute(db);
  await sql`
    create index bonus_packages_open_due on bonus_packages (expires_at) where status = 'open'
  `.execute(db);

  await sql`
    alter table game_sessions
      add column wager_weight_bp integer not null default 10000
        check (wager_weight_bp between 0 and 10000),
      add column max_bet bigint not null default 0 check (max_bet >= 0)
  `.execute(db);
  await sql`
    alter table game_rounds
      add column funded_by text not null default 'coin' check (funded_by in ('coin', 'bonus')),
      add column valid_bet bigint not null default 0
  `.execute(db);
  await sql`
    create index game_rounds_open_bonus on game_rounds (user_id)
      where status = 'open' and funded_by = 'bonus'
  `.execute(db);
  await sql`
    alter table seamless_transactions
      add column valid_bet bigint not null default 0,
      add column counted_for bigint references bonus_packages (id)
  `.execute(db);

  await sql`
    alter table deposit_orders add column take_bonus boolean not null default false
  `.execute(db);
  await sql`
    alter table deposit_totals
      add column channel_bonus_day date,
      add column channel_bonus_today bigint not null default 0
  `.execute(db);

  // The wallet's functions again, with the account a round is funded from and its valid bets.
  for (const fn of [
    'seamless_apply_batch(jsonb, integer)',
    'seamless_credit(text, text, text, text, text, bigint, boolean, jsonb)',
    'seamless_debit(text, text, text, text, text, bigint, integer)',
    'seamless_post(text, text, seamless_plan)',
    'seamless_record(text, text, text, text, text, bigint, seamless_plan, bigint)',
    'seamless_credit_plan(text, text, text, text, text, bigint, boolean, jsonb)',
    'seamless_debit_plan(text, text, text, text, text, bigint, integer)',
    'seamless_open_accounts(bigint[])',
    'seamless_hash(text, bigint, bigint, bigint)',
  ]) {
    await sql`drop function ${sql.raw(fn)}`.execute(db);
  }
  await sql`drop type seamless_plan`.execute(db);

  // What a call does once planned: 'repeat' answers a recorded id (nothing to write), 'refuse'
  // records the refusal, 'pay' moves `coin` into the player's `account` (negative: out of it)
  // and records the answer. `wagering` is the deposit turnover's change, `valid` the bet's
  // valid amount, `bonus_id` the open bonus it counted toward.
  await sql`
    create type seamless_plan as (
      action text, answer jsonb, user_id bigint, coin bigint, wagering bigint, kind text,
      memo jsonb, account text, valid bigint, bonus_id bigint
    )
  `.execute(db);

  // sha256 of JSON.stringify({ kind, userId, wagering, legs }) with the legs sorted by account
  // ('<user>:coin' and '<user>:bonus' sort before 'house:games'), as ledger.ts's requestHash.
  await sql`
    create function seamless_hash(
      p_kind text, p_user bigint, p_wagering bigint, p_account text, p_coin bigint
    ) returns bytea
    language sql immutable as $$
      select sha256(convert_to(format(
        '{"kind":"%s","userId":%s,"wagering":%s,"legs":[["%s:%s",%s],["house:games",%s]]}',
        p_kind, p_user, p_wagering, p_user, p_account, p_coin, -p_coin
      ), 'UTF8'))
    $$
  `.execute(db);

  await sql`
    create function seamless_open_accounts(p_users bigint[], p_accounts text[]) returns void
    language sql as $$
      insert into ledger_accounts (user_id, kind, allow_negative)
      select u, a, false from unnest(p_users, p_accounts) as x(u, a)
      union all select null, 'house:games', true
      on conflict ((coalesce(user_id, 0)), kind) do nothing
    $$
  `.execute(db);

  // What a player can bet with: cash and the bonus balance.
  await sql`
    create function seamless_playable(p_user bigint) returns bigint
    language sql stable as $$
      select coalesce(sum(balance), 0)::bigint from ledger_accounts
      where user_id = p_user and kind in ('coin', 'bonus')
    $$
  `.execute(db);

  await sql`
    create function seamless_debit_plan(
      p_provider text, p_tx text, p_hash text, p_session text, p_round text, p_amount bigint,
      p_idle_seconds int, p_weight_bp int
    ) returns seamless_plan
    language plpgsql as $$
    declare
      v_session record;
      v_round record;
      v_bonus record;
      v_bonus_balance bigint;
      v_game integer;
      v_account text;
      v_balance bigint;
      v_valid bigint;
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
      -- every valid bet works off its wagering, and while there is wagering left and money in
      -- it its maximum bet holds.
      select b.id, b.max_bet, b.wagering_left into v_bonus
      from bonus_packages b where b.user_id = v_session.user_id and b.status = 'open'
      for update;
      if v_bonus.id is not null then
        select balance into v_bonus_balance
        from ledger_accounts where user_id = v_session.user_id and kind = 'bonus';
        if v_bonus.wagering_left > 0 and coalesce(v_bonus_balance, 0) > 0
            and p_amount > v_bonus.max_bet then
          return row('refuse', seamless_refusal('BONUS_BET_LIMIT'), v_session.user_id, null, null, null, null, null, null, null)::seamless_plan;
        end if;
      end if;
      -- An open round keeps the account it was funded from; a new one is funded from the bonus
      -- balance while one is open and covers the bet, otherwise from cash.
      select r.funded_by, r.user_id, r.status into v_round
      from game_rounds r where r.provider = p_provider and r.round_id = p_round;
      if found then
        v_account := v_round.funded_by;
      elsif v_bonus.id is not null then
        v_account := case when coalesce(v_bonus_balance, 0) >= p_amount then 'bonus' else 'coin' end;
      else
        v_account := 'coin';
      end if;
      select balance into v_balance
      from ledger_accounts where user_id = v_session.user_id and kind = v_account;
      v_valid := p_amount * greatest(0, least(10000, coalesce(p_weight_bp, v_session.wager_weight_bp))) / 10000;
      if coalesce(v_balance, 0) >= p_amount then
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
          if v_bonus.id is not null and v_valid > 0 then
            update bonus_packages set wagering_left = greatest(0, wagering_left - v_valid)
            where id = v_bonus.id;
          end if;
          -- A valid bet (real money, never demo) works off the deposit turnover too.
          return row(
            'pay', null, v_session.user_id, -p_amount, -v_valid, 'bet',
            jsonb_build_object('ref', p_round, 'provider', p_provider, 'gameId', v_game)
              || case when v_account = 'bonus' then '{"wallet":"bonus"}'::jsonb else '{}'::jsonb end,
            v_account, v_valid, case when v_valid > 0 then v_bonus.id end
          )::seamless_plan;
        end if;
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
  `.execute(db);

  // Step 3: the answer of a planned call (a payment answers what the player can bet with after
  // it: cash and bonus balance), recorded under its id; a payment with its round, amount, valid
  // amount and the bonus it counted toward.
  await sql`
    create function seamless_record(
      p_provider text, p_tx text, p_op text, p_hash text, p_round text, p_amount bigint,
      p_plan seamless_plan
    ) returns jsonb
    language plpgsql as $$
    declare
      v_ok boolean := p_plan.action = 'pay';
      v_answer jsonb := case when v_ok
        then jsonb_build_object('ok', true, 'txId', p_tx, 'balance', seamless_playable(p_plan.user_id))
        else p_plan.answer end;
    begin
      if p_plan.action = 'repeat' then
        return p_plan.answer;
      end if;
      insert into seamless_transactions
        (provider, tx_id, op, request_hash, user_id, round_id, amount, answer, valid_bet, counted_for)
      values (
        p_provider, p_tx, p_op, p_hash, p_plan.user_id, case when v_ok then p_round end,
        case when v_ok then p_amount else 0 end, v_answer,
        case when v_ok then coalesce(p_plan.valid, 0) else 0 end,
        case when v_ok then p_plan.bonus_id end
      );
      return v_answer;
    end
    $$
  `.execute(db);

  // Step 2 alone: moves a planned payment's money.
  await sql`
    create function seamless_post(p_provider text, p_tx text, p_plan seamless_plan)
    returns void
    language plpgsql as $$
    declare
      v_key text := 'seamless:' || p_provider || ':' || p_tx;
    begin
      if p_plan.action <> 'pay' or p_plan.coin = 0 then
        return;
      end if;
      for attempt in 1..2 loop
        perform 1
        from ledger_post(
          v_key, p_plan.kind, p_plan.user_id,
          seamless_hash(p_plan.kind, p_plan.user_id, p_plan.wagering, p_plan.account, p_plan.coin),
          null, p_plan.memo, array[p_plan.user_id, null]::bigint[],
          array[p_plan.account, 'house:games'], array[p_plan.coin, -p_plan.coin]::bigint[],
          p_plan.wagering
        );
        if found then
          return;
        end if;
        perform seamless_open_accounts(array[p_plan.user_id], array[p_plan.account]);
      end loop;
      -- Only a parallel call with the same transaction id posts this key first.
      raise exception 'seamless transfer % met its key used', v_key using errcode = 'unique_violation';
    end
    $$
  `.execute(db);

  await sql`
    create function seamless_debit(
      p_provider text, p_tx text, p_hash text, p_session text, p_round text, p_amount bigint,
      p_idle_seconds int, p_weight_bp int
    ) returns jsonb
    language plpgsql as $$
    declare
      v_plan seamless_plan := seamless_debit_plan(
        p_provider, p_tx, p_hash, p_session, p_round, p_amount, p_idle_seconds, p_weight_bp
      );
    begin
      perform seamless_post(p_provider, p_tx, v_plan);
      return seamless_record(p_provider, p_tx, 'debit', p_hash, p_round, p_amount, v_plan);
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
      perform seamless_post(p_provider, p_tx, v_plan);
      return seamless_record(p_provider, p_tx, 'credit', p_hash, p_round, p_amount, v_plan);
    end
    $$
  `.execute(db);

  // Calls as JSON objects { op: 'debit' | 'credit', provider, txId, hash, sessionId, roundId,
  // amount, weightBp?, final?, detail? }, applied as if one after another; answers their
  // answers, in order. The batch's transfers are posted by one ledger_post_batch (running
  // balances in call order; one going below zero raises 23514). A batch holds at most one call
  // per player (the caller's exclusive keys: one open game session per player), so what a
  // player can bet with after the batch is what it is after their call.
  await sql`
    create function seamless_apply_batch(p_ops jsonb, p_idle_seconds int) returns jsonb
    language plpgsql as $$
    declare
      v_op jsonb;
      v_ops jsonb[] := array(select value from jsonb_array_elements(p_ops));
      v_plans seamless_plan[] := '{}';
      v_plan seamless_plan;
      v_keys text[] := '{}';
      v_kinds text[] := '{}';
      v_users bigint[] := '{}';
      v_accounts text[] := '{}';
      v_hashes bytea[] := '{}';
      v_memos jsonb[] := '{}';
      v_wagering bigint[] := '{}';
      v_leg_t int[] := '{}';
      v_leg_owner bigint[] := '{}';
      v_leg_kind text[] := '{}';
      v_leg_amount bigint[] := '{}';
      v_written int;
      v_answers jsonb[] := '{}';
      n int := cardinality(v_ops);
    begin
      -- 1. Plans, in order.
      for i in 1..n loop
        v_op := v_ops[i];
        if v_op ->> 'op' = 'debit' then
          v_plan := seamless_debit_plan(
            v_op ->> 'provider', v_op ->> 'txId', v_op ->> 'hash', v_op ->> 'sessionId',
            v_op ->> 'roundId', (v_op ->> 'amount')::bigint, p_idle_seconds,
            (v_op ->> 'weightBp')::int
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
          v_kinds := v_kinds || v_plan.kind;
          v_users := v_users || v_plan.user_id;
          v_accounts := v_accounts || v_plan.account;
          v_hashes := v_hashes || seamless_hash(
            v_plan.kind, v_plan.user_id, v_plan.wagering, v_plan.account, v_plan.coin
          );
          v_memos := v_memos || v_plan.memo;
          v_wagering := v_wagering || v_plan.wagering;
          v_leg_t := v_leg_t || array[cardinality(v_keys), cardinality(v_keys)];
          v_leg_owner := v_leg_owner || array[v_plan.user_id, null];
          v_leg_kind := v_leg_kind || array[v_plan.account, 'house:games'];
          v_leg_amount := v_leg_amount || array[v_plan.coin, -v_plan.coin];
        end if;
      end loop;
      -- 2. The transfers, together; a batch meeting an account not open writes nothing.
      if cardinality(v_keys) > 0 then
        for attempt in 1..2 loop
          select count(*) filter (where l.owner is not null) into v_written
          from ledger_post_batch(
            v_keys, v_kinds, v_users, v_hashes, v_memos, v_wagering, v_leg_t, v_leg_owner,
            v_leg_kind, v_leg_amount
          ) l;
          exit when v_written > 0;
          perform seamless_open_accounts(v_users, v_accounts);
        end loop;
        if v_written <> cardinality(v_keys) then
          raise exception 'a seamless batch met keys used' using errcode = 'unique_violation';
        end if;
      end if;
      -- 3. The answers, recorded in order.
      for i in 1..n loop
        v_op := v_ops[i];
        v_answers := v_answers || seamless_record(
          v_op ->> 'provider', v_op ->> 'txId', v_op ->> 'op', v_op ->> 'hash',
          v_op ->> 'roundId', (v_op ->> 'amount')::bigint, v_plans[i]
        );
      end loop;
      return to_jsonb(v_answers);
    end
    $$
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const fn of [
    'seamless_apply_batch(jsonb, integer)',
    'seamless_credit(text, text, text, text, text, bigint, boolean, jsonb)',
    'seamless_debit(text, text, text, text, text, bigint, integer, integer)',
    'seamless_post(text, text, seamless_plan)',
    'seamless_record(text, text, text, text, text, bigint, seamless_plan)',
    'seamless_credit_plan(text, text, text, text, text, bigint, boolean, jsonb)',
    'seamless_debit_plan(text, text, text, text, text, bigint, integer, integer)',
    'seamless_playable(bigint)',
    'seamless_open_accounts(bigint[], text[])',
    'seamless_hash(text, bigint, bigint, text, bigint)',
  ]) {
    await sql`drop function ${sql.raw(fn)}`.execute(db);
  }
  await sql`drop type seamless_plan`.execute(db);
  // seamless_refusal and seamless_repeat stay; the earlier migration's up() makes the rest.
  await sql`drop function seamless_refusal(text)`.execute(db);
  await sql`drop function seamless_repeat(text, text, text, text)`.execute(db);
  await seamlessFunctionsBefore(db);
  await sql`alter table deposit_totals drop column channel_bonus_day, drop column channel_bonus_today`.execute(
    db,
  );
  await sql`alter table deposit_orders drop column take_bonus`.execute(db);
  await sql`alter table seamless_transactions drop column valid_bet, drop column counted_for`.execute(
    db,
  );
  await sql`drop index game_rounds_open_bonus`.execute(db);
  await sql`alter table game_rounds drop column funded_by, drop column valid_bet`.execute(db);
  await sql`alter table game_sessions drop column wager_weight_bp, drop column max_bet`.execute(db);
  await sql`drop table bonus_packages`.execute(db);
}
