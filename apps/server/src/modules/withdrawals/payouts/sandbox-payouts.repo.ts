import { sql } from 'kysely';
import { asCamel } from '@/db/camel-columns';
import type { Db } from '@/db/database';

/** The sandbox's record of a payout; `ageSeconds` since the first submit, null before it. */
export const findSandboxPayout = (db: Db, orderNo: string) =>
  db
    .selectFrom('sandbox_payouts')
    .select([
      ...asCamel([
        'order_no',
        'amount',
        'account_no',
        'status',
        'answers_lost',
        'submits',
        'reason',
      ]),
      sql<number | null>`extract(epoch from now() - submitted_at)::float8`.as('ageSeconds'),
    ])
    .where('order_no', '=', orderNo)
    .executeTakeFirst();

/**
 * Records a submit: the first one books the payout, a repeat (same order number) only counts.
 * A payout the operator preset (forced before any submit) keeps its preset.
 */
export const recordSubmit = (
  db: Db,
  p: {
    orderNo: string;
    amount: number;
    accountNo: string;
    status: 'pending' | 'failed';
    reason: string | null;
  },
) =>
  db
    .insertInto('sandbox_payouts')
    .values({
      order_no: p.orderNo,
      amount: p.amount,
      account_no: p.accountNo,
      status: p.status,
      reason: p.reason,
      submits: 1,
      submitted_at: sql<Date>`now()`,
    })
    .onConflict((oc) =>
      oc.column('order_no').doUpdateSet({
        submits: sql<number>`sandbox_payouts.submits + 1`,
        amount: sql<number>`coalesce(sandbox_payouts.amount, excluded.amount)`,
        account_no: sql<string>`coalesce(sandbox_payouts.account_no, excluded.account_no)`,
        submitted_at: sql<Date>`coalesce(sandbox_payouts.submitted_at, now())`,
        updated_at: sql<Date>`now()`,
      }),
    )
    .returning(asCamel(['status', 'answers_lost', 'submits', 'reason']))
    .executeTakeFirstOrThrow();

/** Sets an outcome (or lost answers) for an order, submitted or not yet. */
export const forceOutcome = (
  db: Db,
  orderNo: string,
  change: { status?: 'paid' | 'failed'; answersLost: boolean; reason?: string | null },
) =>
  db
    .insertInto('sandbox_payouts')
    .values({
      order_no: orderNo,
      status: change.status ?? 'pending',
      answers_lost: change.answersLost,
      reason: change.reason ?? null,
    })
    .onConflict((oc) =>
      oc.column('order_no').doUpdateSet({
        ...(change.status ? { status: change.status, reason: change.reason ?? null } : {}),
        answers_lost: change.answersLost,
        updated_at: sql<Date>`now()`,
      }),
    )
    .returning(asCamel(['order_no', 'status', 'answers_lost', 'submits']))
    .executeTakeFirstOrThrow();

/** Settles a pending payout as paid (the sandbox's own clock), once. */
export const settlePending = (db: Db, orderNo: string) =>
  db
    .updateTable('sandbox_payouts')
    .set({ status: 'paid', updated_at: sql<Date>`now()` })
    .where('order_no', '=', orderNo)
    .where('status', '=', 'pending')
    .execute();
