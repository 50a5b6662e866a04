import { sql, type Kysely } from 'kysely';

/**
 * The seamless wallet's debit and credit in PL/pgSQL (docs/adr/0019): one call each
 * (`seamless_debit`, `seamless_credit`), or many in one (`seamless_apply_batch`), with the rules
 * of modules/games/seamless/seamless.service.ts, which calls them and owns what they do not:
 * the request's identity hash, signatures, retries and rollbacks.
 *
 * Every call runs in three steps, the same alone or in a batch:
 * 1. Plan (`seamless_debit_plan`, `seamless_credit_plan`): a transaction id already recorded
 *    answers as the first did (`seamless_repeat`); otherwise the session and round are checked
 *    and the round written, and the plan says what to answer: a refusal, or the coin to move
 *    between the player and the house games account.
 * 2. Post: the ledger transfer under the key `seamless:<provider>:<txId>` with the identity hash
 *    ledger.ts computes (`seamless_hash`): `ledger_post` alone, `ledger_post_batch` for a batch,
 *    so a batch locks and moves the shared house account once, at its end.
 * 3. Record (`seamless_record`): the id's row with the answer, written last; a parallel call
 *    with the same id meets it there (or the ledger key) and fails whole with 23505, and the
 *    caller calls again.
 *
 * A debit beyond the coin balance is refused and remembered, and opens no round. The balance
 * is read at the plan; a parallel debit of the same player that empties it meanwhile makes the
 * ledger raise 23514, and the caller calls again to get the refusal.
 *
 * The functions live in db/functions and are applied after the migrations (ADR 0048); this
 * migration no longer creates them, only the type they share. Their signatures follow the
 * type's newer shape (20261125000100-bonus-wallet).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // What a call does once planned: 'repeat' answers a recorded id (nothing to write),
  // 'refuse' records the refusal, 'pay' moves coin (0: nothing moves) and records the answer.
  await sql`
    create type seamless_plan as (
      action text, answer jsonb, user_id bigint, coin bigint, wagering bigint, kind text,
      memo jsonb
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop type seamless_plan`.execute(db);
}
