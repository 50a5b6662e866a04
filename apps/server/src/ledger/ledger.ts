import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database';
import { sqlStateOf } from '../db/errors';
import { retryingConflicts, withTransactionRetry } from '../db/transaction-retry';
import { AppError, ErrorCode } from '../core/app-error';
import {
  findReversalOf,
  openAccounts,
  postTransfer,
  findTransferById,
  findTransferByKey,
  postingsOfTransfer,
  type PostedRow,
} from './ledger.repo';
import type { AccountRef, HouseAccount, UserAccount } from './ledger-accounts';
import type { GroupCommit } from '../db/group-commit';
import { transferBatcher, type BatchableTransfer } from './transfer-batcher';
import { balanceChanged } from './balance-changes';

/**
 * The only code that changes a balance (docs/adr/0015). A transfer is a set of legs summing to
 * zero, applied in one transaction with row locks taken in ascending account id; a balance that
 * would go below zero is refused by the database's CHECK. Its idempotency key is UNIQUE: the
 * same key with the same legs answers the first result, with other legs it is refused.
 * Corrections are new reversing transfers; postings are never changed.
 */

// Its accounts (ledger-accounts.ts) and reads (ledger-balances.ts, and across players
// ledger-reports.ts), where its callers find them.
export {
  HouseAccount,
  UserAccount,
  jackpotPoolAccount,
  promotionsAccount,
  type AccountRef,
  type JackpotPoolAccount,
  type PromotionsAccount,
} from './ledger-accounts';
export {
  accountHistory,
  balances,
  emptyAccountSql,
  houseBalanceSql,
  lockHouseBalance,
  lockHouseBalances,
  lockUserBalance,
  movements,
  userBalance,
  type AccountMovement,
  type Balances,
  type Movement,
} from './ledger-balances';
export { onBalanceChange, type BalanceListener } from './balance-changes';
export {
  clearingLines,
  houseLegsPerDay,
  promotionsSpent,
  promotionsSpentBetween,
  transfersUnder,
  type HouseDay,
} from './ledger-reports';

export interface Leg {
  account: AccountRef;
  /** Hundredths; positive credits the account, negative debits it. */
  amount: number;
}

export interface TransferRequest {
  /** UNIQUE across the ledger; derive it from the business event (order number, request id). */
  key: string;
  /** What moved the money (deposit, safebox_in, bet …): the player's records group by it. */
  kind: string;
  /** The player the transfer concerns, for their records. */
  userId: number | null;
  legs: readonly Leg[];
  /** Turnover required before withdrawal: + adds (deposit, bonus), − reduces (valid bets). */
  wagering?: number;
  /** Context for records and operators (order number, game round …); not part of the identity. */
  memo?: Record<string, unknown>;
}

export interface PostedLeg {
  account: AccountRef;
  amount: number;
  balanceAfter: number;
}

export interface TransferResult {
  transferId: number;
  /** True when the key had been applied before: nothing moved now. */
  replayed: boolean;
  createdAt: Date;
  legs: PostedLeg[];
}

const refKey = (ref: AccountRef) => ('house' in ref ? ref.house : `${ref.userId}:${ref.kind}`);

/**
 * A transfer's legs sum to zero, one per account, and every player account they touch is the
 * player the transfer names: a player's records are the transfers naming them
 * (ledger_transfers_user_page), so a transfer cannot move a player's money unseen by their list.
 */
const checkLegs = ({ legs, userId }: Pick<TransferRequest, 'legs' | 'userId'>) => {
  if (legs.length < 2) throw new Error('a transfer needs at least two legs');
  for (const { account } of legs) {
    if ('userId' in account && account.userId !== userId) {
      throw new Error(`a leg of user ${account.userId} in a transfer naming user ${userId}`);
    }
  }
  if (new Set(legs.map((leg) => refKey(leg.account))).size !== legs.length) {
    throw new Error('each account takes one leg of a transfer');
  }
  let sum = 0;
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.amount) || leg.amount === 0) {
      throw new Error(`a leg amount must be a non-zero integer of hundredths: ${leg.amount}`);
    }
    sum += leg.amount;
  }
  if (sum !== 0) throw new Error(`the legs of a transfer must sum to zero, not ${sum}`);
};

/** The identity of a transfer: what it moves, not the memo. */
const requestHash = (request: TransferRequest) =>
  createHash('sha256')
    .update(
      JSON.stringify({
        kind: request.kind,
        userId: request.userId,
        wagering: request.wagering ?? 0,
        legs: [...request.legs]
          .map((leg) => [refKey(leg.account), leg.amount] as const)
          .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1])),
      }),
    )
    .digest();

const refOf = (row: { userId: number | null; kind: string }): AccountRef =>
  row.userId === null
    ? { house: row.kind as HouseAccount }
    : { userId: row.userId, kind: row.kind as UserAccount };

const postedLegs = async (db: Db, transferId: number): Promise<PostedLeg[]> =>
  (await postingsOfTransfer(db, transferId)).map((row) => ({
    account: refOf(row),
    amount: Number(row.amount),
    balanceAfter: Number(row.balanceAfter),
  }));

const sameHash = (stored: Uint8Array, hash: Buffer) => {
  const bytes = Buffer.from(stored);
  return bytes.length === hash.length && timingSafeEqual(bytes, hash);
};

const replayOf = async (db: Db, transferId: number, createdAt: Date): Promise<TransferResult> => ({
  transferId,
  replayed: true,
  createdAt,
  legs: await postedLegs(db, transferId),
});

/** A checked request as the statements take it: identity hash, memo as JSON, legs flat. */
const toBatchable = (request: TransferRequest): BatchableTransfer => ({
  key: request.key,
  kind: request.kind,
  userId: request.userId,
  hash: requestHash(request),
  memo: request.memo ? JSON.stringify(request.memo) : null,
  wagering: request.wagering ?? 0,
  legs: request.legs.map((leg) => ({
    owner: 'house' in leg.account ? null : leg.account.userId,
    kind: 'house' in leg.account ? leg.account.house : leg.account.kind,
    amount: leg.amount,
  })),
});

/** The result of a transfer just written, from its posted rows (ordered by account id). */
const writtenResult = (rows: readonly PostedRow[]): TransferResult => ({
  transferId: Number(rows[0]!.transferId),
  replayed: false,
  createdAt: rows[0]!.createdAt,
  legs: rows.map((row) => ({
    account: refOf({
      userId: row.owner === null ? null : Number(row.owner),
      kind: row.kind,
    }),
    amount: Number(row.amount),
    balanceAfter: Number(row.balanceAfter),
  })),
});

/**
 * Posts a transfer in one statement (see `postTransfer`). When nothing was written, the key was
 * used before (answer the first transfer, if it moved the same), the transfer was reversed
 * before under another key (answer that reversal), or an account is not open yet (open it and
 * post again).
 */
const post = async (
  db: Db,
  transfer: BatchableTransfer,
  reverses: number | null,
): Promise<TransferResult> => {
  const owners = transfer.legs.map((leg) => leg.owner);
  const kinds = transfer.legs.map((leg) => leg.kind);
  const input = {
    key: transfer.key,
    kind: transfer.kind,
    userId: transfer.userId,
    hash: transfer.hash,
    memo: transfer.memo,
    reverses,
    owners,
    kinds,
    amounts: transfer.legs.map((leg) => leg.amount),
    wagering: transfer.wagering,
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    let rows;
    try {
      rows = await postTransfer(db, input);
    } catch (error) {
      if (sqlStateOf(error) === '23514') throw new AppError(ErrorCode.INSUFFICIENT_BALANCE);
      throw error;
    }
    if (rows.length > 0) {
      if (rows.length !== transfer.legs.length) {
        throw new Error(
          `transfer ${transfer.key} posted ${rows.length} of ${transfer.legs.length} legs`,
        );
      }
      return writtenResult(rows);
    }
    const earlier = await findTransferByKey(db, transfer.key);
    if (earlier) {
      if (!sameHash(earlier.requestHash, Buffer.from(transfer.hash)))
        throw new AppError(ErrorCode.IDEMPOTENCY_KEY_REUSED);
      return replayOf(db, earlier.id, earlier.createdAt);
    }
    if (reverses !== null) {
      const reversal = await findReversalOf(db, reverses);
      if (reversal) {
        const row = await findTransferById(db, reversal.id);
        return replayOf(db, reversal.id, row!.createdAt);
      }
    }
    await openAccounts(db, owners, kinds);
  }
  throw new Error(`transfer ${transfer.key} found no accounts to post to`);
};

/** Batches in flight at once per database, and transfers per batch (docs/adr/0018). */
const BATCHES_IN_FLIGHT = 2;
const BATCH_SIZE = 64;

const batchers = new WeakMap<Db, GroupCommit<BatchableTransfer, TransferResult>>();
const batcherOf = (db: Db) => {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = transferBatcher(db, {
      postOne: (transfer) => retryingConflicts(db, () => post(db, transfer, null)),
      resultOf: writtenResult,
      maxInFlight: BATCHES_IN_FLIGHT,
      maxBatch: BATCH_SIZE,
    });
    batchers.set(db, batcher);
  }
  return batcher;
};

/** How the transfers outside transactions were posted on `db` (tests, metrics). */
export const transferBatchStats = (db: Db) => ({ ...batcherOf(db).stats });

/**
 * Applies a transfer once; see the module comment. Inside a caller's transaction it is one
 * statement of that transaction; otherwise it is a statement of its own (no BEGIN and COMMIT
 * round trips), posted together with the transfers submitted at the same time (group commit).
 */
export const transfer = async (db: Db, request: TransferRequest): Promise<TransferResult> => {
  checkLegs(request);
  const batchable = toBatchable(request);
  const result = db.isTransaction
    ? await post(db, batchable, null)
    : await batcherOf(db).submit(batchable);
  tellOwner(db, request.userId, result);
  return result;
};

/** A player's money moved (not a replay): their sockets are nudged once it commits. */
const tellOwner = (db: Db, userId: number | null, result: TransferResult) => {
  if (userId !== null && !result.replayed && result.legs.some((leg) => 'userId' in leg.account))
    balanceChanged(db, userId);
};

/**
 * Undoes a transfer by a new one with every leg negated (kind `reversal:<kind>`), at most once
 * per transfer: a second reversal, under any key, answers the first. Wagering the original
 * added is not given back: requirements only shrink through play.
 */
export const reverse = (db: Db, transferId: number, key: string): Promise<TransferResult> =>
  withTransactionRetry(db, async (trx) => {
    const original = await findTransferById(trx, transferId);
    if (!original) throw new Error(`no transfer ${transferId}`);
    const legs = (await postedLegs(trx, transferId)).map((leg) => ({
      account: leg.account,
      amount: -leg.amount,
    }));
    const request = {
      key,
      kind: `reversal:${original.kind}`,
      userId: original.userId,
      legs,
      memo: { reverses: transferId },
    };
    checkLegs(request);
    const result = await post(trx, toBatchable(request), transferId);
    tellOwner(trx, original.userId, result);
    return result;
  });

/** The transfer a key names, as its first answer; null when the key is unused. */
export const findTransfer = async (db: Db, key: string): Promise<TransferResult | null> => {
  const first = await findTransferByKey(db, key);
  if (!first) return null;
  return {
    transferId: first.id,
    replayed: true,
    createdAt: first.createdAt,
    legs: await postedLegs(db, first.id),
  };
};
