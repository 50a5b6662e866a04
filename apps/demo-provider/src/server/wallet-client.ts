import { createHmac } from 'node:crypto';

/**
 * The studio's side of the lobby's seamless wallet: `POST <WALLET_URL>/provider/v1/<provider>/<op>`
 * with a JSON body signed by `x-signature: <hex HMAC-SHA256(secret, raw body)>`, amounts in
 * integer hundredths, each transaction id applied once by the lobby (a repeat answers the first
 * answer). The studio knows the wallet only by this HTTP API.
 *
 * A call is ANSWERED when the lobby says something about it: `{ ok: true, balance }` or a refusal
 * `{ ok: false, error }` (any status below 500 with that body). It is LOST when nothing usable
 * comes back: a network error, a timeout (WALLET_TIMEOUT_MS, by AbortController), a 5xx, a 429 or
 * a body that is not an answer. A lost call may or may not have been applied; only the same
 * transaction id, sent again, can tell.
 *
 * The rules:
 * - A debit that is lost is sent again with the SAME txId, up to DEBIT_ATTEMPTS times in all.
 * - A debit still lost is cancelled: a rollback (txId `<roundId>:rollback`, refTxId = the debit's
 *   txId) is sent, and sent again until it is answered. It cancels the debit if the lobby applied
 *   it, and otherwise leaves a tombstone so that the debit, should it arrive late, is refused.
 * - A credit that is lost is sent again with the same txId until it is answered: the round's
 *   bet was taken, so its win (possibly 0, settling the round) is owed.
 * - Calls sent again up to their in-line attempts while the player waits go then to an in-memory
 *   retry queue, worked in the background with exponential backoff on an injected scheduler;
 *   `drain()` resolves when nothing is pending. The queue is in memory: a studio stopped with
 *   calls pending leaves them to the lobby's own clean-up (idle rounds), and says so in its log.
 * - A balance is never made up: every balance the studio shows is one the wallet answered.
 */

export const SIGNATURE_HEADER = 'x-signature';
export const PROVIDER_PATH = '/provider/v1';

/** Debit attempts with the same txId before the round is rolled back. */
export const DEBIT_ATTEMPTS = 3;
/** Credit attempts in line (the player waits) before the credit goes to the retry queue. */
export const CREDIT_ATTEMPTS = 3;
/** Rollback attempts in line before the rollback goes to the retry queue. */
export const ROLLBACK_ATTEMPTS = 1;
/** Backoff of the retry queue: the first delay, doubled per attempt up to the last. */
const BACKOFF_FIRST_MS = 200;
const BACKOFF_MAX_MS = 30_000;

export type WalletOp = 'balance' | 'debit' | 'credit' | 'rollback';

/** What the lobby answers (seamless-protocol.ts on its side). */
export type WalletAnswer = { ok: true; balance: number } | { ok: false; error: string };

/** One call's fate: answered (ok or refused) or lost. */
export type Delivery = { answered: true; answer: WalletAnswer } | { answered: false; why: string };

export interface DebitRequest {
  sessionId: string;
  txId: string;
  roundId: string;
  amount: number;
}
export interface CreditRequest extends DebitRequest {
  final: boolean;
}
export interface RollbackRequest {
  sessionId: string;
  txId: string;
  refTxId: string;
  roundId: string;
}

/** The part of fetch the client uses (globalThis.fetch fits). */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** Runs `run` after `ms` milliseconds; answers a function that cancels it. */
export interface Scheduler {
  after(ms: number, run: () => void): () => void;
}

/** The real scheduler: timers that do not keep the process alive. */
export const realScheduler: Scheduler = {
  after: (ms, run) => {
    const timer = setTimeout(run, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

/** The rollback of a round's debit. */
export const rollbackTxId = (roundId: string) => `${roundId}:rollback`;

const isAnswer = (body: unknown): body is WalletAnswer => {
  if (typeof body !== 'object' || body === null) return false;
  const { ok, balance, error } = body as Record<string, unknown>;
  if (ok === true) return Number.isInteger(balance);
  return ok === false && typeof error === 'string';
};

interface Queued {
  op: WalletOp;
  body: object;
  attempts: number;
  onAnswer: (answer: WalletAnswer) => void;
  cancel?: () => void;
}

export interface WalletClientOptions {
  /** The lobby's base URL (WALLET_URL). */
  url: string;
  provider: string;
  secret: string;
  timeoutMs: number;
  fetch?: Fetch;
  /** Times the retry queue's backoff (default: real timers). */
  scheduler?: Scheduler;
  /** Times each call's timeout (default: real timers). */
  timer?: Scheduler;
  /** Told of calls that stay lost and of answers that refuse what cannot be refused. */
  log?: (message: string) => void;
}

export class WalletClient {
  readonly #fetch: Fetch;
  readonly #scheduler: Scheduler;
  readonly #timer: Scheduler;
  readonly #queue = new Set<Queued>();
  #idle: (() => void)[] = [];
  #closed = false;
  /** Calls sent, answered and lost (tests, logs). */
  readonly stats = { sent: 0, answered: 0, lost: 0 };

  constructor(private readonly options: WalletClientOptions) {
    this.#fetch = options.fetch ?? ((url, init) => fetch(url, init));
    this.#scheduler = options.scheduler ?? realScheduler;
    this.#timer = options.timer ?? realScheduler;
  }

  /** Calls waiting in the retry queue. */
  get pending() {
    return this.#queue.size;
  }

  /** One signed call, sent once. */
  async send(op: WalletOp, body: object): Promise<Delivery> {
    const raw = JSON.stringify(body);
    const signature = createHmac('sha256', this.options.secret).update(raw).digest('hex');
    const url = `${this.options.url.replace(/\/+$/, '')}${PROVIDER_PATH}/${this.options.provider}/${op}`;
    const controller = new AbortController();
    const cancelTimeout = this.#timer.after(this.options.timeoutMs, () =>
      controller.abort(new DOMException('wallet call timed out', 'TimeoutError')),
    );
    this.stats.sent++;
    try {
      const response = await this.#fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        body: raw,
        signal: controller.signal,
      });
      const text = await response.text();
      if (response.status >= 500 || response.status === 429)
        return this.#lost(`HTTP ${response.status}`);
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        return this.#lost(`HTTP ${response.status} without JSON`);
      }
      if (!isAnswer(parsed)) return this.#lost(`HTTP ${response.status} without an answer`);
      this.stats.answered++;
      const answer: WalletAnswer = parsed.ok
        ? { ok: true, balance: parsed.balance }
        : { ok: false, error: parsed.error };
      return { answered: true, answer };
    } catch (error) {
      return this.#lost(error instanceof Error ? `${error.name}: ${error.message}` : 'failed');
    } finally {
      cancelTimeout();
    }
  }

  #lost(why: string): Delivery {
    this.stats.lost++;
    return { answered: false, why };
  }

  /** Sends up to `attempts` times with the same body while the call is lost. */
  async #sendAttempts(op: WalletOp, body: object, attempts: number): Promise<Delivery> {
    let delivery: Delivery = { answered: false, why: 'not sent' };
    for (let attempt = 0; attempt < attempts && !delivery.answered; attempt++) {
      delivery = await this.send(op, body);
    }
    return delivery;
  }

  /** A read: sent once (the player can ask again). */
  balance(sessionId: string): Promise<Delivery> {
    return this.send('balance', { sessionId });
  }

  /**
   * A bet. Answered: the lobby's answer. Lost after DEBIT_ATTEMPTS: the debit is rolled back
   * (rollback txId `rollbackTx`: the round's, or one per debit for a round of several debits),
   * `onRollback` hears the rollback's answer once there is one (at once, or from the queue).
   */
  async debit(
    request: DebitRequest,
    onRollback: (answer: WalletAnswer) => void,
    rollbackTx = rollbackTxId(request.roundId),
  ): Promise<Delivery> {
    const delivery = await this.#sendAttempts('debit', request, DEBIT_ATTEMPTS);
    if (delivery.answered) return delivery;
    await this.rollback(
      {
        sessionId: request.sessionId,
        txId: rollbackTx,
        refTxId: request.txId,
        roundId: request.roundId,
      },
      onRollback,
    );
    return delivery;
  }

  /**
   * Cancels a debit: sent until answered (in line ROLLBACK_ATTEMPTS times, then from the retry
   * queue); `onAnswer` hears the answer, at once or later. Resolves after the in-line attempts.
   */
  async rollback(request: RollbackRequest, onAnswer: (answer: WalletAnswer) => void) {
    const first = await this.#sendAttempts('rollback', request, ROLLBACK_ATTEMPTS);
    if (first.answered) this.#answered('rollback', request, first.answer, onAnswer);
    else this.#enqueue('rollback', request, ROLLBACK_ATTEMPTS, onAnswer);
  }

  /**
   * A win (0 for a loss). Answered: the lobby's answer. Lost after CREDIT_ATTEMPTS: queued and
   * sent again until answered; `onAnswer` hears that answer.
   */
  async credit(
    request: CreditRequest,
    onAnswer: (answer: WalletAnswer) => void,
  ): Promise<Delivery> {
    const delivery = await this.#sendAttempts('credit', request, CREDIT_ATTEMPTS);
    if (!delivery.answered) this.#enqueue('credit', request, CREDIT_ATTEMPTS, onAnswer);
    return delivery;
  }

  #answered(
    op: WalletOp,
    body: object,
    answer: WalletAnswer,
    onAnswer: (answer: WalletAnswer) => void,
  ) {
    if (!answer.ok)
      this.options.log?.(`wallet refused ${op} ${JSON.stringify(body)}: ${answer.error}`);
    onAnswer(answer);
  }

  #enqueue(op: WalletOp, body: object, attempts: number, onAnswer: (answer: WalletAnswer) => void) {
    const entry: Queued = { op, body, attempts, onAnswer };
    this.#queue.add(entry);
    this.#schedule(entry);
  }

  #schedule(entry: Queued) {
    if (this.#closed) return;
    const delay = Math.min(
      BACKOFF_MAX_MS,
      BACKOFF_FIRST_MS * 2 ** Math.min(entry.attempts - 1, 20),
    );
    entry.cancel = this.#scheduler.after(delay, () => void this.#retry(entry));
  }

  async #retry(entry: Queued) {
    if (this.#closed) return;
    entry.cancel = undefined;
    const delivery = await this.send(entry.op, entry.body);
    entry.attempts++;
    if (!delivery.answered) {
      if (entry.attempts % 10 === 0)
        this.options.log?.(`wallet ${entry.op} still unanswered after ${entry.attempts} attempts`);
      this.#schedule(entry);
      return;
    }
    this.#queue.delete(entry);
    try {
      this.#answered(entry.op, entry.body, delivery.answer, entry.onAnswer);
    } finally {
      if (this.#queue.size === 0) this.#wakeIdle();
    }
  }

  #wakeIdle() {
    const waiting = this.#idle;
    this.#idle = [];
    for (const wake of waiting) wake();
  }

  /** Resolves when the retry queue is empty (at once if it is). */
  drain(): Promise<void> {
    if (this.#queue.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  /** Stops the queue; what is pending stays unsent (and is logged). */
  close() {
    this.#closed = true;
    for (const entry of this.#queue) {
      entry.cancel?.();
      this.options.log?.(
        `wallet ${entry.op} left unanswered at shutdown: ${JSON.stringify(entry.body)}`,
      );
    }
    this.#wakeIdle();
  }
}
