import { sql } from 'kysely';
import type { Db } from '@/db/database';
import { DATA_EXPORT_LIST_CAP } from '../server-module';
import { maskAccountNo } from './receiving-accounts.service';

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/**
 * The withdrawals' part of the data rights (ADR 0074). The export: the player's withdrawals and
 * receiving accounts, the account numbers masked to their last four as every answer shows them
 * (a stolen session must not harvest bank details). The erasure keeps the orders (the ledger
 * and the payout reconciliation need them) but blanks the holder's name and replaces every
 * account number with `erased:<row id>`, so nothing links the erased player to an account.
 */
export const exportWithdrawals = async (db: Db, userId: number) => {
  const [orders, accounts] = await Promise.all([
    db
      .selectFrom('withdrawals')
      .select([
        'order_no as orderNo',
        'amount',
        'fee',
        'bank_name as bankName',
        'account_no as accountNo',
        'status',
        'failure_reason as failureReason',
        'created_at as createdAt',
        'settled_at as settledAt',
      ])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(DATA_EXPORT_LIST_CAP)
      .execute(),
    db
      .selectFrom('receiving_accounts')
      .select([
        'bank_id as bankId',
        'account_name as accountName',
        'account_no as accountNo',
        'is_default as isDefault',
        'created_at as createdAt',
      ])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
  ]);
  return {
    withdrawals: orders.map((row) => ({
      ...row,
      amount: Number(row.amount),
      fee: Number(row.fee),
      accountNo: maskAccountNo(row.accountNo),
      createdAt: iso(row.createdAt),
      settledAt: iso(row.settledAt),
    })),
    receivingAccounts: accounts.map((row) => ({
      ...row,
      accountNo: maskAccountNo(row.accountNo),
      createdAt: iso(row.createdAt),
    })),
  };
};

export const eraseWithdrawals = async (trx: Db, userId: number): Promise<void> => {
  await trx
    .updateTable('withdrawals')
    .set({ account_name: '', account_no: sql<string>`'erased:' || id` })
    .where('user_id', '=', userId)
    .execute();
  await trx
    .updateTable('receiving_accounts')
    .set({ account_name: '', account_no: sql<string>`'erased:' || id` })
    .where('user_id', '=', userId)
    .execute();
};
