import type { Db } from '../db/database';
import { GroupCommit } from '../db/group-commit';
import { isRetryableConflict } from '../db/errors';
import {
  openAccounts,
  postTransferBatch,
  type BatchPostInput,
  type BatchPostedRow,
} from './ledger.repo';

/** What the batcher needs of a transfer; the ledger checked its legs before. */
export interface BatchableTransfer {
  key: string;
  kind: string;
  userId: number | null;
  hash: Uint8Array;
  memo: string | null;
  wagering: number;
  legs: readonly { owner: number | null; kind: string; amount: number }[];
}

export interface TransferBatcherOptions<R> {
  /** Posts one transfer on its own, with every rule (replays, missing accounts, refusals). */
  postOne: (transfer: BatchableTransfer) => Promise<R>;
  /** The result of a transfer the batch wrote, from its rows (ordered by account id). */
  resultOf: (rows: BatchPostedRow[]) => R;
  /** Batches running at once; each holds one connection for one statement. */
  maxInFlight: number;
  maxBatch: number;
}

const MAX_BATCH_ATTEMPTS = 3;
/** Accounts this process has seen open, so batches rarely meet one that is not. */
const KNOWN_ACCOUNTS_LIMIT = 100_000;

const accountId = (leg: { owner: number | null; kind: string }) => `${leg.owner ?? 0}:${leg.kind}`;

/**
 * Group commit for transfers that are not part of a caller's transaction (docs/adr/0018), on
 * db/group-commit.ts: transfers submitted while earlier batches run wait and leave together,
 * posted by one statement (`postTransferBatch`) as if one after another, so the per-statement
 * and per-commit costs are paid once per batch and a hot account is locked and updated once per
 * batch instead of once per transfer. Batches keep keys distinct and at most one transfer with
 * wagering per player. Whatever the batch statement cannot decide alone (a refusal for want of
 * balance, a key used before, an account not yet open, any error) falls back to posting those
 * transfers one by one through the ordinary path, so every rule has one implementation.
 */
export const transferBatcher = <R>(db: Db, options: TransferBatcherOptions<R>) => {
  const seenOpen = new Set<string>();

  /**
   * Opens the accounts of the batch this process has not seen open (a new player's first
   * transfers), so the batch statement finds every account; opening is idempotent.
   */
  const openAccountsOf = async (batch: readonly BatchableTransfer[]) => {
    const unseen = batch
      .flatMap((transfer) => transfer.legs)
      .filter((leg) => !seenOpen.has(accountId(leg)));
    if (unseen.length === 0) return;
    await openAccounts(
      db,
      unseen.map((leg) => leg.owner),
      unseen.map((leg) => leg.kind),
    );
    if (seenOpen.size + unseen.length > KNOWN_ACCOUNTS_LIMIT) seenOpen.clear();
    for (const leg of unseen) seenOpen.add(accountId(leg));
  };

  const postBatch = async (batch: readonly BatchableTransfer[]): Promise<BatchPostedRow[]> => {
    const input: BatchPostInput = {
      keys: [],
      kinds: [],
      userIds: [],
      hashes: [],
      memos: [],
      wagering: [],
      legTransfers: [],
      legOwners: [],
      legKinds: [],
      legAmounts: [],
    };
    batch.forEach((transfer, index) => {
      input.keys.push(transfer.key);
      input.kinds.push(transfer.kind);
      input.userIds.push(transfer.userId);
      input.hashes.push(transfer.hash);
      input.memos.push(transfer.memo);
      input.wagering.push(transfer.wagering);
      for (const leg of transfer.legs) {
        input.legTransfers.push(index + 1);
        input.legOwners.push(leg.owner);
        input.legKinds.push(leg.kind);
        input.legAmounts.push(leg.amount);
      }
    });
    for (let attempt = 1; ; attempt++) {
      try {
        return await postTransferBatch(db, input);
      } catch (error) {
        if (!isRetryableConflict(error) || attempt >= MAX_BATCH_ATTEMPTS) throw error;
      }
    }
  };

  return new GroupCommit<BatchableTransfer, R>({
    maxInFlight: options.maxInFlight,
    maxBatch: options.maxBatch,
    exclusive: (transfer) =>
      transfer.wagering !== 0 && transfer.userId !== null
        ? [`key:${transfer.key}`, `wagering:${transfer.userId}`]
        : [`key:${transfer.key}`],
    // A refusal for want of balance (23514), a partial write (which cannot happen) or any other
    // failure throws: each transfer on its own then decides, in batch order, and answers its
    // own result or error.
    runBatch: async (batch) => {
      await openAccountsOf(batch);
      const rows = await postBatch(batch);
      const byTransfer = new Map<number, BatchPostedRow[]>();
      for (const row of rows) {
        const t = Number(row.t);
        const list = byTransfer.get(t);
        if (list) list.push(row);
        else byTransfer.set(t, [row]);
      }
      // A transfer not written (a key used before, an account to open first) is left to the
      // ordinary path, which knows what to answer.
      return batch.map((transfer, index) => {
        const written = byTransfer.get(index + 1);
        if (!written) return undefined;
        if (written.length !== transfer.legs.length) {
          throw new Error(
            `transfer ${transfer.key} posted ${written.length} of ${transfer.legs.length} legs`,
          );
        }
        return options.resultOf(written);
      });
    },
    runOne: options.postOne,
  });
};
