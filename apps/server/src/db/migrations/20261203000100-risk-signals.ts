import { sql, type Kysely } from 'kysely';

/**
 * The risk desk's graph (docs/security.md "Fraud and abuse"): every signal a player was seen
 * with (device, IP, its /24, phone and prefix, payout account, payment method, the /24 of the
 * sign-up), one row per (kind, value, player) with its first and last sighting, so "who shares
 * a signal with this player" is one read of the (kind, value) index. And the velocity refusals
 * of the sign-up bonus, which the risk score counts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table risk_signals (
      user_id bigint not null,
      kind text not null,
      value text not null,
      first_seen timestamptz not null default app_now(),
      last_seen timestamptz not null default app_now(),
      constraint risk_signals_key unique (kind, value, user_id)
    )
  `.execute(db);
  await sql`create index risk_signals_user on risk_signals (user_id)`.execute(db);
  await sql`
    comment on table risk_signals is
      'What each player was seen with (kind: device, ip, ip24, phone, phonePrefix, payoutAccount, paymentMethod, signUpIp24); the unique key (kind, value, user_id) answers who shares a value.'
  `.execute(db);
  await sql`
    create table risk_velocity_events (
      id bigint generated always as identity primary key,
      user_id bigint not null,
      rule text not null,
      value text not null,
      at timestamptz not null default app_now()
    )
  `.execute(db);
  await sql`create index risk_velocity_events_user on risk_velocity_events (user_id, at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table risk_velocity_events`.execute(db);
  await sql`drop table risk_signals`.execute(db);
}
