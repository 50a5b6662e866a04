import { sql, type Kysely } from 'kysely';

/**
 * The lucky jackpot (docs/rewards/jackpot.md, ADR 0035):
 * - `jackpot_chances`: a player's draw chances (not money), earned by deposits and prop 50000;
 * - `jackpot_seeds`: the next draw's server seed, committed by its hash before the draw; its row
 *   lock makes a player's draws take turns, and its nonce is the draws made;
 * - `jackpot_deposits`: each credited deposit once (its order), with the chances it earned;
 * - `jackpot_draws`: every draw with its revealed seed, once per (player, nonce);
 * - `jackpot_rank`: the jackpot winnings of each player per ISO week (the ranking);
 * - `jackpot_feed`: where the pools' feed stopped in the outbox, and the contributions not paid
 *   in yet (less than a hundredth per pool);
 * - `lobby_big_wins`: the rounds that paid a big multiple, for the lobby's feed.
 * The pools are ledger accounts `house:jackpot:<tier>`: a CHECK keeps them at or above zero,
 * which no other house account is held to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table ledger_accounts add constraint ledger_accounts_jackpot_pool_check
      check (kind not like 'house:jackpot:%' or balance >= 0)
  `.execute(db);
  await sql`
    create table jackpot_chances (
      user_id bigint primary key references users (id),
      chances int not null default 0 check (chances >= 0),
      updated_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create table jackpot_seeds (
      user_id bigint primary key references users (id),
      server_seed text not null,
      server_seed_hash text not null,
      client_seed text not null,
      nonce int not null default 0 check (nonce >= 0)
    )
  `.execute(db);
  await sql`
    comment on table jackpot_seeds is
      'The next jackpot draw''s seeds: server_seed is secret until that draw reveals it; nonce is the draws made.'
  `.execute(db);
  await sql`
    create table jackpot_deposits (
      order_no text primary key,
      user_id bigint not null references users (id),
      day_key text not null,
      amount bigint not null check (amount > 0),
      chances int not null check (chances >= 0),
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create index jackpot_deposits_user_day on jackpot_deposits (user_id, day_key)
  `.execute(db);
  await sql`
    create table jackpot_draws (
      id bigserial primary key,
      user_id bigint not null references users (id),
      nonce int not null check (nonce >= 0),
      cell_index int not null check (cell_index >= 0),
      cell_id int not null,
      type smallint not null check (type in (1, 2)),
      prop_id int not null,
      count bigint not null check (count >= 0),
      bonus bigint not null default 0 check (bonus >= 0),
      tier text check (tier in ('mega', 'major', 'minor', 'mini')),
      wheel_sector int check (wheel_sector >= 0),
      share_bp int check (share_bp between 1 and 10000),
      section_min bigint check (section_min >= 0),
      section_max bigint,
      grant_id bigint references reward_grants (id),
      server_seed text not null,
      server_seed_hash text not null,
      client_seed text not null,
      day_key text not null,
      created_at timestamptz not null default now(),
      unique (user_id, nonce),
      check ((type = 2) = (tier is not null and wheel_sector is not null and share_bp is not null
        and section_min is not null)),
      check (section_max >= section_min),
      check (type = 2 or grant_id is not null)
    )
  `.execute(db);
  await sql`create index jackpot_draws_user_day on jackpot_draws (user_id, day_key)`.execute(db);
  await sql`create index jackpot_draws_wins on jackpot_draws (id desc) where type = 2`.execute(db);
  await sql`
    comment on column jackpot_draws.bonus is
      'Coin paid as bonus money: a coin prize, or the share of the pool (type 2); 0 otherwise.'
  `.execute(db);
  await sql`
    comment on column jackpot_draws.day_key is
      'The operator day of the draw (rewards.timeZone, the lobby''s clock): the daily draw limit.'
  `.execute(db);
  await sql`
    create table jackpot_rank (
      id bigserial primary key,
      week_key text not null,
      user_id bigint not null references users (id),
      amount bigint not null check (amount > 0),
      last_at timestamptz not null,
      unique (week_key, user_id)
    )
  `.execute(db);
  await sql`
    create index jackpot_rank_board on jackpot_rank (week_key, amount desc, id)
  `.execute(db);
  await sql`
    create table jackpot_feed (
      id boolean primary key default true check (id),
      tx xid8 not null default '0',
      event_id bigint not null default 0,
      carry jsonb not null default '{}'
    )
  `.execute(db);
  await sql`insert into jackpot_feed default values`.execute(db);
  await sql`
    comment on column jackpot_feed.carry is
      'Per pool: contributions not paid in yet, in hundredths × 10000 (valid bets × basis points).'
  `.execute(db);
  await sql`
    create table lobby_big_wins (
      id bigserial primary key,
      event_id bigint not null unique,
      user_id bigint not null references users (id),
      game_id int not null,
      bet bigint not null check (bet > 0),
      win bigint not null check (win >= 0),
      created_at timestamptz not null
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table lobby_big_wins`.execute(db);
  await sql`drop table jackpot_feed`.execute(db);
  await sql`drop table jackpot_rank`.execute(db);
  await sql`drop table jackpot_draws`.execute(db);
  await sql`drop table jackpot_deposits`.execute(db);
  await sql`drop table jackpot_seeds`.execute(db);
  await sql`drop table jackpot_chances`.execute(db);
  await sql`
    alter table ledger_accounts drop constraint ledger_accounts_jackpot_pool_check
  `.execute(db);
}
