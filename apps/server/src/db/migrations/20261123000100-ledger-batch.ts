import { sql, type Kysely } from 'kysely';

/**
 * What a batch of transfers posted in one statement needs (ledger/transfer-batcher.ts): a way
 * for that statement to give up when it cannot answer as if its transfers were posted one after
 * another: a posting that would take a non-negative account below zero part-way through the
 * batch (the balance CHECK sees only the final balance). It raises with the SQLSTATE of the
 * balance CHECK (23514); calling it is how a SELECT raises.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function ledger_batch_refuse(reason text) returns boolean
    language plpgsql as $$
    begin
      raise exception 'ledger batch refused: %', reason using errcode = 'check_violation';
    end
    $$
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function ledger_batch_refuse(text)`.execute(db);
}
