import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database';
import { UserAccount, type HouseAccount } from './ledger-accounts';
import {
  accountPostings,
  balancesOfUser,
  openAccounts,
  userMovements,
  wageringOf,
  type MovementFilter,
} from './ledger.repo';

/**
 * The reads of the ledger: balances, under their row locks when a change is checked against
 * them, and a player's movements. Only transfers (ledger.ts) change them.
 */

export interface Balances {
  coin: number;
  /** The open bonus's balance (0 without one). */
  bonus: number;
  safebox: number;
  withdrawHold: number;
  /** Turnover still required before a withdrawal (`bet` in the user info). */
  wagering: number;
}

export const balances = async (db: Db, userId: number): Promise<Balances> => {
  const rows = await balancesOfUser(db, userId);
  const of = (kind: UserAccount) => Number(rows.find((r) => r.kind === kind)?.balance ?? 0);
  return {
    coin: of(UserAccount.Coin),
    bonus: of(UserAccount.Bonus),
    safebox: of(UserAccount.Safebox),
    withdrawHold: of(UserAccount.WithdrawHold),
    wagering: await wageringOf(db, userId),
  };
};

export interface Movement {
  transferId: number;
  kind: string;
  coinAmount: number;
  coinAfter: number;
  safeboxAmount: number;
  bonusAmount: number;
  memo: Record<string, unknown> | null;
  createdAt: Date;
}

/**
 * A player's movements of coin, safebox and bonus, newest first, and how many there are, counted
 * up to `countCap` (userMovements: the reads do not grow with their history).
 */
export const movements = async (
  db: Db,
  userId: number,
  filter: MovementFilter,
): Promise<{ list: Movement[]; counted: number }> => {
  const { list, counted } = await userMovements(db, userId, filter);
  return {
    counted,
    list: list.map((row) => ({
      transferId: Number(row.id),
      kind: row.kind,
      coinAmount: Number(row.coinAmount),
      coinAfter: Number(row.coinAfter),
      safeboxAmount: Number(row.safeboxAmount),
      bonusAmount: Number(row.bonusAmount),
      memo: row.memo,
      createdAt: new Date(row.createdAt),
    })),
  };
};

/**
 * A house account's balance, read under its row lock for the rest of the transaction (opened at
 * 0 on first use): what a budget is checked against, so two payouts near it take turns. A
 * transfer from the account takes the same lock next, so no lock comes between.
 */
export const lockHouseBalance = async (trx: Db, account: HouseAccount): Promise<number> => {
  await openAccounts(trx, [null], [account]);
  const row = await trx
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('user_id', 'is', null)
    .where('kind', '=', account)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return Number(row.balance);
};

/**
 * Several house accounts' balances, read under their row locks (taken in account order, as a
 * transfer takes them) for the rest of the transaction, each opened at 0 on first use.
 */
export const lockHouseBalances = async <A extends HouseAccount>(
  trx: Db,
  accounts: readonly A[],
): Promise<Map<A, number>> => {
  await openAccounts(
    trx,
    accounts.map(() => null),
    [...accounts],
  );
  const rows = await trx
    .selectFrom('ledger_accounts')
    .select(['kind', 'balance'])
    .where('user_id', 'is', null)
    .where('kind', 'in', [...accounts])
    .orderBy('id')
    .forUpdate()
    .execute();
  return new Map(rows.map((row) => [row.kind as A, Number(row.balance)]));
};

/** SQL of a house account's balance (0 before its first use), for a caller's one statement. */
export const houseBalanceSql = (account: HouseAccount) =>
  sql<string>`coalesce((select balance from ledger_accounts where user_id is null and kind = ${account}), 0)`;

/**
 * Whether a player's account of a kind is open and holds nothing, as SQL of their id (a column):
 * false before the account's first use.
 */
export const emptyAccountSql = (userId: RawBuilder<unknown>, kind: UserAccount) =>
  sql<boolean>`exists (
    select 1 from ledger_accounts where user_id = ${userId} and kind = ${kind} and balance = 0
  )`;

/**
 * A player's account balance, read under its row lock for the rest of the transaction (opened
 * at 0 on first use): what a spend is checked against, so two spends of one balance take turns
 * and the second sees what the first left.
 */
export const lockUserBalance = async (
  trx: Db,
  userId: number,
  kind: UserAccount,
): Promise<number> => {
  await openAccounts(trx, [userId], [kind]);
  const row = await trx
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return Number(row.balance);
};

/** A movement of one of a player's accounts (accountHistory). */
export interface AccountMovement {
  transferId: number;
  kind: string;
  memo: Record<string, unknown> | null;
  amount: number;
  balanceAfter: number;
  createdAt: Date;
}

/** The movements of one of a player's accounts, newest first (see accountPostings). */
export const accountHistory = async (
  db: Db,
  userId: number,
  kind: UserAccount,
  page: { before: number | undefined; limit: number; offset: number; countCap: number },
): Promise<{ list: AccountMovement[]; counted: number }> => {
  const { list, counted } = await accountPostings(db, userId, kind, page);
  return {
    counted,
    list: list.map((row) => ({
      transferId: Number(row.id),
      kind: row.kind,
      memo: row.memo,
      amount: Number(row.amount),
      balanceAfter: Number(row.balanceAfter),
      createdAt: new Date(row.createdAt),
    })),
  };
};

/** A player's balance of one account (0 when never opened). */
export const userBalance = async (db: Db, userId: number, kind: UserAccount): Promise<number> => {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
};
