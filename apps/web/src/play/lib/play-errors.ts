import { ErrorCode } from '@lobby/contract/values/errors';
import { ApiError, HttpError, TimeoutError } from '@/lib/api-errors';
import { oneBalanceValues } from '@/lib/one-balance';
import { formatCoins } from './format';

/** Refusals the game pages put in their own words (en-US-play `errors.code.<errcode>`). */
const WORDED: readonly number[] = [
  ErrorCode.BAD_REQUEST,
  ErrorCode.UNAUTHORIZED,
  ErrorCode.NOT_FOUND,
  ErrorCode.RATE_LIMITED,
  ErrorCode.INTERNAL,
  ErrorCode.UNAVAILABLE,
  ErrorCode.INSUFFICIENT_BALANCE,
  ErrorCode.IDEMPOTENCY_KEY_REUSED,
  ErrorCode.AMOUNT_BELOW_MIN,
  ErrorCode.AMOUNT_ABOVE_MAX,
  ErrorCode.GAME_NOT_FOUND,
  ErrorCode.GAME_TRY_IT_UNAVAILABLE,
  ErrorCode.GAME_SESSION_CLOSED,
  ErrorCode.GAME_NOT_BUILTIN,
  ErrorCode.GAME_BET_INVALID,
  ErrorCode.GAME_BET_ABOVE_MAX,
  ErrorCode.GAME_WIN_ABOVE_MAX,
  ErrorCode.BONUS_MAX_BET,
  ErrorCode.BET_NEEDS_ONE_BALANCE,
  ErrorCode.CONFIG_UNAVAILABLE,
  ErrorCode.PLAY_LIMIT_LOSS,
  ErrorCode.PLAY_LIMIT_WAGER,
  ErrorCode.PLAY_LIMIT_SESSION_TIME,
];

/** The refusals whose data names a figure (hundredths), and the data field that names it. */
const FIGURED: Partial<Record<number, string>> = {
  [ErrorCode.BONUS_MAX_BET]: 'maxBet',
  [ErrorCode.PLAY_LIMIT_LOSS]: 'left',
  [ErrorCode.PLAY_LIMIT_WAGER]: 'left',
};

const figureOf = (code: number, data: unknown): number | undefined => {
  const field = FIGURED[code];
  const value = field ? (data as Record<string, unknown> | null | undefined)?.[field] : undefined;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
};

export interface PlayErrorText {
  key: string;
  values?: Record<string, string | number>;
}

/** Any error a call can throw, as an en-US-play key: words, never a bare code. */
export function playErrorText(error: unknown): PlayErrorText {
  if (error instanceof ApiError) {
    const figure = figureOf(error.errcode, error.data);
    if (figure !== undefined)
      return { key: `errors.code.${error.errcode}_limit`, values: { limit: formatCoins(figure) } };
    const balances =
      error.errcode === ErrorCode.BET_NEEDS_ONE_BALANCE ? oneBalanceValues(error.data) : undefined;
    if (balances) return { key: `errors.code.${error.errcode}_figures`, values: balances };
    if (WORDED.includes(error.errcode)) return { key: `errors.code.${error.errcode}` };
    return { key: 'errors.withCode', values: { code: error.errcode } };
  }
  if (error instanceof TimeoutError) return { key: 'errors.timeout' };
  if (error instanceof HttpError && error.status >= 500) return { key: 'errors.server' };
  if (error instanceof HttpError) return { key: 'errors.withCode', values: { code: error.status } };
  return { key: 'errors.network' };
}

/**
 * Whether a failed round may still have been played: the answer never arrived (timeout, network,
 * a 5xx). Such a round is sent again with the same idempotency key, so it is played at most once;
 * a refusal (an errcode, a 4xx) is definite and the next round gets a new key.
 */
export function roundMayHavePlayed(error: unknown): boolean {
  if (error instanceof ApiError) {
    return error.errcode === ErrorCode.INTERNAL || error.errcode === ErrorCode.UNAVAILABLE;
  }
  if (error instanceof HttpError) return error.status >= 500;
  return true;
}
