import { raiseRefusal } from './seamless/seamless-refusals';
import type { GamePlayParams } from '@lobby/contract/games';
import { capPayout, maxPayout } from '@lobby/games/bet-risk';
import { isFairGame, type FairGame } from '@lobby/games/fair-games';
import { generateClientSeed, generateServerSeed, hashServerSeed } from '@lobby/games/node/fairness';
import { verify } from '@lobby/games/node/verify';
import type { Db } from '@/db/database';
import { isRetryableConflict, sqlStateOf } from '@/db/errors';
import { AppError, ErrorCode } from '@/core/app-error';
import { withTransactionRetry } from '@/db/transaction-retry';
import { BONUS_RULES_KEY, BonusRules, betWeightBp } from '../bonus/bonus-rules';
import { recordingLimitHits } from '../limits/limit-hits';
import type { SettingsService } from '../settings/settings.service';
import { invalid, playFair, riskOf, roundIdFor } from './fair-rounds';
import { openSessionOf } from './games.repo';
import {
  applyHouseRound,
  houseRefusal,
  readHouseRound,
  type PlayedRound,
} from './house-rounds.repo';
import {
  advanceNonce,
  findSeeds,
  insertSeedsIfMissing,
  lockSeeds,
  replaceSeeds,
} from './seeds.repo';
import { BUILTIN, type GamesService } from './games.service';
import { findRoundWithDetail, findTx } from './seamless/seamless.repo';
import type { SeamlessAnswer } from './seamless/seamless-protocol';
import { HOUSE_PROVIDER, SESSION_IDLE_SECONDS, SeamlessService } from './seamless/seamless.service';

/** Tries of the two-statement round before the locking one takes over. */
const OPTIMISTIC_TRIES = 3;
const RETRY = Symbol('retry');

interface HouseRound {
  userId: number;
  roundId: string;
  game: { id: number; maxWin: number };
  fair: FairGame;
  weightBp: number;
  input: { gameId: number; bet: number; params: GamePlayParams };
  clientKey: string | undefined;
}

interface HouseAnswer {
  roundId: string;
  game: FairGame;
  bet: number;
  payout: number;
  outcome: Record<string, unknown>;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  coin: number;
}

/**
 * The answer of the round a repeated key already played, or IDEMPOTENCY_KEY_REUSED when the
 * key played another round (another player, game, stake or parameters, or one not settled).
 */
const answerOfPrior = (
  roundId: string,
  userId: number,
  input: { gameId: number; bet: number; params: GamePlayParams },
  round: PlayedRound,
  creditAnswer: unknown,
): HouseAnswer => {
  const detail = round.detail as RoundDetail | null;
  if (
    Number(round.userId) !== userId ||
    Number(round.gameId) !== input.gameId ||
    Number(round.bet) !== input.bet ||
    round.status !== 'settled' ||
    !detail ||
    !sameParams(detail.params, input.params)
  ) {
    throw new AppError(ErrorCode.IDEMPOTENCY_KEY_REUSED);
  }
  const answer = creditAnswer as { balance?: number } | undefined;
  return {
    roundId,
    game: detail.game,
    bet: Number(round.bet),
    payout: Number(round.win),
    outcome: detail.outcome,
    serverSeedHash: detail.serverSeedHash,
    clientSeed: detail.clientSeed,
    nonce: detail.nonce,
    coin: answer?.balance ?? 0,
  };
};

interface RoundDetail {
  game: FairGame;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  params: GamePlayParams;
  outcome: Record<string, unknown>;
}

/** Same bet and parameters, compared without regard to key order. */
const sameParams = (a: GamePlayParams, b: GamePlayParams) =>
  JSON.stringify(a, Object.keys(a).sort()) === JSON.stringify(b, Object.keys(b).sort());

const newPair = (clientSeed?: string) => {
  const serverSeed = generateServerSeed();
  return {
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed: clientSeed ?? generateClientSeed(),
  };
};

/**
 * The built-in provably fair games (docs/fairness.md), played as the house provider through the
 * seamless wallet: a round is a debit, an outcome from the player's seeds and next nonce, and a
 * credit (0 on a loss) that settles it, all in one transaction under the player's seed row lock,
 * so nonces run 0, 1, 2 … with no gap or repeat however many bets arrive at once.
 */
export class HouseGamesService {
  constructor(
    private readonly deps: {
      db: Db;
      games: GamesService;
      seamless: SeamlessService;
      settings: SettingsService;
    },
  ) {}

  private builtinGame(gameId: number) {
    const game = this.deps.games.game(gameId);
    if (game.provider !== BUILTIN || !isFairGame(game.code))
      throw new AppError(ErrorCode.GAME_NOT_BUILTIN);
    return { game, fair: game.code };
  }

  async seeds(userId: number) {
    await insertSeedsIfMissing(this.deps.db, { userId, ...newPair() });
    const row = await findSeeds(this.deps.db, userId);
    if (!row) throw new Error(`seeds of ${userId} vanished`);
    return {
      serverSeedHash: row.serverSeedHash,
      clientSeed: row.clientSeed,
      nonce: Number(row.nonce),
    };
  }

  rotate(userId: number, clientSeed?: string) {
    return withTransactionRetry(this.deps.db, async (trx) => {
      await insertSeedsIfMissing(trx, { userId, ...newPair() });
      const old = await lockSeeds(trx, userId);
      if (!old) throw new Error(`seeds of ${userId} vanished`);
      const next = newPair(clientSeed);
      await replaceSeeds(trx, old, next);
      return {
        previous: {
          serverSeed: old.serverSeed,
          serverSeedHash: old.serverSeedHash,
          clientSeed: old.clientSeed,
          nonce: old.nonce,
        },
        current: { serverSeedHash: next.serverSeedHash, clientSeed: next.clientSeed, nonce: 0 },
      };
    });
  }

  /**
   * One round. With the client's idempotency key the round id comes from the key, and a request
   * repeated (a retry after a lost answer, a double tap) answers the round it first played; the
   * same key with another game, bet or parameters is refused. Two copies at once play once: the
   * round moves the nonce on by compare and swap, so the second finds the nonce moved, reads
   * again and finds the first's round.
   */
  async play(
    userId: number,
    input: { gameId: number; bet: number; params: GamePlayParams },
    clientKey?: string,
  ) {
    const { game, fair } = this.builtinGame(input.gameId);
    const roundId = roundIdFor(userId, clientKey);
    // The game's limits, before anything is played (docs/rules.md "Games").
    if (game.maxBet > 0 && input.bet > game.maxBet) {
      throw new AppError(ErrorCode.GAME_BET_ABOVE_MAX, { maxBet: game.maxBet });
    }
    const risk = riskOf(fair, input.params);
    const top = maxPayout(input.bet, risk);
    if (game.maxWin > 0 && top !== null && top > game.maxWin) {
      throw new AppError(ErrorCode.GAME_WIN_ABOVE_MAX, { maxWin: game.maxWin });
    }
    // What the bet counts toward wagering, by the game's weight and the bet's own risk. Read
    // before the transaction: on PGlite a query outside it would wait for it.
    const weightBp = betWeightBp(
      game.wagerWeightBp,
      risk,
      await this.deps.settings.get(BONUS_RULES_KEY, BonusRules),
    );
    const round = { userId, roundId, game, fair, weightBp, input, clientKey };
    // A bet a loss or wager limit refuses is recorded after its rolled-back round (ADR 0075).
    return recordingLimitHits(this.deps.db, userId, async () => {
      for (let attempt = 1; attempt <= OPTIMISTIC_TRIES; attempt++) {
        const played = await this.playOptimistic(round);
        if (played !== RETRY) return played;
      }
      // A player betting from several places at once keeps moving the nonce under us: take the
      // seed row's lock and play the round the careful way.
      return this.playLocked(round);
    });
  }

  /**
   * The round in two statements: read the seeds, the session and any round this key played
   * (no lock), compute the outcome here, then `house_play` moves the nonce on only if it is
   * still the one used (compare and swap) and debits and credits in the same statement. RETRY
   * when another round took the nonce first.
   */
  private async playOptimistic(round: HouseRound): Promise<HouseAnswer | typeof RETRY> {
    const { userId, roundId, game, input } = round;
    const { db } = this.deps;
    const state = await readHouseRound(db, {
      userId,
      gameId: game.id,
      provider: HOUSE_PROVIDER,
      roundId,
      fresh: newPair(),
    });
    if (!state) return RETRY;
    if (round.clientKey !== undefined && state.prior) {
      return answerOfPrior(roundId, userId, input, state.prior, state.priorCredit);
    }
    if (!state.sessionId) throw new AppError(ErrorCode.GAME_SESSION_CLOSED);
    const seeds = {
      serverSeed: state.serverSeed,
      serverSeedHash: state.serverSeedHash,
      clientSeed: state.clientSeed,
      nonce: state.nonce,
    };
    const { debit, credit, answer } = this.roundCalls(round, seeds, state.sessionId);
    let applied;
    try {
      applied = await applyHouseRound(db, {
        userId,
        nonce: seeds.nonce,
        serverSeedHash: seeds.serverSeedHash,
        debit,
        credit,
        idleSeconds: SESSION_IDLE_SECONDS,
      });
    } catch (error) {
      const refusal = houseRefusal(error);
      if (refusal !== undefined) raiseRefusal(refusal as SeamlessAnswer);
      const state = sqlStateOf(error);
      // A parallel debit emptied the coin between the balance check and the transfer.
      if (state === '23514') throw new AppError(ErrorCode.INSUFFICIENT_BALANCE);
      // The same key played at the same instant, or a deadlock or serialization conflict.
      if (state === '23505' || isRetryableConflict(error)) return RETRY;
      throw error;
    }
    if (applied.retry) return RETRY;
    const credited = applied.credit as SeamlessAnswer;
    raiseRefusal(credited);
    return { ...answer, coin: credited.balance };
  }

  /** The wallet calls of a round and its answer but the balance, from the seeds it uses. */
  private roundCalls(
    round: HouseRound,
    seeds: { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number },
    sessionId: string,
  ) {
    const { roundId, game, fair, input } = round;
    const { nonce } = seeds;
    const played = playFair(
      fair,
      { serverSeed: seeds.serverSeed, clientSeed: seeds.clientSeed, nonce },
      input.bet,
      input.params,
    );
    // A game without a bound on its wins (the slot) pays at most its maximum win.
    const payout = capPayout(played.payout, game.maxWin);
    const detail: RoundDetail = {
      game: fair,
      serverSeedHash: seeds.serverSeedHash,
      clientSeed: seeds.clientSeed,
      nonce,
      params: input.params,
      outcome: played.outcome,
    };
    const debitRequest = { sessionId, txId: `${roundId}:bet`, roundId, amount: input.bet };
    const creditRequest = {
      sessionId,
      txId: `${roundId}:win`,
      roundId,
      amount: payout,
      final: true,
    };
    return {
      debitRequest,
      creditRequest,
      detail,
      debit: SeamlessService.debitCall(HOUSE_PROVIDER, debitRequest, round.weightBp),
      credit: SeamlessService.creditCall(HOUSE_PROVIDER, creditRequest, detail),
      answer: {
        roundId,
        game: fair,
        bet: input.bet,
        payout,
        outcome: played.outcome,
        serverSeedHash: seeds.serverSeedHash,
        clientSeed: seeds.clientSeed,
        nonce,
      },
    };
  }

  /** The round in a transaction holding the player's seed row: the path under contention. */
  private playLocked(round: HouseRound): Promise<HouseAnswer> {
    const { userId, roundId, game, input, clientKey } = round;
    const { seamless, db } = this.deps;
    return withTransactionRetry(db, async (trx) => {
      await insertSeedsIfMissing(trx, { userId, ...newPair() });
      const seeds = await lockSeeds(trx, userId);
      if (!seeds) throw new Error(`seeds of ${userId} vanished`);
      if (clientKey !== undefined) {
        const first = await this.playedBefore(trx, userId, roundId, input);
        if (first) return first;
      }
      const session = await openSessionOf(trx, userId, game.id);
      if (!session) throw new AppError(ErrorCode.GAME_SESSION_CLOSED);
      const calls = this.roundCalls(round, seeds, session.id);
      const debit = await seamless.debit(trx, HOUSE_PROVIDER, calls.debitRequest, round.weightBp);
      raiseRefusal(debit);
      await advanceNonce(trx, userId, seeds.nonce);
      const credit = await seamless.credit(trx, HOUSE_PROVIDER, calls.creditRequest, calls.detail);
      raiseRefusal(credit);
      return { ...calls.answer, coin: credit.balance };
    });
  }

  /** The answer of the round a key played before, or null when it played none. */
  private async playedBefore(
    db: Db,
    userId: number,
    roundId: string,
    input: { gameId: number; bet: number; params: GamePlayParams },
  ) {
    const round = await findRoundWithDetail(db, HOUSE_PROVIDER, roundId);
    if (!round) return null;
    const credit = await findTx(db, HOUSE_PROVIDER, `${roundId}:win`);
    return answerOfPrior(roundId, userId, input, round, credit?.answer);
  }

  /** A demo round: throwaway seeds, revealed at once; no session, no ledger. */
  demo(input: { gameId: number; bet: number; params: GamePlayParams }) {
    const { game, fair } = this.builtinGame(input.gameId);
    if (!game.supportsTryIt) throw new AppError(ErrorCode.GAME_TRY_IT_UNAVAILABLE);
    const seeds = { serverSeed: generateServerSeed(), clientSeed: generateClientSeed(), nonce: 0 };
    const played = playFair(fair, seeds, input.bet, input.params);
    return { game: fair, bet: input.bet, ...played, ...seeds };
  }

  fairVerify(input: {
    game: FairGame;
    serverSeed: string;
    clientSeed: string;
    nonce: number;
    params?: { mines?: number };
  }) {
    try {
      const outcome = verify(
        input.game,
        input.serverSeed,
        input.clientSeed,
        input.nonce,
        input.params,
      );
      return { serverSeedHash: hashServerSeed(input.serverSeed), outcome: { ...outcome } };
    } catch (error) {
      if (error instanceof RangeError) throw invalid();
      throw error;
    }
  }
}
