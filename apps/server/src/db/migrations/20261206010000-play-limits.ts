import { sql, type Kysely } from 'kysely';

/**
 * The limits players set on their own play (docs/player-protection.md "Limits", ADR 0070):
 * - `play_limits`: one row a player and kind, the value in force (null: none) and a raise or
 *   removal waiting for its cooling-off and the player's confirmation;
 * - `play_limit_changes`: every change, for the console's history;
 * - `play_limit_days`: a player's counters of one operator day (deposits asked, stakes, stakes
 *   and payouts of rounds paid from cash), written in the same statement as the deposit's
 *   reservation or the wallet's debit and credit; a week or a month is the sum of its days.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table play_limits (
      user_id bigint not null references users (id),
      kind text not null check (kind in ('depositDay', 'depositWeek', 'depositMonth', 'lossDay',
        'lossWeek', 'lossMonth', 'wagerDay', 'sessionDay')),
      value bigint check (value > 0),
      pending boolean not null default false,
      pending_value bigint check (pending_value > 0),
      pending_at timestamptz,
      updated_at timestamptz not null default now(),
      primary key (user_id, kind),
      check (not pending or pending_at is not null)
    )
  `.execute(db);
  await sql`
    create table play_limit_changes (
      id bigserial primary key,
      user_id bigint not null references users (id),
      kind text not null,
      action text not null check (action in ('set', 'request', 'confirm', 'cancel')),
      before bigint,
      after bigint,
      staff_id bigint references staff (id),
      effective_at timestamptz,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index play_limit_changes_user on play_limit_changes (user_id, id desc)`.execute(
    db,
  );
  await sql`
    create table play_limit_days (
      user_id bigint not null references users (id),
      day date not null,
      deposited bigint not null default 0,
      staked bigint not null default 0,
      cash_staked bigint not null default 0,
      cash_paid bigint not null default 0,
      primary key (user_id, day)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The functions db/functions/play_limits_*.sql define (applied after the migrations, ADR 0048).
  for (const fn of ['charge', 'deposit', 'refusal', 'settle', 'time_zone'])
    await sql`drop function if exists ${sql.raw(`play_limits_${fn}`)}`.execute(db);
  await sql`drop table play_limit_days`.execute(db);
  await sql`drop table play_limit_changes`.execute(db);
  await sql`drop table play_limits`.execute(db);
}
