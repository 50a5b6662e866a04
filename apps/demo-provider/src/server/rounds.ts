import { randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { RoundAnswer, RoundError } from '../api-types';
import { findGame, playRound, validateRound } from '../catalogue/games';
import type { Play, Random } from '../math/types';
import type { DemoWallets } from './demo-wallet';
import { exactlyOneOwner, ownerFields } from './round-owner';
import { rollbackTxId, type WalletAnswer, type WalletClient } from './wallet-client';

/**
 * The round service: one round of a game, for a player of the lobby (real mode, money through
 * the lobby's wallet) or for a visitor with demo coins (demo mode, the studio's own play money).
 *
 * A round checks the game, the bet and the play; keeps the session's pace (a round starts at the
 * earliest `game.minRoundMs` after the session's previous start: ROUND_TOO_SOON with retryInMs
 * otherwise); takes the bet (debit `<roundId>:bet`); draws with `random` (node:crypto unless
 * injected); pays the win, 0 included, and settles the round (credit `<roundId>:win`, final).
 * The wallet client's rules (wallet-client.ts) decide what a lost call becomes.
 *
 * The studio keeps its own record of real and demo rounds, as its back office would: what it
 * asked of the wallet and what came of it (settled, rolled back, or pending while a call waits
 * in the retry queue). A refused debit moved nothing and leaves no round.
 */

/** One chip on a table's layout (the engine checks it is a bet of its layout). */
const TableBetSchema = z
  .object({
    bet: z.string().min(1).max(32),
    numbers: z.array(z.number().int().min(0).max(36)).max(18),
    amount: z.number().int().min(1).max(1_000_000_000_000),
  })
  .strict();

/** The player's choice, as the page sends it (math/types.ts Play). */
const PlaySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('slots') }),
  z.object({ kind: z.literal('fishing'), target: z.number().int().min(0).max(1_000) }),
  z.object({ kind: z.literal('crash'), cashOut: z.number().int().min(101).max(1_000_000) }),
  z.object({ kind: z.literal('roulette'), bets: z.array(TableBetSchema).min(1).max(100) }),
  z.object({ kind: z.literal('sic-bo'), bets: z.array(TableBetSchema).min(1).max(100) }),
  z.object({ kind: z.literal('baccarat'), bets: z.array(TableBetSchema).min(1).max(5) }),
  z.object({ kind: z.literal('dragon-tiger'), bets: z.array(TableBetSchema).min(1).max(3) }),
  z.object({
    kind: z.literal('keno'),
    picks: z.array(z.number().int().min(1).max(80)).min(1).max(10),
  }),
  z.object({ kind: z.literal('plinko'), rows: z.number().int().min(8).max(16) }),
  z.object({ kind: z.literal('scratch') }),
  z.object({ kind: z.literal('bingo') }),
]);

/** A round's request: exactly one of `session` (real) and `demoToken` (demo). */
export const RoundRequest = z
  .object({
    code: z.string().min(1).max(64),
    bet: z.number().int().min(1).max(1_000_000_000_000),
    play: PlaySchema,
    ...ownerFields,
  })
  .strict()
  .refine(...exactlyOneOwner);
export type RoundRequest = z.infer<typeof RoundRequest>;

export type RoundStatus = 'settled' | 'rolled-back' | 'pending';

/** The studio's record of one round. */
export interface RoundRecord {
  roundId: string;
  mode: 'real' | 'demo';
  /** The lobby's game session (real) or null (demo). */
  session: string | null;
  code: string;
  bet: number;
  win: number;
  status: RoundStatus;
  createdAt: number;
  /** A wallet refusal that left the round pending (a case for the back office). */
  problem?: string;
}

/** Paces kept per session at most (the least recently started goes first). */
const MAX_PACES = 100_000;
/** Finished rounds kept in the record at most (pending ones are always kept). */
const MAX_FINISHED = 200_000;

/** The wallet's refusals as the page's errors (one-call and step rounds alike). */
export const refusalOf = (error: string): RoundError => {
  switch (error) {
    case 'INSUFFICIENT_BALANCE':
      return 'INSUFFICIENT_BALANCE';
    case 'SESSION_UNKNOWN':
    case 'SESSION_EXPIRED':
      return 'SESSION_UNKNOWN';
    case 'BET_LIMIT':
    case 'BONUS_BET_LIMIT':
      return 'BET_LIMIT';
    default:
      return 'WALLET_UNAVAILABLE';
  }
};

/** A uniform number in [0, 1) from node:crypto (48 random bits). */
export const cryptoRandom: Random = () => randomBytes(6).readUIntBE(0, 6) / 2 ** 48;

export class RoundService {
  readonly #paces = new Map<string, number>();
  readonly #record = new Map<string, RoundRecord>();
  #finished = 0;

  constructor(
    private readonly deps: {
      wallet: WalletClient;
      demo: DemoWallets;
      clock: () => number;
      random?: Random;
      log?: (message: string) => void;
    },
  ) {}

  /** The studio's record of rounds, oldest first (a copy). */
  record(): RoundRecord[] {
    return [...this.#record.values()].map((round) => ({ ...round }));
  }

  async play(request: RoundRequest): Promise<RoundAnswer> {
    const game = findGame(request.code);
    if (!game) return { error: 'BAD_REQUEST' };
    if (request.bet < game.minBet || request.bet > game.maxBet) return { error: 'BET_LIMIT' };
    const play = request.play as Play;
    if (validateRound(game, play, request.bet) !== null) return { error: 'BAD_REQUEST' };
    const demoToken = request.demoToken;
    if (demoToken !== undefined && !game.demo) return { error: 'BAD_REQUEST' };

    // Pace: the slot is taken now, so two rounds of one session cannot start together.
    const key = demoToken === undefined ? `real:${request.session}` : `demo:${demoToken}`;
    const now = this.deps.clock();
    const previous = this.#paces.get(key);
    if (previous !== undefined && now < previous + game.minRoundMs)
      return { error: 'ROUND_TOO_SOON', retryInMs: previous + game.minRoundMs - now };
    this.#setPace(key, now);
    const giveBack = () => {
      if (this.#paces.get(key) !== now) return;
      if (previous === undefined) this.#paces.delete(key);
      else this.#paces.set(key, previous);
    };

    const roundId = randomUUID();
    const nextRoundAt = now + game.minRoundMs;
    const random = this.deps.random ?? cryptoRandom;

    if (demoToken !== undefined) {
      const outcome = playRound(game, play, request.bet, random);
      const paid = this.deps.demo.play(demoToken, request.bet, outcome.win);
      if ('error' in paid) {
        giveBack();
        return { error: paid.error };
      }
      this.#keep({
        roundId,
        mode: 'demo',
        session: null,
        code: game.code,
        bet: request.bet,
        win: outcome.win,
        status: 'settled',
        createdAt: now,
      });
      return {
        roundId,
        bet: request.bet,
        win: outcome.win,
        detail: outcome.detail,
        ...paid,
        nextRoundAt,
      };
    }

    const sessionId = request.session!;
    const round: RoundRecord = {
      roundId,
      mode: 'real',
      session: sessionId,
      code: game.code,
      bet: request.bet,
      win: 0,
      status: 'pending',
      createdAt: now,
    };
    this.#keep(round);
    const debit = await this.deps.wallet.debit(
      { sessionId, txId: `${roundId}:bet`, roundId, amount: request.bet },
      (rollback) => this.#rolledBack(round, rollback),
    );
    if (!debit.answered) return { error: 'WALLET_UNAVAILABLE' };
    if (!debit.answer.ok) {
      // Refused: no money moved, there is no round.
      this.#forget(round);
      giveBack();
      return { error: refusalOf(debit.answer.error) };
    }

    let outcome: ReturnType<typeof playRound>;
    try {
      outcome = playRound(game, play, request.bet, random);
    } catch (error) {
      // The bet was taken and no result came: the bet goes back.
      this.deps.log?.(`round ${roundId} failed to draw: ${String(error)}`);
      await this.deps.wallet.rollback(
        { sessionId, txId: rollbackTxId(roundId), refTxId: `${roundId}:bet`, roundId },
        (answer) => this.#rolledBack(round, answer),
      );
      return { error: 'WALLET_UNAVAILABLE' };
    }
    round.win = outcome.win;
    const credit = await this.deps.wallet.credit(
      { sessionId, txId: `${roundId}:win`, roundId, amount: outcome.win, final: true },
      (answer) => this.#credited(round, answer),
    );
    if (credit.answered) {
      this.#credited(round, credit.answer);
      if (!credit.answer.ok) return { error: 'WALLET_UNAVAILABLE' };
    }
    // A credit still on its way: the balance is the last one the wallet answered (the debit's);
    // the page asks for the balance again later.
    const balance =
      credit.answered && credit.answer.ok ? credit.answer.balance : debit.answer.balance;
    return {
      roundId,
      bet: request.bet,
      win: outcome.win,
      detail: outcome.detail,
      balance,
      nextRoundAt,
    };
  }

  #rolledBack(round: RoundRecord, answer: WalletAnswer) {
    if (answer.ok) {
      round.status = 'rolled-back';
      this.#finish(round);
    } else {
      round.problem = `rollback refused: ${answer.error}`;
      this.deps.log?.(`round ${round.roundId}: ${round.problem}`);
    }
  }

  #credited(round: RoundRecord, answer: WalletAnswer) {
    if (answer.ok) {
      round.status = 'settled';
      this.#finish(round);
    } else {
      round.problem = `credit refused: ${answer.error}`;
      this.deps.log?.(`round ${round.roundId}: ${round.problem}`);
    }
  }

  #setPace(key: string, at: number) {
    this.#paces.delete(key);
    this.#paces.set(key, at);
    if (this.#paces.size > MAX_PACES) {
      const oldest = this.#paces.keys().next().value;
      if (oldest !== undefined) this.#paces.delete(oldest);
    }
  }

  #keep(round: RoundRecord) {
    this.#record.set(round.roundId, round);
    if (round.status !== 'pending') this.#finish(round);
  }

  #forget(round: RoundRecord) {
    this.#record.delete(round.roundId);
  }

  /** Counts a finished round, and forgets the oldest finished ones beyond MAX_FINISHED. */
  #finish(_round: RoundRecord) {
    this.#finished++;
    if (this.#finished <= MAX_FINISHED) return;
    for (const [id, kept] of this.#record) {
      if (kept.status === 'pending') continue;
      this.#record.delete(id);
      this.#finished--;
      break;
    }
  }
}
