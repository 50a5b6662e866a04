import type { Db } from '../db/database';
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

interface Pending<R> {
  transfer: BatchableTransfer;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
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
 * Group commit for transfers that are not part of a caller's transaction (docs/adr/0018):
 * transfers submitted while earlier batches run wait and leave together, posted by one
 * statement (`postTransferBatch`) as if one after another, so the per-statement and per-commit
 * costs are paid once per batch and a hot account is locked and updated once per batch instead
 * of once per transfer. A batch keeps keys distinct and at most one transfer with wagering per
 * player. Whatever the batch statement cannot decide alone (a refusal for want of balance, a
 * key used before, an account not yet open, any error) falls back to posting those transfers
 * one by one through the ordinary path, so every rule has one implementation.
 */
export class TransferBatcher<R> {
  readonly #queue: Pending<R>[] = [];
  readonly #openAccounts = new Set<string>();
  /** Batches posted by one statement and the transfers in them; batches posted one by one. */
  readonly stats = { batches: 0, batchedTransfers: 0, fallbacks: 0 };
  #inFlight = 0;
  #scheduled = false;

  constructor(
    private readonly db: Db,
    private readonly options: TransferBatcherOptions<R>,
  ) {}

  submit(transfer: BatchableTransfer): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.#queue.push({ transfer, resolve, reject });
      if (!this.#scheduled) {
        // Transfers submitted in the same tick leave together.
        this.#scheduled = true;
        queueMicrotask(() => {
          this.#scheduled = false;
          this.#pump();
        });
      }
    });
  }

  #pump() {
    while (this.#inFlight < this.options.maxInFlight && this.#queue.length > 0) {
      const batch = this.#take();
      this.#inFlight++;
      void this.#run(batch).finally(() => {
        this.#inFlight--;
        this.#pump();
      });
    }
  }

  /** The next batch, in submission order, skipping what must wait for a later one. */
  #take(): Pending<R>[] {
    const batch: Pending<R>[] = [];
    const keys = new Set<string>();
    const wagering = new Set<number>();
    for (let i = 0; i < this.#queue.length && batch.length < this.options.maxBatch;) {
      const { transfer } = this.#queue[i]!;
      const wagers = transfer.wagering !== 0 && transfer.userId !== null;
      if (keys.has(transfer.key) || (wagers && wagering.has(transfer.userId!))) {
        i++;
        continue;
      }
      keys.add(transfer.key);
      if (wagers) wagering.add(transfer.userId!);
      batch.push(...this.#queue.splice(i, 1));
    }
    return batch;
  }

  async #run(batch: Pending<R>[]) {
    if (batch.length === 1) return this.#oneByOne(batch);
    let rows: BatchPostedRow[];
    try {
      await this.#openAccountsOf(batch);
      rows = await this.#postBatch(batch);
    } catch {
      // A refusal for want of balance (23514) or any other failure: each transfer on its own
      // decides, in batch order, and answers its own error.
      this.stats.fallbacks++;
      return this.#oneByOne(batch);
    }
    this.stats.batches++;
    this.stats.batchedTransfers += batch.length;
    const byTransfer = new Map<number, BatchPostedRow[]>();
    for (const row of rows) {
      const t = Number(row.t);
      const list = byTransfer.get(t);
      if (list) list.push(row);
      else byTransfer.set(t, [row]);
    }
    const unwritten: Pending<R>[] = [];
    batch.forEach((pending, index) => {
      const written = byTransfer.get(index + 1);
      if (!written) return unwritten.push(pending);
      if (written.length !== pending.transfer.legs.length) {
        return pending.reject(
          new Error(
            `transfer ${pending.transfer.key} posted ${written.length} of ${pending.transfer.legs.length} legs`,
          ),
        );
      }
      pending.resolve(this.options.resultOf(written));
    });
    // A key used before, or an account to open first: the ordinary path knows what to answer.
    await this.#oneByOne(unwritten);
  }

  /**
   * Opens the accounts of the batch this process has not seen open (a new player's first
   * transfers), so the batch statement finds every account; opening is idempotent.
   */
  async #openAccountsOf(batch: Pending<R>[]) {
    const unseen = batch
      .flatMap(({ transfer }) => transfer.legs)
      .filter((leg) => !this.#openAccounts.has(accountId(leg)));
    if (unseen.length === 0) return;
    await openAccounts(
      this.db,
      unseen.map((leg) => leg.owner),
      unseen.map((leg) => leg.kind),
    );
    if (this.#openAccounts.size + unseen.length > KNOWN_ACCOUNTS_LIMIT) this.#openAccounts.clear();
    for (const leg of unseen) this.#openAccounts.add(accountId(leg));
  }

  async #postBatch(batch: Pending<R>[]): Promise<BatchPostedRow[]> {
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
    batch.forEach(({ transfer }, index) => {
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
        return await postTransferBatch(this.db, input);
      } catch (error) {
        if (!isRetryableConflict(error) || attempt >= MAX_BATCH_ATTEMPTS) throw error;
      }
    }
  }

  async #oneByOne(batch: Pending<R>[]) {
    for (const pending of batch) {
      try {
        pending.resolve(await this.options.postOne(pending.transfer));
      } catch (error) {
        pending.reject(error);
      }
    }
  }
}
