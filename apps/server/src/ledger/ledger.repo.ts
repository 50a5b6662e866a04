import { sql, type RawBuilder } from 'kysely';
import { asCamel } from '../db/camel-columns';
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

/** A posting of a transfer just written, as `ledger_post` answers it (by account id). */
export interface PostedRow {
  transferId: number;
  createdAt: Date;
  owner: number | null;
  kind: string;
  amount: number;
  balanceAfter: number;
}

/** ledger_post's and ledger_post_batch's columns under the names PostedRow gives them. */
const postedColumns = sql.raw(
  'transfer_id as "transferId", created_at as "createdAt", owner, kind, amount, ' +
    'balance_after as "balanceAfter"',
);

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
      select ${postedColumns} from ledger_post(
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
    .select(asCamel(['id', 'kind', 'user_id', 'request_hash', 'created_at']))
    .where('idempotency_key', '=', key)
    .executeTakeFirst();

export const findTransferById = (db: Db, id: number) =>
  db
    .selectFrom('ledger_transfers')
    .select(asCamel(['id', 'kind', 'user_id', 'created_at']))
    .where('id', '=', id)
    .executeTakeFirst();

export const postingsOfTransfer = (db: Db, transferId: number) =>
  db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .select([
      'p.account_id as accountId',
      'p.amount',
      'p.balance_after as balanceAfter',
      'a.user_id as userId',
      'a.kind',
    ])
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

export interface MovementFilter {
  kinds?: readonly string[];
  from?: Date;
  to?: Date;
  /** Only transfers before this one (a keyset cursor). */
  before?: number;
  limit: number;
  offset: number;
  /** Counts matching movements up to this many and no further. */
  countCap: number;
}

/** A movement as the page's JSON carries it (createdAt as text). */
export interface MovementRow {
  id: number;
  kind: string;
  createdAt: string;
  memo: Record<string, unknown> | null;
  coinAmount: number;
  safeboxAmount: number;
  bonusAmount: number;
  /** Coin after the transfer, or the coin it found when it left coin alone. */
  coinAfter: number;
}

/**
 * A player's movements in one statement: the transfers naming them that touch their coin, safebox
 * or bonus balance, newest (highest id) first, with the coin, safebox and bonus changes and the
 * coin balance after, and how many there are, counted up to `countCap`.
 *
 * What it reads does not grow with the player's history (docs/adr/0025): the page and the count
 * walk ledger_transfers_user_page (user_id, id desc) from the newest transfer, or from `before`,
 * for offset + limit transfers and countCap + 1 transfers. A kind or date filter skips what does
 * not match on the way, so a rare kind reads back until it fills the page or the history ends.
 */
export const userMovements = async (db: Db, userId: number, filter: MovementFilter) => {
  const mine = (from: number | undefined) =>
    sql.join(
      [
        sql`t.user_id = ${userId}`,
        ...(from === undefined ? [] : [sql`t.id < ${from}`]),
        ...(filter.kinds ? [sql`t.kind = any(${[...filter.kinds]}::text[])`] : []),
        ...(filter.from ? [sql`t.created_at >= ${filter.from}`] : []),
        ...(filter.to ? [sql`t.created_at < ${filter.to}`] : []),
        // A withdrawal paid out moves only the held money: not a movement of these balances.
        // A scalar subquery, not EXISTS: looked up per transfer on the posting's primary key,
        // never joined against all of the player's postings.
        sql`(
          select true from ledger_postings p
          where p.transfer_id = t.id and p.account_id = any(array(select id from accounts))
          limit 1
        )`,
      ],
      sql` and `,
    );
  const result = await sql<{ counted: number; list: MovementRow[] }>`
    with accounts as materialized (
      select id, kind from ledger_accounts
      where user_id = ${userId} and kind in ('coin', 'safebox', 'bonus')
    ),
    page as (
      select t.id, t.kind, t.created_at, t.memo from ledger_transfers t
      where ${mine(filter.before)}
      order by t.id desc
      limit ${filter.limit} offset ${filter.offset}
    ),
    movements as (
      select t.id, t.kind, t.created_at as "createdAt", t.memo,
        coalesce(sum(p.amount) filter (where a.kind = 'coin'), 0) as "coinAmount",
        coalesce(sum(p.amount) filter (where a.kind = 'safebox'), 0) as "safeboxAmount",
        coalesce(sum(p.amount) filter (where a.kind = 'bonus'), 0) as "bonusAmount",
        coalesce(
          max(p.balance_after) filter (where a.kind = 'coin'),
          (select c.balance_after from ledger_postings c
            where c.account_id = (select id from accounts where kind = 'coin')
              and c.transfer_id < t.id
            order by c.transfer_id desc limit 1),
          0
        ) as "coinAfter"
      from page t
      join ledger_postings p on p.transfer_id = t.id
      join accounts a on a.id = p.account_id
      group by t.id, t.kind, t.created_at, t.memo
    )
    select
      (select count(*) from (
        select 1 from ledger_transfers t where ${mine(undefined)}
        limit ${filter.countCap + 1}
      ) counted)::int as counted,
      coalesce((select json_agg(m order by m.id desc) from movements m), '[]') as list
  `.execute(db);
  const [row] = result.rows;
  return row ?? { counted: 0, list: [] };
};

/** A posting of one of a player's accounts, with its transfer (accountPostings). */
export interface AccountPostingRow {
  id: string;
  kind: string;
  memo: Record<string, unknown> | null;
  amount: string;
  balanceAfter: string;
  createdAt: string;
}

/**
 * The postings of one of a player's accounts (their points …), newest first, a page of them
 * after `before` (a transfer id) and how many there are up to `countCap`, in one statement on
 * ledger_postings_account_idx: the reads do not grow with the account's history.
 */
export const accountPostings = async (
  db: Db,
  userId: number,
  kind: string,
  page: { before: number | undefined; limit: number; offset: number; countCap: number },
) => {
  const result = await sql<{ counted: number; list: AccountPostingRow[] }>`
    with account as materialized (
      select id from ledger_accounts where user_id = ${userId} and kind = ${kind}
    ),
    page as (
      select p.transfer_id, p.amount, p.balance_after from ledger_postings p
      where p.account_id = (select id from account)
        ${page.before === undefined ? sql`` : sql`and p.transfer_id < ${page.before}`}
      order by p.transfer_id desc
      limit ${page.limit} offset ${page.offset}
    )
    select
      (select count(*) from (
        select 1 from ledger_postings p where p.account_id = (select id from account)
        limit ${page.countCap + 1}
      ) counted)::int as counted,
      coalesce((
        select json_agg(json_build_object(
          'id', t.id, 'kind', t.kind, 'memo', t.memo, 'amount', page.amount,
          'balanceAfter', page.balance_after, 'createdAt', t.created_at
        ) order by t.id desc)
        from page join ledger_transfers t on t.id = page.transfer_id
      ), '[]') as list
  `.execute(db);
  return result.rows[0] ?? { counted: 0, list: [] };
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
      select t, ${postedColumns} from ledger_post_batch(
        ${p.keys}::text[], ${p.kinds}::text[], ${p.userIds}::bigint[], ${p.hashes}::bytea[],
        ${p.memos}::jsonb[], ${p.wagering}::bigint[], ${p.legTransfers}::int[],
        ${p.legOwners}::bigint[], ${p.legKinds}::text[], ${p.legAmounts}::bigint[]
      )
    `.execute(db)
  ).rows;
