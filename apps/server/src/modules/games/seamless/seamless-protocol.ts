import { z } from 'zod';

/**
 * The seamless-wallet protocol a game provider calls: `POST /provider/v1/<provider>/<op>` with a
 * JSON body signed by `x-signature: <hex HMAC-SHA256(provider secret, raw body)>`. Amounts are
 * integers of hundredths. Every money operation carries the provider's transaction id, unique per
 * provider; a repeat answers the first answer, the same id with other fields is a conflict.
 */

export const SIGNATURE_HEADER = 'x-signature';

const TxId = z.string().min(1).max(128);
const RoundId = z.string().min(1).max(128);
const SessionId = z.string().min(1).max(128);

export const BalanceRequest = z.object({ sessionId: SessionId });
/**
 * A bet: takes `amount` whole from one of the player's balances (cash or an open bonus's balance,
 * the one the player chose first when it covers the bet, else the other; docs/rules.md "Bonus
 * money"); needs a live game session.
 */
export const DebitRequest = z.object({
  sessionId: SessionId,
  txId: TxId,
  roundId: RoundId,
  amount: z.number().int().min(1).max(1_000_000_000_000),
});
/** A win (0 for a loss): pays where the round's bets came from; `final` (default true) settles the round. */
export const CreditRequest = z.object({
  sessionId: SessionId,
  txId: TxId,
  roundId: RoundId,
  amount: z.number().int().min(0).max(1_000_000_000_000),
  final: z.boolean().default(true),
});
/** Cancels the debit `refTxId`; unknown debits are remembered and refused if they arrive later. */
export const RollbackRequest = z.object({
  sessionId: SessionId,
  txId: TxId,
  refTxId: TxId,
  roundId: RoundId.optional(),
});

export type BalanceRequest = z.infer<typeof BalanceRequest>;
export type DebitRequest = z.infer<typeof DebitRequest>;
export type CreditRequest = z.infer<typeof CreditRequest>;
export type RollbackRequest = z.infer<typeof RollbackRequest>;

export const seamlessRequests = {
  balance: BalanceRequest,
  debit: DebitRequest,
  credit: CreditRequest,
  rollback: RollbackRequest,
} as const;
export type SeamlessOp = keyof typeof seamlessRequests;

export const SeamlessError = {
  BadRequest: 'BAD_REQUEST',
  BadSignature: 'BAD_SIGNATURE',
  UnknownProvider: 'UNKNOWN_PROVIDER',
  /** No such operation at /provider/v1/<provider>/<op> (only balance, debit, credit, rollback). */
  UnknownOperation: 'UNKNOWN_OPERATION',
  TxConflict: 'TX_CONFLICT',
  SessionUnknown: 'SESSION_UNKNOWN',
  SessionExpired: 'SESSION_EXPIRED',
  InsufficientBalance: 'INSUFFICIENT_BALANCE',
  DebitRolledBack: 'DEBIT_ROLLED_BACK',
  RoundUnknown: 'ROUND_UNKNOWN',
  RoundRolledBack: 'ROUND_ROLLED_BACK',
  RoundClosed: 'ROUND_CLOSED',
  NotADebit: 'NOT_A_DEBIT',
  /** The bet is above the game's maximum bet. */
  BetLimit: 'BET_LIMIT',
  /** The bet is above the maximum bet of the bonus the player is wagering. */
  BonusBetLimit: 'BONUS_BET_LIMIT',
  /**
   * The bet could take the player past a loss or wager limit they set (docs/player-protection.md
   * "Limits"); `limit`, `left` and `resetsAt` say which, what is left and when it resets.
   */
  PlayLimit: 'PLAY_LIMIT',
  /** The player is on a time-out or self-exclusion (ADR 0071): no new bet; credits still settle. */
  PlayerOnBreak: 'PLAYER_ON_BREAK',
} as const;
export type SeamlessError = (typeof SeamlessError)[keyof typeof SeamlessError];

/**
 * With INSUFFICIENT_BALANCE for a new round that neither balance covers alone while both
 * together would (a bet is never split): the bet, each balance and the largest bet one balance
 * pays now (hundredths).
 */
export interface OneBalanceFigures {
  bet: number;
  cash: number;
  bonus: number;
  largestBet: number;
}

export type SeamlessAnswer =
  | { ok: true; balance: number; txId?: string }
  /** `maxBet`: with BONUS_BET_LIMIT, the open bonus's largest bet (hundredths). */
  | ({ ok: false; error: SeamlessError; maxBet?: number } & Partial<OneBalanceFigures> &
      Partial<PlayLimitFigures>);

/** With PLAY_LIMIT: the limit's kind, what is left of it (hundredths) and when it resets (epoch s). */
export interface PlayLimitFigures {
  limit: string;
  left: number;
  resetsAt: number;
}

/** HTTP status of an answer: refusals of the business travel as 200, like the player API's. */
export const httpStatusOf = (answer: SeamlessAnswer) => {
  if (answer.ok) return 200;
  switch (answer.error) {
    case SeamlessError.BadRequest:
      return 400;
    case SeamlessError.BadSignature:
      return 401;
    case SeamlessError.UnknownProvider:
    case SeamlessError.UnknownOperation:
      return 404;
    case SeamlessError.TxConflict:
      return 409;
    default:
      return 200;
  }
};
