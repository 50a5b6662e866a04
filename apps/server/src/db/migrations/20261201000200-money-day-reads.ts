import { sql, type Kysely } from 'kysely';

/**
 * Indexes for the console's day reads (docs/console.md "Money", ADR 0045), so a day's
 * reconciliation and a range's promotion cost read that day's rows, not the whole history:
 * - transfers by kind and time (the clearing postings of deposits and paid withdrawals, the
 *   promotions' payouts);
 * - deposit orders by when the provider confirmed them paid;
 * - paid withdrawals by when they were settled.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index ledger_transfers_kind_time on ledger_transfers (kind, created_at)`.execute(
    db,
  );
  await sql`
    create index deposit_orders_paid_at on deposit_orders (paid_at) where paid_at is not null
  `.execute(db);
  await sql`
    create index withdrawals_paid_at on withdrawals (settled_at) where status = 'paid'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index withdrawals_paid_at`.execute(db);
  await sql`drop index deposit_orders_paid_at`.execute(db);
  await sql`drop index ledger_transfers_kind_time`.execute(db);
}
