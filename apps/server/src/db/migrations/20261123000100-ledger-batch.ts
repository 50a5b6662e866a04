import { sql, type Kysely } from 'kysely';

/**
 * The ledger's two posting statements as PL/pgSQL functions, so that their plans (a dozen CTEs
 * each) are made once per connection rather than on every call (docs/adr/0018):
 * - `ledger_post`: one transfer, the statement of docs/adr/0015, unchanged;
 * - `ledger_post_batch`: a batch of transfers as if posted one after another in batch order
 *   (ledger/transfer-batcher.ts); see `postTransferBatch` in ledger/ledger.repo.ts for what it
 *   answers and when it writes nothing. A posting whose running balance would take a
 *   non-negative account below zero part-way through the batch (the balance CHECK sees only the
 *   final balance) raises 23514, the CHECK's own SQLSTATE, through `ledger_batch_refuse`:
 *   calling a function is how a SELECT raises.
 *
 * The functions live in db/functions and are applied after the migrations (ADR 0048); this
 * migration no longer creates them, and going down drops them.
 */
export async function up(): Promise<void> {}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists ledger_post_batch`.execute(db);
  await sql`drop function if exists ledger_post`.execute(db);
  await sql`drop function if exists ledger_batch_refuse`.execute(db);
}
