import { sql, type Kysely } from 'kysely';

/**
 * The dashboard's summary (docs/console.md "Dashboards", ADR 0047): `daily_totals` holds each
 * closed day's figures per metric, in a reporting time zone, rolled up by a job from the ledger
 * (whose transfers are the deposits, payouts, rounds' stakes and wins, and bonuses) and the
 * registrations; a day not rolled up for good (today, one the job has not reached) is computed
 * from those rows, which these indexes find by time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table daily_totals (
      time_zone text not null,
      day date not null,
      metric text not null,
      amount bigint not null default 0,
      count bigint not null default 0,
      rolled_at timestamptz not null default now(),
      primary key (time_zone, day, metric)
    )
  `.execute(db);
  await sql`comment on table daily_totals is 'A closed day''s figure per metric (deposits, withdrawals, bets, wins, bonus, new, active) in a reporting time zone: the dashboard''s summary.'`.execute(
    db,
  );
  await sql`create index ledger_transfers_created on ledger_transfers (created_at)`.execute(db);
  await sql`create index users_created on users (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index users_created`.execute(db);
  await sql`drop index ledger_transfers_created`.execute(db);
  await sql`drop table daily_totals`.execute(db);
}
