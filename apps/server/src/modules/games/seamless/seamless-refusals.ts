import { AppError, ErrorCode } from '@/core/app-error';
import { limitReachedError } from '@/modules/limits/limit-refusals';
import { SeamlessError, type SeamlessAnswer } from './seamless-protocol';

/** For the house games: a refusal of the wallet as the player's error. */
export function raiseRefusal(
  answer: SeamlessAnswer,
): asserts answer is Extract<SeamlessAnswer, { ok: true }> {
  if (answer.ok) return;
  if (answer.error === SeamlessError.InsufficientBalance) {
    const { bet, cash, bonus, largestBet } = answer;
    // Both balances together would cover it, but a bet is paid from one (docs/adr/0055).
    if (bet !== undefined && cash !== undefined && bonus !== undefined && largestBet !== undefined)
      throw new AppError(ErrorCode.BET_NEEDS_ONE_BALANCE, { bet, cash, bonus, largestBet });
    throw new AppError(ErrorCode.INSUFFICIENT_BALANCE);
  }
  if (answer.error === SeamlessError.BetLimit) throw new AppError(ErrorCode.GAME_BET_ABOVE_MAX);
  if (
    answer.error === SeamlessError.PlayLimit &&
    answer.limit !== undefined &&
    answer.left !== undefined &&
    answer.resetsAt !== undefined
  )
    throw limitReachedError({
      limit: answer.limit,
      left: answer.left,
      resetsAt: answer.resetsAt,
    });
  if (answer.error === SeamlessError.BonusBetLimit)
    throw new AppError(
      ErrorCode.BONUS_MAX_BET,
      answer.maxBet === undefined ? undefined : { maxBet: answer.maxBet },
    );
  if (
    answer.error === SeamlessError.SessionExpired ||
    answer.error === SeamlessError.SessionUnknown
  )
    throw new AppError(ErrorCode.GAME_SESSION_CLOSED);
  throw new Error(`house wallet refused: ${answer.error}`);
}
