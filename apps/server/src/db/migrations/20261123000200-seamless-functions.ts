import { sql, type Kysely } from 'kysely';
import seamlessRefusal from './20261123000200-seamless-functions/seamless_refusal.sql';
import seamlessHash from './20261123000200-seamless-functions/seamless_hash.sql';
import seamlessOpenAccounts from './20261123000200-seamless-functions/seamless_open_accounts.sql';
import seamlessRepeat from './20261123000200-seamless-functions/seamless_repeat.sql';
import seamlessDebitPlan from './20261123000200-seamless-functions/seamless_debit_plan.sql';
import seamlessCreditPlan from './20261123000200-seamless-functions/seamless_credit_plan.sql';
import seamlessRecord from './20261123000200-seamless-functions/seamless_record.sql';
import seamlessPost from './20261123000200-seamless-functions/seamless_post.sql';
import seamlessDebit from './20261123000200-seamless-functions/seamless_debit.sql';
import seamlessCredit from './20261123000200-seamless-functions/seamless_credit.sql';
import seamlessApplyBatch from './20261123000200-seamless-functions/seamless_apply_batch.sql';

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
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(seamlessRefusal).execute(db);

  // What a call does once planned: 'repeat' answers a recorded id (nothing to write),
  // 'refuse' records the refusal, 'pay' moves coin (0: nothing moves) and records the answer.
  await sql`
    create type seamless_plan as (
      action text, answer jsonb, user_id bigint, coin bigint, wagering bigint, kind text,
      memo jsonb
    )
  `.execute(db);

  // In the order they were always created: an SQL-language body is checked when it is created,
  // so what it calls comes first.
  for (const definition of [
    seamlessHash,
    seamlessOpenAccounts,
    seamlessRepeat,
    seamlessDebitPlan,
    seamlessCreditPlan,
    seamlessRecord,
    seamlessPost,
    seamlessDebit,
    seamlessCredit,
    seamlessApplyBatch,
  ]) {
    await sql.raw(definition).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const fn of [
    'seamless_apply_batch',
    'seamless_credit',
    'seamless_debit',
    'seamless_post',
    'seamless_record',
    'seamless_credit_plan',
    'seamless_debit_plan',
    'seamless_repeat',
    'seamless_open_accounts',
    'seamless_hash',
    'seamless_refusal',
  ]) {
    await sql`drop function ${sql.raw(fn)}`.execute(db);
  }
  await sql`drop type seamless_plan`.execute(db);
}
