import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database';

/**
 * A player's balance of one account kind as an SQL expression of their id (0 when the account
 * does not exist yet), for reads that gather a player's state in one statement.
 */
export const balanceSql = (userId: RawBuilder<number>, kind: string) =>
  sql<number>`coalesce((select balance from ledger_accounts where user_id = ${userId} and kind = ${sql.lit(kind)}), 0)`;

/** The wagering a player still has to go, as an SQL expression of their id. */
export const wageringSql = (userId: RawBuilder<number>) =>
  sql<number>`coalesce((select remaining from wagering where user_id = ${userId}), 0)`;

export interface PostedRow {
  transfer_id: number;
  created_at: Date;
  owner: number | null;
  kind: string;
  amount: number;
  balance_after: number;
}

export interface PostInput {
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
}

/**
 * A whole transfer in one statement (one round trip, no BEGIN/COMMIT of its own): the transfer
 * row, the accounts locked in ascending id by a sorted `FOR UPDATE`, the balances moved, the
 * postings and the wagering, all or nothing. The transfer row is written only when every
 * account exists and its key (and, for a reversal, the reversed transfer) is unused; otherwise
 * nothing is written and no row comes back, for the caller to tell a repeat from a missing
 * account. The CHECK on balance fails the statement (23514) when one would go below zero. The
 * statement is `ledger_post` (migration 20261123000100-ledger-batch), for its cached plan.
 */
export const postTransfer = async (db: Db, p: PostInput) =>
  (
    await sql<PostedRow>`
      select * from ledger_post(
        ${p.key}, ${p.kind}, ${p.userId}::bigint, ${p.hash}, ${p.reverses}::bigint,
        ${p.memo}::jsonb, ${p.owners}::bigint[], ${p.kinds}::text[], ${p.amounts}::bigint[],
        ${p.wagering}::bigint
      )
    `.execute(db)
  ).rows;

/** Opens the accounts the legs name that do not exist yet (house accounts may go negative). */
export const openAccounts = (db: Db, owners: (number | null)[], kinds: string[]) =>
  sql`
    insert into ledger_accounts (user_id, kind, allow_negative)
    select l.owner, l.kind, l.owner is null from unnest(${owners}::bigint[], ${kinds}::text[]) as l(owner, kind)
    on conflict ((coalesce(user_id, 0)), kind) do nothing
  `.execute(db);

export const findReversalOf = (db: Db, id: number) =>
  db.selectFrom('ledger_transfers').select('id').where('reverses_id', '=', id).executeTakeFirst();

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
 * A player's movements: one row per transfer touching their coin, safebox or bonus balance, with
 * the coin change, the coin balance after, the safebox change and the bonus balance change,
 * newest first.
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
    .where('a.kind', 'in', ['coin', 'safebox', 'bonus']);
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
        sql<string>`coalesce(sum(p.amount) filter (where a.kind = 'bonus'), 0)`.as('bonus_amount'),
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

export interface BatchPostedRow extends PostedRow {
  /** The transfer's index in the batch, from 1. */
  t: number;
}

export interface BatchPostInput {
  /** Per transfer, in batch order; keys are distinct within a batch. */
  keys: string[];
  kinds: string[];
  userIds: (number | null)[];
  hashes: Uint8Array[];
  memos: (string | null)[];
  wagering: number[];
  /** Per leg: its transfer's index (from 1), owner, account kind and amount. */
  legTransfers: number[];
  legOwners: (number | null)[];
  legKinds: string[];
  legAmounts: number[];
}

/**
 * Several transfers in one statement, as if posted one after another in batch order: each
 * transfer whose key is unused is written; every account is locked once, in ascending id, and
 * moved once by the sum of its legs; each posting carries the running balance after it.
 * A posting that would take a non-negative account below zero on the way fails the whole
 * statement with 23514 (as the balance CHECK does for a final balance), and an account not open
 * yet makes it write nothing: either way the caller posts the transfers one by one instead.
 * Transfers whose key was used before write nothing and return no rows. The caller keeps keys
 * distinct and at most one transfer with wagering per player in a batch (wagering clamps at
 * zero, so its order matters). The statement is `ledger_post_batch` (migration
 * 20261123000100-ledger-batch).
 */
export const postTransferBatch = async (db: Db, p: BatchPostInput) =>
  (
    await sql<BatchPostedRow>`
      select * from ledger_post_batch(
        ${p.keys}::text[], ${p.kinds}::text[], ${p.userIds}::bigint[], ${p.hashes}::bytea[],
        ${p.memos}::jsonb[], ${p.wagering}::bigint[], ${p.legTransfers}::int[],
        ${p.legOwners}::bigint[], ${p.legKinds}::text[], ${p.legAmounts}::bigint[]
      )
    `.execute(db)
  ).rows;
