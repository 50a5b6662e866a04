import { sql } from 'kysely';
import { asCamel } from '@/db/camel-columns';
import type { Db } from '@/db/database';

/** The sandbox provider's own books: its checkouts and what the player chose on each. */

export type SandboxResult = 'paid' | 'failed';

const columns = asCamel([
  'order_no',
  'amount',
  'currency',
  'provider_ref',
  'expires_at',
  'result',
  'decided_at',
  'card',
]);

/** A sandbox checkout as the sandbox provider reads it. */
export type SandboxPayment = NonNullable<Awaited<ReturnType<typeof findSandboxPayment>>>;

/** Opens a checkout once; a repeat for the same order keeps the first. */
export const insertSandboxCheckout = (
  db: Db,
  checkout: {
    orderNo: string;
    amount: number;
    currency: string;
    providerRef: string;
    expiresAt: Date;
  },
) =>
  db
    .insertInto('sandbox_payments')
    .values({
      order_no: checkout.orderNo,
      amount: checkout.amount,
      currency: checkout.currency,
      provider_ref: checkout.providerRef,
      expires_at: checkout.expiresAt,
    })
    .onConflict((oc) => oc.column('order_no').doNothing())
    .execute();

export const findSandboxPayment = (db: Db, orderNo: string) =>
  db
    .selectFrom('sandbox_payments')
    .select(columns)
    .where('order_no', '=', orderNo)
    .executeTakeFirst();

/**
 * Records what the player chose, once: the first choice is the payment's outcome, as at a real
 * provider. Answers the checkout as it stands afterwards (undefined for an unknown order).
 */
export const recordSandboxDecision = async (
  db: Db,
  orderNo: string,
  result: SandboxResult,
  /** The test card the payer named, if any (kept with the first choice only). */
  card: string | null = null,
) => {
  await db
    .updateTable('sandbox_payments')
    .set({ result, decided_at: sql<Date>`now()`, card })
    .where('order_no', '=', orderNo)
    .where('result', 'is', null)
    .execute();
  return findSandboxPayment(db, orderNo);
};
