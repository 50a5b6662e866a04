import { sql } from 'kysely';
import type { Db } from '../db/database';

export interface LedgerPostRow {
  transfer_id: number;
  replayed: boolean;
  created_at: Date;
  request_hash: Uint8Array;
  owner: number | null;
  kind: string;
  amount: number;
  balance_after: number;
}

/** One transfer in one round trip: the `ledger_post` function of the ledger migration. */
export const callLedgerPost = async (
  db: Db,
  p: {
    key: string;
    kind: string;
    userId: number | null;
    hash: Uint8Array;
    memo: string | null;
    reverses: number | null;
    owners: (number | null)[];
    kinds: string[];
    amounts: number[];
    wagering: number;
  },
) =>
  (
    await sql<LedgerPostRow>`
      select * from ledger_post(
        ${p.key}, ${p.kind}, ${p.userId}::bigint, ${p.hash}, ${p.memo}::jsonb, ${p.reverses}::bigint,
        ${p.owners}::bigint[], ${p.kinds}::text[], ${p.amounts}::bigint[], ${p.wagering}::bigint
      )
    `.execute(db)
  ).rows;

export const findTransferByKey = (db: Db, key: string) =>
  db
    .selectFrom('ledger_transfers')
    .select(['id', 'kind', 'user_id', 'request_hash', 'created_at'])
    .where('idempotency_key', '=', key)
    .executeTakeFirst();

export const findTransferById = (db: Db, id: number) =>
  db.selectFrom('ledger_transfers').selectAll().where('id', '=', id).executeTakeFirst();

export const postingsOfTransfer = (db: Db, transferId: number) =>
  db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .select(['p.account_id', 'p.amount', 'p.balance_after', 'a.user_id', 'a.kind'])
    .where('p.transfer_id', '=', transferId)
    .orderBy('p.account_id')
    .execute();

export const balancesOfUser = (db: Db, userId: number) =>
  db
    .selectFrom('ledger_accounts')
    .select(['kind', 'balance'])
    .where('user_id', '=', userId)
    .execute();

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
