import { sql, type Kysely } from 'kysely';
import ledgerBatchRefuse from './20261123000100-ledger-batch/ledger_batch_refuse.sql';
import ledgerPost from './20261123000100-ledger-batch/ledger_post.sql';
import ledgerPostBatch from './20261123000100-ledger-batch/ledger_post_batch.sql';

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
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(ledgerBatchRefuse).execute(db);
  await sql.raw(ledgerPost).execute(db);
  await sql.raw(ledgerPostBatch).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function ledger_post_batch`.execute(db);
  await sql`drop function ledger_post`.execute(db);
  await sql`drop function ledger_batch_refuse(text)`.execute(db);
}
