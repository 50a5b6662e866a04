import { sql, type Kysely } from 'kysely';
import { createFunctions } from '../sql-functions';

/**
 * The rewards engine (docs/rewards/README.md, ADR 0031):
 * - the test clock (one row, development only) and app_now(), the clock of every rewards rule;
 * - domain_events carry the id of the transaction that wrote them (`tx`), so a consumer reads
 *   only what every earlier transaction has finished writing, and never skips an event that
 *   commits late (their `created_at` stays the database's now(): the consumer moves it by the
 *   test clock, so the hot paths that publish read no clock);
 * - producers of the events the engine counts: registrations, sign-ins, credited deposits;
 * - the consumers' cursors, the counters per player, metric and period, and the grants: a
 *   reward exists once per (player, activity, key) and is claimed once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table test_clock (
      id boolean primary key default true check (id),
      offset_seconds bigint not null
    )
  `.execute(db);
  // reward_grants.created_at defaults to it.
  await createFunctions(db, ['app_now']);

  await sql`
    alter table domain_events add column tx xid8 not null default pg_current_xact_id()
  `.execute(db);
  await sql`create index domain_events_tx on domain_events (tx, id)`.execute(db);
  // The producers: each event is published in the transaction that makes it true, whichever
  // code path that is.
  await createFunctions(db, [
    'publish_user_registered',
    'publish_user_signed_in',
    'publish_deposit_credited',
  ]);
  await sql`
    create trigger users_publish_registered after insert on users
    for each row execute function publish_user_registered()
  `.execute(db);
  await sql`
    create trigger sessions_publish_signed_in after insert on sessions
    for each row execute function publish_user_signed_in()
  `.execute(db);
  await sql`
    create trigger deposit_orders_publish_credited after update of status on deposit_orders
    for each row when (new.status = 'credited' and old.status is distinct from 'credited')
    execute function publish_deposit_credited()
  `.execute(db);

  await sql`
    create table reward_cursors (
      consumer text primary key,
      tx xid8 not null,
      event_id bigint not null,
      updated_at timestamptz not null default now()
    )
  `.execute(db);

  await sql`
    create table reward_counters (
      user_id bigint not null references users (id),
      metric text not null,
      period_key text not null,
      value bigint not null,
      primary key (user_id, metric, period_key)
    )
  `.execute(db);

  await sql`
    create table reward_grants (
      id bigserial primary key,
      user_id bigint not null references users (id),
      activity text not null,
      grant_key text not null,
      awards jsonb not null,
      coin bigint not null default 0 check (coin >= 0),
      status text not null default 'claimable'
        check (status in ('claimable', 'claimed', 'expired')),
      created_at timestamptz not null default app_now(),
      expires_at timestamptz,
      claimed_at timestamptz,
      claim_answer jsonb,
      constraint reward_grants_key unique (user_id, activity, grant_key),
      constraint reward_grants_claimed_check check ((status = 'claimed') = (claimed_at is not null))
    )
  `.execute(db);
  await sql`
    create index reward_grants_user_page on reward_grants (user_id, id desc)
  `.execute(db);
  await sql`
    create index reward_grants_due on reward_grants (expires_at) where status = 'claimable'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table reward_grants`.execute(db);
  await sql`drop table reward_counters`.execute(db);
  await sql`drop table reward_cursors`.execute(db);
  await sql`drop trigger deposit_orders_publish_credited on deposit_orders`.execute(db);
  await sql`drop trigger sessions_publish_signed_in on sessions`.execute(db);
  await sql`drop trigger users_publish_registered on users`.execute(db);
  await sql`drop function publish_deposit_credited()`.execute(db);
  await sql`drop function publish_user_signed_in()`.execute(db);
  await sql`drop function publish_user_registered()`.execute(db);
  await sql`drop index domain_events_tx`.execute(db);
  await sql`alter table domain_events drop column tx`.execute(db);
  // Applied after the migrations (db/functions), not by this one.
  await sql`drop function if exists reward_period_keys`.execute(db);
  await sql`drop function app_now()`.execute(db);
  await sql`drop table test_clock`.execute(db);
}
