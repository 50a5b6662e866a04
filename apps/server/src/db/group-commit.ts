export interface GroupCommitOptions<T, R> {
  /** Batches running at once; each holds one connection for one statement. */
  maxInFlight: number;
  maxBatch: number;
  /**
   * Shares what waits out over the free slots (batches of at least 4) instead of filling one
   * batch: sixteen waiting with two slots free leave as two batches of eight that run side by
   * side (docs/adr/0019). Items that then run in different batches at once are applied in
   * either order, so only for items whose order nobody is owed (the wallet's concurrent calls
   * of different rounds, sessions and ids).
   */
  shareSlots?: boolean;
  /**
   * Names two items must not share in one batch or in batches running at once (a row both
   * would lock, an id both would claim): the later item waits for a later batch.
   */
  exclusive: (item: T) => readonly string[];
  /**
   * Runs a batch as one statement: an answer per item, in order, or undefined for an item the
   * batch leaves to `runOne`. A throw sends every item of the batch to `runOne`.
   */
  runBatch: (items: T[]) => Promise<readonly (R | undefined)[]>;
  /** Runs one item on its own, with every rule: a batch of one, and what a batch left. */
  runOne: (item: T) => Promise<R>;
}

/** With `shareSlots`, waiting items are split only into batches at least this long. */
const MIN_SHARE = 4;

interface Pending<T, R> {
  item: T;
  names: readonly string[];
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: items submitted while earlier batches run wait and leave together, so the
 * per-statement and per-commit costs are paid once per batch rather than once per item
 * (docs/adr/0019). Items submitted in the same tick leave together; a batch keeps submission
 * order. What a batch cannot decide, or any failure of it, runs item by item through `runOne`,
 * so every rule keeps one implementation there.
 */
export class GroupCommit<T, R> {
  readonly #queue: Pending<T, R>[] = [];
  /** Names held by the batches running, with how many items hold each. */
  readonly #held = new Map<string, number>();
  /** Batches run by one statement and the items in them; batches that fell back to one by one. */
  readonly stats = { batches: 0, batchedItems: 0, fallbacks: 0 };
  #inFlight = 0;
  #scheduled = false;

  constructor(private readonly options: GroupCommitOptions<T, R>) {}

  submit(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.#queue.push({ item, names: this.options.exclusive(item), resolve, reject });
      if (!this.#scheduled) {
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
      if (batch.length === 0) return;
      this.#inFlight++;
      this.#hold(batch, 1);
      void this.#run(batch).finally(() => {
        this.#hold(batch, -1);
        this.#inFlight--;
        this.#pump();
      });
    }
  }

  /**
   * The next batch, in submission order, skipping what must wait for a later one: as long as
   * it may be, or with `shareSlots` its share of what waits over the free slots (a few are not
   * split: one statement for them costs less than two).
   */
  #take(): Pending<T, R>[] {
    const batch: Pending<T, R>[] = [];
    const names = new Set<string>();
    const free = this.options.maxInFlight - this.#inFlight;
    const size = this.options.shareSlots
      ? Math.min(this.options.maxBatch, Math.max(MIN_SHARE, Math.ceil(this.#queue.length / free)))
      : this.options.maxBatch;
    for (let i = 0; i < this.#queue.length && batch.length < size;) {
      const pending = this.#queue[i]!;
      if (pending.names.some((name) => names.has(name) || this.#held.has(name))) {
        i++;
        continue;
      }
      for (const name of pending.names) names.add(name);
      batch.push(...this.#queue.splice(i, 1));
    }
    return batch;
  }

  #hold(batch: Pending<T, R>[], delta: 1 | -1) {
    for (const { names } of batch) {
      for (const name of names) {
        const count = (this.#held.get(name) ?? 0) + delta;
        if (count === 0) this.#held.delete(name);
        else this.#held.set(name, count);
      }
    }
  }

  async #run(batch: Pending<T, R>[]) {
    if (batch.length === 1) return this.#oneByOne(batch);
    let answers: readonly (R | undefined)[];
    try {
      answers = await this.options.runBatch(batch.map(({ item }) => item));
    } catch {
      this.stats.fallbacks++;
      return this.#oneByOne(batch);
    }
    this.stats.batches++;
    this.stats.batchedItems += batch.length;
    const left: Pending<T, R>[] = [];
    batch.forEach((pending, index) => {
      const answer = answers[index];
      if (answer === undefined) left.push(pending);
      else pending.resolve(answer);
    });
    await this.#oneByOne(left);
  }

  async #oneByOne(batch: Pending<T, R>[]) {
    for (const pending of batch) {
      try {
        pending.resolve(await this.options.runOne(pending.item));
      } catch (error) {
        pending.reject(error);
      }
    }
  }
}
