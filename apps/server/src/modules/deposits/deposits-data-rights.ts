import type { Db } from '@/db/database';
import { DATA_EXPORT_LIST_CAP } from '../server-module';

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/**
 * The deposits' part of a player's data export (ADR 0074): their orders, newest first. Nothing
 * here identifies the person beyond the user id, so the erasure keeps the orders as they are
 * (the ledger's clearing and the reconciliation read them).
 */
export const exportDeposits = async (db: Db, userId: number) => {
  const rows = await db
    .selectFrom('deposit_orders')
    .select([
      'order_no as orderNo',
      'amount',
      'bonus',
      'currency',
      'provider',
      'status',
      'created_at as createdAt',
      'paid_at as paidAt',
      'credited_at as creditedAt',
    ])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(DATA_EXPORT_LIST_CAP)
    .execute();
  return {
    deposits: rows.map((row) => ({
      ...row,
      amount: Number(row.amount),
      bonus: Number(row.bonus),
      createdAt: iso(row.createdAt),
      paidAt: iso(row.paidAt),
      creditedAt: iso(row.creditedAt),
    })),
  };
};
