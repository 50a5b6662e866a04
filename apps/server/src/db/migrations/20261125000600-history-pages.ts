import { sql, type Kysely } from 'kysely';

/**
 * Indexes in the order the long record lists page (docs/adr/0025), so a keyset page starts where
 * the index does and what a page or its capped count reads does not grow with the history:
 * - a player's transfers, newest first: appUserCoinDetail (the ledger names the player in every
 *   transfer that touches their accounts);
 * - a player's settled rounds by time, id breaking ties of one instant: betRecord.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index ledger_transfers_user_page on ledger_transfers (user_id, id desc)
      where user_id is not null
  `.execute(db);
  await sql`
    create index game_rounds_user_settled_page on game_rounds (user_id, created_at desc, id desc)
      where status = 'settled'
  `.execute(db);
  await sql`drop index game_rounds_user_settled`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index game_rounds_user_settled on game_rounds (user_id, created_at desc)
      where status = 'settled'
  `.execute(db);
  await sql`drop index game_rounds_user_settled_page`.execute(db);
  await sql`drop index ledger_transfers_user_page`.execute(db);
}
