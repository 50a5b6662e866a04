import { sql, type Kysely } from 'kysely';

/**
 * What a player's bets are paid from when they have both cash and a bonus balance
 * (docs/rules.md "Bonus money", docs/adr/0055): 'cash' first (the default, and what a player
 * without a row has) or 'bonus' first. The seamless wallet's debit plan reads it when it opens
 * a round; an open round keeps the account it was funded from.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table bet_funding (
      user_id bigint primary key references users (id),
      pay_from text not null check (pay_from in ('cash', 'bonus')),
      updated_at timestamptz not null default now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table bet_funding`.execute(db);
}
