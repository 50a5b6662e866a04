import { sql, type Kysely } from 'kysely';

/**
 * The provider's own id of an order's hosted checkout (a Stripe Checkout Session id), which its
 * status query needs: the order number is ours, the provider looks sessions up by theirs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table deposit_orders add column checkout_id text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table deposit_orders drop column checkout_id`.execute(db);
}
