import { sql } from 'kysely';
import type { Db } from '../db/database';

export const ensureUserAccount = (db: Db, userId: number, kind: string) =>
  db
    .insertInto('ledger_accounts')
    .values({ user_id: userId, kind, allow_negative: false })
    .onConflict((oc) =>
      oc.columns(['user_id', 'kind']).where('user_id', 'is not', null).doNothing(),
    )
    .execute();

export const ensureHouseAccount = (db: Db, kind: string) =>
  db
    .insertInto('ledger_accounts')
    .values({ user_id: null, kind, allow_negative: true })
    .onConflict((oc) => oc.column('kind').where('user_id', 'is', null).doNothing())
    .execute();

export const findUserAccountIds = (db: Db, userId: number, kinds: readonly string[]) =>
  db
    .selectFrom('ledger_accounts')
    .select(['id', 'kind'])
    .where('user_id', '=', userId)
    .where('kind', 'in', kinds)
    .execute();

export const findHouseAccountIds = (db: Db, kinds: readonly string[]) =>
  db
    .selectFrom('ledger_accounts')
    .select(['id', 'kind'])
    .where('user_id', 'is', null)
    .where('kind', 'in', kinds)
    .execute();

/**
 * Inserts the transfer unless its key (or, for a reversal, its reversed transfer) is taken;
 * undefined when it is (a replay or a race lost).
 */
export const insertTransferOnce = (
  db: Db,
  row: {
    idempotency_key: string;
    kind: string;
    user_id: number | null;
    request_hash: Uint8Array;
    reverses_id: number | null;
    memo: string | null;
  },
) =>
  db
    .insertInto('ledger_transfers')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .returning(['id', 'created_at'])
    .executeTakeFirst();

export const findTransferByKey = (db: Db, key: string) =>
  db
    .selectFrom('ledger_transfers')
    .select(['id', 'kind', 'user_id', 'request_hash', 'created_at'])
    .where('idempotency_key', '=', key)
    .executeTakeFirst();

export const findTransferById = (db: Db, id: number) =>
  db.selectFrom('ledger_transfers').selectAll().where('id', '=', id).executeTakeFirst();

export const findReversalOf = (db: Db, id: number) =>
  db.selectFrom('ledger_transfers').select('id').where('reverses_id', '=', id).executeTakeFirst();

/**
 * Moves one account's balance; the CHECK constraint refuses a balance below zero (23514). The
 * caller takes these in ascending account id so parallel transfers lock rows in one order.
 */
export const applyToBalance = async (db: Db, accountId: number, amount: number) => {
  const row = await db
    .updateTable('ledger_accounts')
    .set({ balance: sql<number>`balance + ${amount}` })
    .where('id', '=', accountId)
    .returning('balance')
    .executeTakeFirstOrThrow();
  return Number(row.balance);
};

export const insertPostings = (
  db: Db,
  rows: { transfer_id: number; account_id: number; amount: number; balance_after: number }[],
) => db.insertInto('ledger_postings').values(rows).execute();

export const postingsOfTransfer = (db: Db, transferId: number) =>
  db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .select(['p.account_id', 'p.amount', 'p.balance_after', 'a.user_id', 'a.kind'])
    .where('p.transfer_id', '=', transferId)
    .orderBy('p.id')
    .execute();

export const balancesOfUser = (db: Db, userId: number) =>
  db
    .selectFrom('ledger_accounts')
    .select(['kind', 'balance'])
    .where('user_id', '=', userId)
    .execute();

export const addWagering = (db: Db, userId: number, delta: number) =>
  sql`
    insert into wagering (user_id, remaining) values (${userId}, greatest(0, ${delta}::bigint))
    on conflict (user_id) do update
      set remaining = greatest(0, wagering.remaining + ${delta}::bigint), updated_at = now()
  `.execute(db);

export const wageringOf = async (db: Db, userId: number) => {
  const row = await db
    .selectFrom('wagering')
    .select('remaining')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? Number(row.remaining) : 0;
};
