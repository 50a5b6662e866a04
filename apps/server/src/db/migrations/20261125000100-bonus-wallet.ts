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

  // The wallet's plan with the account a round is funded from and its valid bets; the functions
  // built on it live in db/functions (ADR 0048).
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Every function of the wallet (db/functions) is built on the plan's newer shape: they go,
  // and the plan takes its first shape again.
  for (const fn of [
    'seamless_apply_batch',
    'seamless_credit',
    'seamless_debit',
    'seamless_post',
    'seamless_record',
    'seamless_credit_plan',
    'seamless_debit_plan',
    'seamless_playable',
    'seamless_open_accounts',
    'seamless_hash',
    'seamless_repeat',
    'seamless_refusal',
  ]) {
    await sql`drop function if exists ${sql.raw(fn)}`.execute(db);
  }
  await sql`drop type seamless_plan`.execute(db);
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
