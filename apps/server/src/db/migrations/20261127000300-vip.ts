import { sql, type Kysely } from 'kysely';

/**
 * The VIP club (docs/rewards/README.md): each player's standing, written only by the rewards engine's
 * VIP rule. Experience is kept in ten-thousandths of a point, so a rate of experience per 1.00
 * with two decimals times a bet in hundredths is a whole number and no fraction of a bet is
 * lost; the level reached never goes down. The rebate job reads a day's valid-bet counters of
 * every player at once, so the counters get an index by period.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table vip_standings (
      user_id bigint primary key references users (id),
      exp_e4 bigint not null default 0 check (exp_e4 >= 0),
      level int not null default 0 check (level >= 0),
      updated_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    comment on column vip_standings.exp_e4 is
      'Experience in ten-thousandths of a point (whole points: exp_e4 / 10000).'
  `.execute(db);
  await sql`
    comment on column vip_standings.level is 'The highest level reached; it never goes down.'
  `.execute(db);
  await sql`
    create index reward_counters_period on reward_counters (period_key, metric)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index reward_counters_period`.execute(db);
  await sql`drop table vip_standings`.execute(db);
}
