import { createHash } from 'node:crypto';
import { hexSignatureMatches, hmacSha256 } from '@/core/signed-raw-body';
import type { Db } from '@/db/database';
import { GroupCommit } from '@/db/group-commit';
import { isRetryableConflict, sqlStateOf } from '@/db/errors';
import { AppError, ErrorCode } from '@/core/app-error';
import { balances, HouseAccount, transfer, UserAccount } from '@/ledger/ledger';
import { withTransactionRetry } from '@/db/transaction-retry';
import {
  applyCall,
  applyCalls,
  claimTx,
  findSessionLive,
  findTx,
  lockRound,
  markRolledBack,
  repeatAnswer,
  debitOnBreak,
  settleTx,
  setRoundBet,
  type WalletCall,
} from './seamless.repo';
import { lockOpenBonus, restoreBonusWagering } from '@/modules/bonus/bonus-wagering';
import { recordLimitHit } from '@/modules/limits/limit-hits';
import { giveBackStake } from '@/modules/limits/limits.reads';
import {
  SeamlessError,
  seamlessRequests,
  type CreditRequest,
  type DebitRequest,
  type RollbackRequest,
  type SeamlessAnswer,
  type SeamlessOp,
} from './seamless-protocol';

/** Our own games' provider: the built-in games play through the same wallet as any provider. */
export const HOUSE_PROVIDER = 'house';
/** A game session that has not been heard from for this long takes no more bets. */
export const SESSION_IDLE_SECONDS = 180;
/**
 * Written by `seamless_credit` (migration 20261123000200) when a round with a bet settles: the
 * domain event the rewards consumers (VIP, tasks, rebate) read.
 * @public
 */
export const BET_SETTLED_EVENT = 'bet.settled';
/** Calls of one wallet operation at most: conflicts and a balance emptied meanwhile. */
const MAX_CALL_ATTEMPTS = 4;
/** Batches of calls in flight at once, and calls per batch (docs/adr/0019). */
const BATCHES_IN_FLIGHT = 2;
const BATCH_SIZE = 64;

/** The coin records' kinds (contract CoinDetailKind); a rollback shows beside its bet. */
export const LedgerKind = {
  Bet: 'bet',
  Win: 'win',
  Rollback: 'reversal:bet',
} as const;

const refuse = (error: SeamlessError): SeamlessAnswer => ({ ok: false, error });

/** What a player can bet with, as the wallet answers it: cash and the open bonus's balance. */
export const playable = (b: { coin: number; bonus: number }) => b.coin + b.bonus;

/** What a request asks for, as its identity: the same id with another hash is a conflict. */
const requestHash = (op: SeamlessOp, request: Record<string, unknown>) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        op,
        ...Object.keys(request)
          .sort()
          .map((key) => [key, request[key]]),
      ]),
    )
    .digest('hex');

/**
 * The seamless wallet (docs/rules.md "Games", docs/adr/0017): balance, debit, credit and rollback
 * per provider, each applied once per (provider, transaction id) in the same database
 * transaction as its ledger transfer (key `seamless:<provider>:<txId>`). The first answer is
 * stored with the id, refusals included, so a repeat answers exactly what the first did.
 */
export class SeamlessService {
  readonly #batcher = new GroupCommit<WalletCall, SeamlessAnswer>({
    maxInFlight: BATCHES_IN_FLIGHT,
    maxBatch: BATCH_SIZE,
    // Two batches side by side use both cores; concurrent calls of different rounds, sessions
    // and ids may be applied in either order, as they could be without batches.
    shareSlots: true,
    // A round's or a session's calls lock the same rows: one batch at a time holds them.
    exclusive: (call) => [
      `tx:${call.provider}:${call.txId}`,
      `round:${call.provider}:${call.roundId}`,
      `session:${call.sessionId}`,
    ],
    runBatch: async (calls) =>
      (await applyCalls(this.deps.db, calls, SESSION_IDLE_SECONDS)) as SeamlessAnswer[],
    runOne: (call) => this.applyOne(this.deps.db, call),
  });

  /**
   * Provider → HMAC key, in a Map: names from the URL ("__proto__", "constructor") find nothing
   * that is not a provider's. The house provider needs none (it is called in process).
   */
  private readonly secrets: ReadonlyMap<string, string>;

  constructor(
    private readonly deps: {
      db: Db;
      /** Provider → HMAC key (GAME_PROVIDER_SECRETS). */
      secrets: Readonly<Record<string, string>>;
      /** False applies every call on its own (tests of that path); default true. */
      groupCommit?: boolean;
      /** A refused signature is a security event (core/security-events.ts). */
      onSignatureRefused?: (provider: string, op: string) => void;
    },
  ) {
    this.secrets = new Map(Object.entries(deps.secrets));
  }

  /**
   * Checks the provider, the operation and the signature over the exact bytes, then applies the
   * operation. An unknown provider or operation is UNKNOWN_PROVIDER / UNKNOWN_OPERATION (404).
   */
  async handleHttp(
    provider: string,
    op: string,
    rawBody: string,
    signature: string | undefined,
  ): Promise<SeamlessAnswer> {
    // The house provider is called in process only, whatever the environment lists.
    const secret = provider === HOUSE_PROVIDER ? undefined : this.secrets.get(provider);
    if (secret === undefined) return refuse(SeamlessError.UnknownProvider);
    if (!Object.hasOwn(seamlessRequests, op)) return refuse(SeamlessError.UnknownOperation);
    if (!hexSignatureMatches(hmacSha256(secret, rawBody), signature)) {
      this.deps.onSignatureRefused?.(provider, op);
      return refuse(SeamlessError.BadSignature);
    }
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      return refuse(SeamlessError.BadRequest);
    }
    const parsed = seamlessRequests[op as SeamlessOp].safeParse(body);
    if (!parsed.success) return refuse(SeamlessError.BadRequest);
    const request = parsed.data;
    switch (op as SeamlessOp) {
      case 'balance':
        return this.balance(provider, (request as { sessionId: string }).sessionId);
      case 'debit':
        return (
          (await this.refusedForBreak(provider, request as DebitRequest)) ??
          this.providerDebit(provider, request as DebitRequest)
        );
      case 'credit':
        return this.credit(this.deps.db, provider, request as CreditRequest);
      case 'rollback':
        return this.rollback(this.deps.db, provider, request as RollbackRequest);
    }
  }

  /** A provider's bet; one a loss or wager limit refuses is recorded after it (ADR 0075). */
  private async providerDebit(provider: string, request: DebitRequest) {
    const answer = await this.debit(this.deps.db, provider, request);
    if (!answer.ok && answer.error === SeamlessError.PlayLimit) {
      const session = await findSessionLive(
        this.deps.db,
        request.sessionId,
        SESSION_IDLE_SECONDS,
      ).catch(() => undefined);
      if (session) await recordLimitHit(this.deps.db, session.userId, answer.limit ?? 'unknown');
    }
    return answer;
  }

  /** A provider's new debit for a player on a break is refused (ADR 0071); null otherwise. */
  private async refusedForBreak(provider: string, debit: DebitRequest) {
    return (await debitOnBreak(this.deps.db, provider, debit.txId, debit.sessionId))
      ? refuse(SeamlessError.PlayerOnBreak)
      : null;
  }

  async balance(provider: string, sessionId: string): Promise<SeamlessAnswer> {
    const session = await findSessionLive(this.deps.db, sessionId, SESSION_IDLE_SECONDS);
    if (!session || session.provider !== provider) return refuse(SeamlessError.SessionUnknown);
    return { ok: true, balance: playable(await balances(this.deps.db, session.userId)) };
  }

  /**
   * Applies a rollback's `work` once for its transaction id, in `db`'s transaction or one of
   * its own; a repeat answers as the first did (`seamless_repeat`, as debits and credits do).
   */
  private once(
    db: Db,
    provider: string,
    request: RollbackRequest,
    work: (trx: Db) => Promise<{
      answer: SeamlessAnswer;
      userId?: number | null;
      roundId?: string | null;
      amount?: number;
    }>,
  ): Promise<SeamlessAnswer> {
    const hash = requestHash('rollback', request);
    return withTransactionRetry(db, async (trx) => {
      const claimed = await claimTx(trx, {
        provider,
        txId: request.txId,
        op: 'rollback',
        requestHash: hash,
        refTxId: request.refTxId,
      });
      if (!claimed)
        return (await repeatAnswer(
          trx,
          provider,
          request.txId,
          'rollback',
          hash,
        )) as SeamlessAnswer;
      const done = await work(trx);
      await settleTx(trx, provider, request.txId, {
        userId: done.userId ?? null,
        roundId: done.roundId ?? null,
        amount: done.amount ?? 0,
        answer: done.answer,
      });
      return done.answer;
    });
  }

  /**
   * A bet, by one call of `seamless_debit` (docs/adr/0019, 0021): checks the session, the game's
   * and the open bonus's maximum bets and the round, refuses a bet beyond the balance it is
   * taken from (the open bonus's while it covers the bet, else cash), opens or adds to the round,
   * moves the money to the house games account and works its valid amount off the wagering.
   * `weightBp` is the bet's weight toward wagering when the caller knows its risk.
   */
  debit(
    db: Db,
    provider: string,
    request: DebitRequest,
    weightBp?: number,
  ): Promise<SeamlessAnswer> {
    return this.call(db, SeamlessService.debitCall(provider, request, weightBp));
  }

  /**
   * A win (0 for a loss), by one call of `seamless_credit`: pays into a known open round of the
   * session's player and, when `final`, settles it and records BET_SETTLED_EVENT. `detail` is
   * what the house games keep of the round.
   */
  credit(
    db: Db,
    provider: string,
    request: CreditRequest,
    detail?: unknown,
  ): Promise<SeamlessAnswer> {
    return this.call(db, SeamlessService.creditCall(provider, request, detail));
  }

  /** A debit as the wallet's functions take it. */
  static debitCall(provider: string, request: DebitRequest, weightBp?: number): WalletCall {
    return {
      op: 'debit',
      provider,
      txId: request.txId,
      hash: requestHash('debit', request),
      sessionId: request.sessionId,
      roundId: request.roundId,
      amount: request.amount,
      ...(weightBp === undefined ? {} : { weightBp }),
    };
  }

  /** A credit as the wallet's functions take it. */
  static creditCall(provider: string, request: CreditRequest, detail?: unknown): WalletCall {
    return {
      op: 'credit',
      provider,
      txId: request.txId,
      hash: requestHash('credit', request),
      sessionId: request.sessionId,
      roundId: request.roundId,
      amount: request.amount,
      final: request.final,
      detail,
    };
  }

  /** How the calls outside transactions were applied (tests, metrics). */
  get batchStats() {
    return { ...this.#batcher.stats };
  }

  /**
   * A call inside a caller's transaction is a statement of it; otherwise it is applied with the
   * calls made at the same time, by one statement and one commit (group commit).
   */
  private call(db: Db, call: WalletCall): Promise<SeamlessAnswer> {
    if (db.isTransaction || db !== this.deps.db || this.deps.groupCommit === false)
      return this.applyOne(db, call);
    return this.#batcher.submit(call);
  }

  /**
   * Applies one call. On its own it is a transaction of its own, run again (a bounded number
   * of times) on a conflict, on a parallel call with the same id (23505: the next call answers
   * as that one did), and when a parallel debit emptied the coin between the function's balance
   * check and its transfer (23514: the next call refuses). Inside a caller's transaction (the
   * house games) the caller owns the retry, and that refusal fails the caller's round.
   */
  private async applyOne(db: Db, call: WalletCall): Promise<SeamlessAnswer> {
    for (let attempt = 1; ; attempt++) {
      try {
        return (await applyCall(db, call, SESSION_IDLE_SECONDS)) as SeamlessAnswer;
      } catch (error) {
        const state = sqlStateOf(error);
        if (state === '23514' && db.isTransaction)
          throw new AppError(ErrorCode.INSUFFICIENT_BALANCE);
        const again = state === '23514' || state === '23505' || isRetryableConflict(error);
        if (db.isTransaction || !again || attempt >= MAX_CALL_ATTEMPTS) throw error;
        await new Promise((r) => setTimeout(r, Math.random() * 10 * attempt));
      }
    }
  }

  rollback(db: Db, provider: string, request: RollbackRequest): Promise<SeamlessAnswer> {
    return this.once(db, provider, request, async (trx) => {
      const session = await findSessionLive(trx, request.sessionId, SESSION_IDLE_SECONDS);
      if (!session || session.provider !== provider)
        return { answer: refuse(SeamlessError.SessionUnknown) };
      const userId = session.userId;
      // Locks in the order a debit takes them: the open bonus, then the round.
      const openBonus = await lockOpenBonus(trx, userId);
      const ok = async (): Promise<SeamlessAnswer> => ({
        ok: true,
        txId: request.txId,
        balance: playable(await balances(trx, userId)),
      });
      // An unknown debit leaves a tombstone under its id, so the debit is refused if it comes.
      const tombstoned = await claimTx(trx, {
        provider,
        txId: request.refTxId,
        op: 'tombstone',
        requestHash: 'tombstone',
        roundId: request.roundId ?? null,
        userId,
        answer: refuse(SeamlessError.DebitRolledBack),
      });
      if (tombstoned) return { answer: await ok(), userId, roundId: request.roundId ?? null };
      const debit = await findTx(trx, provider, request.refTxId, true);
      if (!debit) throw new Error(`seamless transaction ${provider}:${request.refTxId} vanished`);
      if (debit.op === 'tombstone') return { answer: await ok(), userId };
      if (debit.op !== 'debit') return { answer: refuse(SeamlessError.NotADebit), userId };
      const answered = debit.answer as SeamlessAnswer;
      // A refused debit moved nothing: its rollback has nothing to undo.
      if (!answered.ok) return { answer: await ok(), userId, roundId: debit.roundId };
      if (debit.userId !== userId) return { answer: refuse(SeamlessError.NotADebit), userId };
      if (debit.rolledBackBy !== null || debit.roundId === null)
        return { answer: await ok(), userId, roundId: debit.roundId };
      const round = await lockRound(trx, provider, debit.roundId);
      if (!round) throw new Error(`round ${provider}:${debit.roundId} of a debit vanished`);
      if (round.status === 'settled')
        return { answer: refuse(SeamlessError.RoundClosed), userId, roundId: round.roundId };
      await markRolledBack(trx, provider, debit.txId, request.txId);
      await setRoundBet(trx, round.id, round.bet - debit.amount, round.validBet - debit.validBet);
      // The cancelled stake no longer counts toward the player's loss and wager limits.
      await giveBackStake(trx, userId, round.fundedBy, debit.amount);
      // The cancelled bet was not a valid bet: the wagering it worked off is owed again.
      if (debit.countedFor !== null && debit.countedFor === openBonus?.id) {
        await restoreBonusWagering(trx, debit.countedFor, debit.validBet);
      }
      // The transfer comes last: it locks the house account, which every round shares. The
      // stake returns to the account it came from (an open round's bonus is still open: a bonus
      // closes only when none of its rounds is).
      const account = round.fundedBy === 'bonus' ? UserAccount.Bonus : UserAccount.Coin;
      await transfer(trx, {
        key: `seamless:${provider}:${request.txId}`,
        kind: LedgerKind.Rollback,
        userId,
        legs: [
          { account: { house: HouseAccount.Games }, amount: -debit.amount },
          { account: { userId, kind: account }, amount: debit.amount },
        ],
        ...(debit.validBet > 0 ? { wagering: debit.validBet } : {}),
        memo: {
          ref: round.roundId,
          provider,
          gameId: round.gameId,
          refTxId: debit.txId,
          ...(account === UserAccount.Bonus ? { wallet: 'bonus' } : {}),
        },
      });
      return {
        answer: await ok(),
        userId,
        roundId: round.roundId,
        amount: debit.amount,
      };
    });
  }
}
