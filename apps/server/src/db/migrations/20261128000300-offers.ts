import { sql, type Kysely } from 'kysely';

/**
 * Follow rewards and the growth fund (docs/rewards/README.md). A follow reward can be claimed only
 * after the player opened the channel's link, which `follow_opens` records (once per player and
 * channel). A growth fund is bought once per player: `fund_purchases` is keyed by the player, so
 * of thirty purchases at once one row is made and one price is debited, in its transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table follow_opens (
      user_id bigint not null references users (id),
      channel_id int not null,
      opened_at timestamptz not null default now(),
      primary key (user_id, channel_id)
    )
  `.execute(db);
  await sql`
    comment on table follow_opens is
      'A social channel a player opened from the follow page: its reward may be claimed after.'
  `.execute(db);
  await sql`
    create table fund_purchases (
      user_id bigint primary key references users (id),
      price bigint not null check (price > 0),
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    comment on column fund_purchases.price is
      'What the player paid from cash coin (hundredths), to house:promo:fund.'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table fund_purchases`.execute(db);
  await sql`drop table follow_opens`.execute(db);
}
