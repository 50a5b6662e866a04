import { randomUUID } from 'node:crypto';
import type { StepActRequest, StepStartRequest } from './step-requests';
import type { StepAnswer, StepRefusal, StepRoundState } from '../api-types';
import { findGame } from '../catalogue/games';
import {
  isStepGame,
  stepEngineOf,
  type BoundStepEngine,
  type StepGame,
} from '../catalogue/step-games';
import type { StepState } from '../math/steps';
import type { Random } from '../math/types';
import type { DemoWallets } from './demo-wallet';
import { cryptoRandom, refusalOf, type RoundRecord } from './rounds';
import { type WalletAnswer, type WalletClient } from './wallet-client';

/**
 * Multi-step rounds (blackjack, hi-lo, the poker tables): a round starts (the bet, with its side
 * bet if the game has one, is debited `<roundId>:bet`, the cards dealt), takes actions, and settles with one final credit `<roundId>:win`. An action that
 * stakes more (double, split) debits it into the same open round first (`<roundId>:<n>:<action>`,
 * n the round's action count); the lobby's wallet adds it to the round. The wallet client's rules
 * hold for each debit: a lost one is sent again, then rolled back by its own rollback id
 * (`<debit txId>:rollback`), and the action answers WALLET_UNAVAILABLE with the round unchanged;
 * a lost credit is sent again until answered. Demo rounds move demo coins the same way.
 *
 * The studio holds each open round's state in memory:
 * - actions are validated against it (ACTION_ILLEGAL otherwise, nothing moves);
 * - one action at a time per round: actions queue behind each other;
 * - per action id, one effect: a retried action (same `actionId`) answers what the first did,
 *   even while the first is still on its way;
 * - one open round per player (session or demo token): a start while one is open answers
 *   ROUND_OPEN with it, so a reloaded page carries on;
 * - a round idle for IDLE_MS (no action) is played out by the game's idle rule (blackjack
 *   stands, hi-lo cashes out or, before its first guess, guesses the likelier way) and settled;
 *   `sweep()` does it (the app runs it every SWEEP_MS), and an action on such a round does it
 *   first;
 * - at most MAX_OPEN rounds are open: a start beyond it plays out the least recently used one;
 *   settled rounds keep their answers for MAX_CLOSED rounds, for retries.
 */

export const IDLE_MS = 5 * 60 * 1000;
export const SWEEP_MS = 15 * 1000;
const MAX_OPEN = 50_000;
const MAX_CLOSED = 20_000;
/** Actions answered per round at most (a hi-lo round may take ~100 guesses). */
const MAX_ACTIONS = 400;

interface OpenRound {
  roundId: string;
  game: StepGame;
  engine: BoundStepEngine;
  owner: string;
  session: string | null;
  demoToken: string | null;
  state: StepState;
  /** Actions that reached the wallet or the engine, for the debit ids. */
  count: number;
  answers: Map<string, Promise<StepAnswer>>;
  /** The last action's end: the next one waits for it. */
  tail: Promise<unknown>;
  lastActionAt: number;
  balance: number;
  nextRoundAt: number;
  record: RoundRecord;
  settling?: Promise<void>;
  /** Rollbacks of lost extra debits not answered yet: the final credit waits for them. */
  rollbacks: Promise<void>[];
}

export class StepRoundService {
  readonly #open = new Map<string, OpenRound>();
  readonly #closed = new Map<string, OpenRound>();
  readonly #byOwner = new Map<string, string>();
  readonly #paces = new Map<string, number>();
  readonly #deferred = new Set<Promise<void>>();

  constructor(
    private readonly deps: {
      wallet: WalletClient;
      demo: DemoWallets;
      clock: () => number;
      random?: Random;
      log?: (message: string) => void;
    },
  ) {}

  /** Rounds open now. */
  get openCount() {
    return this.#open.size;
  }

  /** The studio's record of step rounds, open and closed (copies). */
  record(): RoundRecord[] {
    return [...this.#closed.values(), ...this.#open.values()].map((round) => ({
      ...round.record,
    }));
  }

  #random(): Random {
    return this.deps.random ?? cryptoRandom;
  }

  #answer(round: OpenRound): StepRoundState {
    return {
      roundId: round.roundId,
      code: round.game.code,
      bet: round.state.bet,
      staked: round.state.staked,
      done: round.state.done,
      win: round.state.win,
      view: round.engine.view(round.state),
      legal: round.engine.legal(round.state),
      balance: round.balance,
      nextRoundAt: round.nextRoundAt,
      idleAt: round.lastActionAt + IDLE_MS,
    };
  }

  async start(request: StepStartRequest): Promise<StepAnswer> {
    const game = findGame(request.code);
    if (!game || !isStepGame(game)) return { error: 'BAD_REQUEST' };
    if (request.bet < game.minBet || request.bet > game.maxBet) return { error: 'BET_LIMIT' };
    const engine = stepEngineOf(game);
    const side = request.side ?? 0;
    if (side > 0 && engine.sideBet === undefined) return { error: 'BAD_REQUEST' };
    if (side > 0 && (side < game.minBet || side > game.maxBet)) return { error: 'BET_LIMIT' };
    const demoToken = request.demoToken ?? null;
    if (demoToken !== null && !game.demo) return { error: 'BAD_REQUEST' };
    const owner = demoToken === null ? `real:${request.session}` : `demo:${demoToken}`;

    const openId = this.#byOwner.get(owner);
    const open = openId === undefined ? undefined : this.#open.get(openId);
    if (open) {
      if (this.deps.clock() - open.lastActionAt < IDLE_MS)
        return { error: 'ROUND_OPEN', round: this.#answer(open) };
      await this.#queue(open, () => this.#playOut(open));
    }
    // Pace: the slot is taken now, so two starts of one player cannot run together.
    const now = this.deps.clock();
    const previous = this.#paces.get(owner);
    if (previous !== undefined && now < previous + game.minRoundMs)
      return { error: 'ROUND_TOO_SOON', retryInMs: previous + game.minRoundMs - now };
    if (this.#byOwner.has(owner)) return { error: 'ROUND_TOO_SOON', retryInMs: 100 };
    this.#setPace(owner, now);
    const giveBack = () => {
      if (this.#paces.get(owner) !== now) return;
      if (previous === undefined) this.#paces.delete(owner);
      else this.#paces.set(owner, previous);
    };
    if (this.#open.size >= MAX_OPEN) await this.#evictOldest();

    const roundId = randomUUID();
    const state = engine.deal(request.bet, this.#random(), side);
    const round: OpenRound = {
      roundId,
      game,
      engine,
      owner,
      session: request.session ?? null,
      demoToken,
      state,
      count: 0,
      answers: new Map(),
      rollbacks: [],
      tail: Promise.resolve(),
      lastActionAt: now,
      balance: 0,
      nextRoundAt: now + game.minRoundMs,
      record: {
        roundId,
        mode: demoToken === null ? 'real' : 'demo',
        session: request.session ?? null,
        code: game.code,
        bet: state.staked,
        win: 0,
        status: 'pending',
        createdAt: now,
      },
    };
    this.#byOwner.set(owner, roundId);
    let taken: StepRefusal | { balance: number };
    try {
      taken = await this.#stake(round, `${roundId}:bet`, state.staked, `${roundId}:rollback`);
    } catch (error) {
      this.#byOwner.delete(owner);
      throw error;
    }
    if ('error' in taken) {
      // Nothing was taken (refused, or lost and rolled back): there is no round.
      this.#byOwner.delete(owner);
      giveBack();
      return taken;
    }
    round.balance = taken.balance;
    this.#open.set(roundId, round);
    if (round.state.done) await this.#settle(round);
    return this.#answer(round);
  }

  act(request: StepActRequest): Promise<StepAnswer> {
    const round = this.#open.get(request.roundId) ?? this.#closed.get(request.roundId);
    const owner =
      request.demoToken === undefined ? `real:${request.session}` : `demo:${request.demoToken}`;
    if (!round || round.owner !== owner) return Promise.resolve({ error: 'ROUND_UNKNOWN' });
    const known = round.answers.get(request.actionId);
    if (known) return known;
    if (round.answers.size >= MAX_ACTIONS) return Promise.resolve({ error: 'BAD_REQUEST' });
    const answer = this.#queue(round, () => this.#act(round, request.action));
    round.answers.set(request.actionId, answer);
    return answer;
  }

  /** Runs `work` after the round's earlier actions (one at a time per round). */
  #queue<T>(round: OpenRound, work: () => Promise<T>): Promise<T> {
    const run = round.tail.then(work, work);
    round.tail = run.catch(() => undefined);
    return run;
  }

  async #act(round: OpenRound, action: string): Promise<StepAnswer> {
    if (!round.state.done && this.deps.clock() - round.lastActionAt >= IDLE_MS)
      await this.#playOut(round);
    if (round.state.done) {
      await round.settling;
      return { error: 'ACTION_ILLEGAL', round: this.#answer(round) };
    }
    if (!round.engine.legal(round.state).includes(action))
      return { error: 'ACTION_ILLEGAL', round: this.#answer(round) };
    round.count += 1;
    round.lastActionAt = this.deps.clock();
    const extra = round.engine.cost(round.state, action);
    if (extra > 0) {
      const txId = `${round.roundId}:${round.count}:${action}`;
      const taken = await this.#stake(round, txId, extra, `${txId}:rollback`);
      if ('error' in taken) return { ...taken, round: this.#answer(round) };
      round.balance = taken.balance;
      round.record.bet += extra;
    }
    round.state = round.engine.act(round.state, action, this.#random());
    if (round.state.done) await this.#settle(round);
    return this.#answer(round);
  }

  /** Takes a stake into the round: from the demo wallet, or a debit of the lobby's wallet. */
  async #stake(
    round: OpenRound,
    txId: string,
    amount: number,
    rollbackTx: string,
  ): Promise<StepRefusal | { balance: number }> {
    if (round.demoToken !== null) {
      const paid = this.deps.demo.play(round.demoToken, amount, 0);
      return 'error' in paid ? { error: paid.error } : paid;
    }
    let rolledBack!: () => void;
    const rollback = new Promise<void>((resolve) => (rolledBack = resolve));
    const debit = await this.deps.wallet.debit(
      { sessionId: round.session!, txId, roundId: round.roundId, amount },
      (answer) => {
        if (!answer.ok) this.deps.log?.(`round ${round.roundId}: rollback of ${txId} refused`);
        rolledBack();
      },
      rollbackTx,
    );
    if (!debit.answered) {
      // A rollback after the final credit would be refused (ROUND_CLOSED): the credit waits.
      round.rollbacks.push(rollback);
      return { error: 'WALLET_UNAVAILABLE' };
    }
    if (!debit.answer.ok) return { error: refusalOf(debit.answer.error) };
    return { balance: debit.answer.balance };
  }

  /** Plays the idle rule to the end and settles (no idle action stakes more). */
  async #playOut(round: OpenRound) {
    while (!round.state.done) {
      const action = round.engine.idleAction(round.state);
      if (round.engine.cost(round.state, action) !== 0) throw new Error('idle action stakes');
      round.count += 1;
      round.state = round.engine.act(round.state, action, this.#random());
    }
    await this.#settle(round);
  }

  /** The final credit (0 included); the round leaves the open ones. */
  #settle(round: OpenRound): Promise<void> {
    round.settling ??= this.#credit(round);
    return round.settling;
  }

  async #credit(round: OpenRound) {
    const win = round.state.win;
    round.record.win = win;
    this.#open.delete(round.roundId);
    if (this.#byOwner.get(round.owner) === round.roundId) this.#byOwner.delete(round.owner);
    this.#closed.set(round.roundId, round);
    while (this.#closed.size > MAX_CLOSED) {
      const oldest = this.#closed.keys().next().value;
      if (oldest === undefined) break;
      this.#closed.delete(oldest);
    }
    if (round.demoToken !== null) {
      const paid = this.deps.demo.play(round.demoToken, 0, win);
      if ('balance' in paid) round.balance = paid.balance;
      round.record.status = 'settled';
      return;
    }
    const settled = (answer: WalletAnswer) => {
      if (answer.ok) {
        round.record.status = 'settled';
        round.balance = answer.balance;
      } else {
        round.record.problem = `credit refused: ${answer.error}`;
        this.deps.log?.(`round ${round.roundId}: ${round.record.problem}`);
      }
    };
    if (round.rollbacks.length > 0) {
      // Sent once every rollback of the round is answered; the player is not kept waiting.
      const later = Promise.all(round.rollbacks).then(() => this.#sendCredit(round, win, settled));
      this.#deferred.add(later);
      void later.finally(() => this.#deferred.delete(later));
      return;
    }
    await this.#sendCredit(round, win, settled);
  }

  async #sendCredit(round: OpenRound, win: number, settled: (answer: WalletAnswer) => void) {
    const credit = await this.deps.wallet.credit(
      {
        sessionId: round.session!,
        txId: `${round.roundId}:win`,
        roundId: round.roundId,
        amount: win,
        final: true,
      },
      settled,
    );
    // A credit still on its way: the balance stays the last one the wallet answered.
    if (credit.answered) settled(credit.answer);
  }

  /** Resolves when no final credit waits for a rollback. */
  async drain(): Promise<void> {
    while (this.#deferred.size > 0) await Promise.all(this.#deferred);
  }

  /** Plays out and settles every round idle for IDLE_MS. */
  async sweep(): Promise<void> {
    const now = this.deps.clock();
    const idle = [...this.#open.values()].filter((round) => now - round.lastActionAt >= IDLE_MS);
    await Promise.all(
      idle.map((round) =>
        this.#queue(round, async () => {
          if (!round.state.done && this.deps.clock() - round.lastActionAt >= IDLE_MS)
            await this.#playOut(round);
        }),
      ),
    );
  }

  async #evictOldest() {
    let oldest: OpenRound | undefined;
    for (const round of this.#open.values())
      if (!oldest || round.lastActionAt < oldest.lastActionAt) oldest = round;
    if (oldest) {
      const round = oldest;
      await this.#queue(round, async () => {
        if (!round.state.done) await this.#playOut(round);
      });
    }
  }

  #setPace(key: string, at: number) {
    this.#paces.delete(key);
    this.#paces.set(key, at);
    if (this.#paces.size > MAX_OPEN * 2) {
      const first = this.#paces.keys().next().value;
      if (first !== undefined) this.#paces.delete(first);
    }
  }
}
