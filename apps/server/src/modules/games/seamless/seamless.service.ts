import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../db/database';
import { AppError, ErrorCode, isAppError } from '../../../http/app-error';
import {
  balances,
  HouseAccount,
  transfer,
  UserAccount,
  withTransactionRetry,
  type TransferResult,
} from '../../../ledger/ledger';
import {
  claimTx,
  findSessionLive,
  findTx,
  insertDomainEvent,
  lockRound,
  markRolledBack,
  openRound,
  settleTx,
  updateRound,
} from './seamless.repo';
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
export const BET_SETTLED_EVENT = 'bet.settled';

/** The coin records' kinds (contract CoinDetailKind); a rollback shows beside its bet. */
export const LedgerKind = {
  Bet: 'bet',
  Win: 'win',
  Rollback: 'reversal:bet',
} as const;

const refuse = (error: SeamlessError): SeamlessAnswer => ({ ok: false, error });

const coinAfter = (result: TransferResult, userId: number) =>
  result.legs.find(
    (leg) =>
      'userId' in leg.account &&
      leg.account.userId === userId &&
      leg.account.kind === UserAccount.Coin,
  )?.balanceAfter ?? 0;

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

export interface SettledRound {
  provider: string;
  roundId: string;
  userId: number;
  gameId: number;
  bet: number;
  win: number;
}

/**
 * The seamless wallet (RULES.md "Games", docs/adr/0017): balance, debit, credit and rollback
 * per provider, each applied once per (provider, transaction id) in the same database
 * transaction as its ledger transfer (key `seamless:<provider>:<txId>`). The first answer is
 * stored with the id, refusals included, so a repeat answers exactly what the first did.
 */
export class SeamlessService {
  constructor(
    private readonly deps: {
      db: Db;
      /** Provider → HMAC key; the house provider needs none (it is called in process). */
      secrets: Readonly<Record<string, string>>;
    },
  ) {}

  /** Checks the provider and the signature over the exact bytes, then applies the operation. */
  async handleHttp(
    provider: string,
    op: string,
    rawBody: string,
    signature: string | undefined,
  ): Promise<SeamlessAnswer> {
    // The house provider is called in process only, whatever the environment lists.
    const secret = provider === HOUSE_PROVIDER ? undefined : this.deps.secrets[provider];
    if (!secret || !(op in seamlessRequests)) return refuse(SeamlessError.UnknownProvider);
    const expected = createHmac('sha256', secret).update(rawBody).digest();
    const given = Buffer.from(signature ?? '', 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
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
        return this.debit(this.deps.db, provider, request as DebitRequest);
      case 'credit':
        return this.credit(this.deps.db, provider, request as CreditRequest);
      case 'rollback':
        return this.rollback(this.deps.db, provider, request as RollbackRequest);
    }
  }

  async balance(provider: string, sessionId: string): Promise<SeamlessAnswer> {
    const session = await findSessionLive(this.deps.db, sessionId, SESSION_IDLE_SECONDS);
    if (!session || session.provider !== provider) return refuse(SeamlessError.SessionUnknown);
    return { ok: true, balance: (await balances(this.deps.db, session.user_id)).coin };
  }

  /**
   * Applies `work` once for the transaction id, in `db`'s transaction (or one of its own). A
   * refusal for want of balance rolls that transaction back; it is then remembered in a
   * transaction of its own, unless the caller owns the transaction (the house games), whose
   * whole round then fails.
   */
  private async once(
    db: Db,
    provider: string,
    op: Exclude<SeamlessOp, 'balance'>,
    request: { txId: string } & Record<string, unknown>,
    work: (trx: Db) => Promise<{
      answer: SeamlessAnswer;
      userId?: number | null;
      roundId?: string | null;
      amount?: number;
    }>,
  ): Promise<SeamlessAnswer> {
    const hash = requestHash(op, request);
    const attempt = () =>
      withTransactionRetry(db, async (trx) => {
        const claimed = await claimTx(trx, {
          provider,
          txId: request.txId,
          op,
          requestHash: hash,
          refTxId: typeof request.refTxId === 'string' ? request.refTxId : null,
        });
        if (!claimed) return this.repeat(trx, provider, op, request.txId, hash);
        const done = await work(trx);
        await settleTx(trx, provider, request.txId, {
          userId: done.userId ?? null,
          roundId: done.roundId ?? null,
          amount: done.amount ?? 0,
          answer: done.answer,
        });
        return done.answer;
      });
    try {
      return await attempt();
    } catch (error) {
      if (db.isTransaction || !isAppError(error) || error.code !== ErrorCode.INSUFFICIENT_BALANCE)
        throw error;
      const answer = refuse(SeamlessError.InsufficientBalance);
      const stored = await claimTx(db, {
        provider,
        txId: request.txId,
        op,
        requestHash: hash,
        answer,
      });
      return stored ? answer : this.repeat(db, provider, op, request.txId, hash);
    }
  }

  private async repeat(
    db: Db,
    provider: string,
    op: SeamlessOp,
    txId: string,
    hash: string,
  ): Promise<SeamlessAnswer> {
    const first = await findTx(db, provider, txId);
    if (!first) throw new Error(`seamless transaction ${provider}:${txId} vanished`);
    if (first.op === 'tombstone') {
      return op === 'debit'
        ? refuse(SeamlessError.DebitRolledBack)
        : refuse(SeamlessError.TxConflict);
    }
    if (first.op !== op || first.request_hash !== hash) return refuse(SeamlessError.TxConflict);
    return first.answer as SeamlessAnswer;
  }

  debit(db: Db, provider: string, request: DebitRequest): Promise<SeamlessAnswer> {
    return this.once(db, provider, 'debit', request, async (trx) => {
      const session = await findSessionLive(trx, request.sessionId, SESSION_IDLE_SECONDS);
      if (!session || session.provider !== provider)
        return { answer: refuse(SeamlessError.SessionUnknown) };
      const userId = session.user_id;
      if (!session.live) return { answer: refuse(SeamlessError.SessionExpired), userId };
      await openRound(trx, {
        provider,
        roundId: request.roundId,
        userId,
        gameId: session.game_id,
        sessionId: session.id,
      });
      const round = await lockRound(trx, provider, request.roundId);
      if (!round || round.user_id !== userId)
        return { answer: refuse(SeamlessError.RoundUnknown), userId };
      if (round.status === 'rolled_back')
        return { answer: refuse(SeamlessError.RoundRolledBack), userId };
      if (round.status === 'settled') return { answer: refuse(SeamlessError.RoundClosed), userId };
      // The transfer comes last: it locks the house account, which every round shares.
      await updateRound(trx, round.id, { bet: round.bet + request.amount });
      const moved = await transfer(trx, {
        key: `seamless:${provider}:${request.txId}`,
        kind: LedgerKind.Bet,
        userId,
        legs: [
          { account: { userId, kind: UserAccount.Coin }, amount: -request.amount },
          { account: { house: HouseAccount.Games }, amount: request.amount },
        ],
        // A valid bet (real coin, never demo) works off the turnover requirement.
        wagering: -request.amount,
        memo: { ref: request.roundId, provider, gameId: round.game_id },
      });
      return {
        answer: { ok: true, txId: request.txId, balance: coinAfter(moved, userId) },
        userId,
        roundId: request.roundId,
        amount: request.amount,
      };
    });
  }

  credit(
    db: Db,
    provider: string,
    request: CreditRequest,
    detail?: unknown,
  ): Promise<SeamlessAnswer> {
    return this.once(db, provider, 'credit', request, async (trx) => {
      const round = await lockRound(trx, provider, request.roundId);
      const session = await findSessionLive(trx, request.sessionId, SESSION_IDLE_SECONDS);
      if (!round || !session || round.user_id !== session.user_id)
        return { answer: refuse(SeamlessError.RoundUnknown) };
      const userId = round.user_id;
      if (round.status === 'rolled_back')
        return { answer: refuse(SeamlessError.RoundRolledBack), userId };
      if (round.status === 'settled') return { answer: refuse(SeamlessError.RoundClosed), userId };
      const win = round.win + request.amount;
      await updateRound(trx, round.id, {
        win,
        ...(request.final ? { status: 'settled' as const, settled: true } : {}),
        ...(detail === undefined ? {} : { detail }),
      });
      if (request.final && round.bet > 0) {
        const settled: SettledRound = {
          provider,
          roundId: round.round_id,
          userId,
          gameId: round.game_id,
          bet: round.bet,
          win,
        };
        // The outbox: VIP, tasks, rebate and agent consumers count valid bets from it.
        await insertDomainEvent(trx, BET_SETTLED_EVENT, userId, settled);
      }
      // The transfer comes last: it locks the house account, which every round shares.
      let balance: number;
      if (request.amount > 0) {
        const moved = await transfer(trx, {
          key: `seamless:${provider}:${request.txId}`,
          kind: LedgerKind.Win,
          userId,
          legs: [
            { account: { house: HouseAccount.Games }, amount: -request.amount },
            { account: { userId, kind: UserAccount.Coin }, amount: request.amount },
          ],
          memo: { ref: request.roundId, provider, gameId: round.game_id },
        });
        balance = coinAfter(moved, userId);
      } else {
        balance = (await balances(trx, userId)).coin;
      }
      return {
        answer: { ok: true, txId: request.txId, balance },
        userId,
        roundId: request.roundId,
        amount: request.amount,
      };
    });
  }

  rollback(db: Db, provider: string, request: RollbackRequest): Promise<SeamlessAnswer> {
    return this.once(db, provider, 'rollback', request, async (trx) => {
      const session = await findSessionLive(trx, request.sessionId, SESSION_IDLE_SECONDS);
      if (!session || session.provider !== provider)
        return { answer: refuse(SeamlessError.SessionUnknown) };
      const userId = session.user_id;
      const ok = async (): Promise<SeamlessAnswer> => ({
        ok: true,
        txId: request.txId,
        balance: (await balances(trx, userId)).coin,
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
      if (!answered.ok) return { answer: await ok(), userId, roundId: debit.round_id };
      if (debit.user_id !== userId) return { answer: refuse(SeamlessError.NotADebit), userId };
      if (debit.rolled_back_by !== null || debit.round_id === null)
        return { answer: await ok(), userId, roundId: debit.round_id };
      const round = await lockRound(trx, provider, debit.round_id);
      if (!round) throw new Error(`round ${provider}:${debit.round_id} of a debit vanished`);
      if (round.status === 'settled')
        return { answer: refuse(SeamlessError.RoundClosed), userId, roundId: round.round_id };
      await markRolledBack(trx, provider, debit.tx_id, request.txId);
      const bet = round.bet - debit.amount;
      await updateRound(trx, round.id, {
        bet,
        ...(bet === 0 ? { status: 'rolled_back' as const } : {}),
      });
      // The transfer comes last: it locks the house account, which every round shares.
      const moved = await transfer(trx, {
        key: `seamless:${provider}:${request.txId}`,
        kind: LedgerKind.Rollback,
        userId,
        legs: [
          { account: { house: HouseAccount.Games }, amount: -debit.amount },
          { account: { userId, kind: UserAccount.Coin }, amount: debit.amount },
        ],
        // The cancelled bet was not a valid bet: its turnover is owed again.
        wagering: debit.amount,
        memo: { ref: round.round_id, provider, gameId: round.game_id, refTxId: debit.tx_id },
      });
      return {
        answer: { ok: true, txId: request.txId, balance: coinAfter(moved, userId) },
        userId,
        roundId: round.round_id,
        amount: debit.amount,
      };
    });
  }

  /** For the house games: a refusal of the wallet as the player's error. */
  static raise(answer: SeamlessAnswer): asserts answer is Extract<SeamlessAnswer, { ok: true }> {
    if (answer.ok) return;
    if (answer.error === SeamlessError.InsufficientBalance)
      throw new AppError(ErrorCode.INSUFFICIENT_BALANCE);
    if (
      answer.error === SeamlessError.SessionExpired ||
      answer.error === SeamlessError.SessionUnknown
    )
      throw new AppError(ErrorCode.GAME_SESSION_CLOSED);
    throw new Error(`house wallet refused: ${answer.error}`);
  }
}
