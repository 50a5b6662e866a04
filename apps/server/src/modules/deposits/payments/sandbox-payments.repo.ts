import { sql } from 'kysely';
import type { Db } from '../../../db/database';

/** The sandbox provider's own books: its checkouts and what the player chose on each. */

export type SandboxResult = 'paid' | 'failed';

export interface SandboxPaymentRow {
  order_no: string;
  amount: number;
  currency: string;
  provider_ref: string;
  expires_at: Date;
  result: string | null;
  decided_at: Date | null;
}

const columns = [
  'order_no',
  'amount',
  'currency',
  'provider_ref',
  'expires_at',
  'result',
  'decided_at',
] as const;

/** Opens a checkout once; a repeat for the same order keeps the first. */
export const insertSandboxCheckout = (
  db: Db,
  row: {
    order_no: string;
    amount: number;
    currency: string;
    provider_ref: string;
    expires_at: Date;
  },
) =>
  db
    .insertInto('sandbox_payments')
    .values(row)
    .onConflict((oc) => oc.column('order_no').doNothing())
    .execute();

export const findSandboxPayment = (db: Db, orderNo: string) =>
  db
    .selectFrom('sandbox_payments')
    .select(columns)
    .where('order_no', '=', orderNo)
    .executeTakeFirst() as Promise<SandboxPaymentRow | undefined>;

/**
 * Records what the player chose, once: the first choice is the payment's outcome, as at a real
 * provider. Answers the checkout as it stands afterwards (undefined for an unknown order).
 */
export const recordSandboxDecision = async (db: Db, orderNo: string, result: SandboxResult) => {
  await db
    .updateTable('sandbox_payments')
    .set({ result, decided_at: sql<Date>`now()` })
    .where('order_no', '=', orderNo)
    .where('result', 'is', null)
    .execute();
  return findSandboxPayment(db, orderNo);
};
