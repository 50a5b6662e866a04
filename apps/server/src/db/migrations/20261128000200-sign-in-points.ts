import { sql, type Kysely } from 'kysely';

/**
 * The free sign-in calendar and the points shop (docs/rewards/check-in.md, "Points"):
 * - a row per operator day a player signed on the calendar (or made up later), with the cycle
 *   it belongs to (the date its day 1 fell on) and its day of the cycle; the day's grant is the
 *   sign-in itself (activity `sign-in`, keyed by the day), so a day is signed once;
 * - a row per points-shop purchase, unique per player and the client's request id, holding the
 *   first answer a replay repeats.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sign_in_days (
      user_id bigint not null references users (id),
      day date not null,
      cycle_start date not null,
      cycle_day smallint not null check (cycle_day between 1 and 7),
      made_up boolean not null default false,
      grant_id bigint not null references reward_grants (id),
      created_at timestamptz not null default now(),
      primary key (user_id, day),
      check (day = cycle_start + (cycle_day - 1))
    )
  `.execute(db);
  await sql`
    comment on column sign_in_days.day is
      'The operator day (rewards.timeZone) signed: the day itself, or a missed day made up later.'
  `.execute(db);
  await sql`
    comment on column sign_in_days.cycle_start is
      'The operator day the cycle''s day 1 fell on: the cycle this sign-in belongs to.'
  `.execute(db);
  await sql`
    create table points_orders (
      id bigserial primary key,
      user_id bigint not null references users (id),
      request_id text not null,
      item_id integer not null,
      price bigint not null check (price >= 0),
      period_key text not null,
      grant_id bigint not null references reward_grants (id),
      answer jsonb not null,
      created_at timestamptz not null default now(),
      constraint points_orders_request unique (user_id, request_id)
    )
  `.execute(db);
  await sql`
    comment on column points_orders.period_key is
      'The period of the item''s stock the purchase counts in (d:…, w:…, m:… or life).'
  `.execute(db);
  await sql`
    create index points_orders_stock on points_orders (user_id, item_id, period_key)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table points_orders`.execute(db);
  await sql`drop table sign_in_days`.execute(db);
}
