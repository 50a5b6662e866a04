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

/**
 * A player's movements: one row per transfer touching their coin or safebox, with the coin
 * change, the coin balance after and the safebox change, newest first.
 */
export const userMovements = (
  db: Db,
  userId: number,
  filter: { kinds?: readonly string[]; from?: Date; to?: Date; limit: number; offset: number },
) => {
  let query = db
    .selectFrom('ledger_transfers as t')
    .innerJoin('ledger_postings as p', 'p.transfer_id', 't.id')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .where('a.user_id', '=', userId)
    .where('a.kind', 'in', ['coin', 'safebox']);
  if (filter.kinds) query = query.where('t.kind', 'in', filter.kinds);
  if (filter.from) query = query.where('t.created_at', '>=', filter.from);
  if (filter.to) query = query.where('t.created_at', '<', filter.to);
  const grouped = query.groupBy(['t.id', 't.kind', 't.created_at', 't.memo']);
  return Promise.all([
    grouped
      .select([
        't.id',
        't.kind',
        't.created_at',
        't.memo',
        sql<string>`coalesce(sum(p.amount) filter (where a.kind = 'coin'), 0)`.as('coin_amount'),
        sql<string>`coalesce(sum(p.amount) filter (where a.kind = 'safebox'), 0)`.as(
          'safebox_amount',
        ),
        sql<string | null>`max(p.balance_after) filter (where a.kind = 'coin')`.as('coin_after'),
      ])
      .orderBy('t.created_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    db
      .selectFrom(grouped.select('t.id').as('m'))
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
};

/** The coin balance just before a transfer, for movements that did not touch coin. */
export const coinBalanceAt = async (db: Db, userId: number, transferId: number) => {
  const row = await db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .select('p.balance_after')
    .where('a.user_id', '=', userId)
    .where('a.kind', '=', 'coin')
    .where('p.transfer_id', '<', transferId)
    .orderBy('p.transfer_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.balance_after) : 0;
};
