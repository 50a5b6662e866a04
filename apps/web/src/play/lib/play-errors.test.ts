import { describe, expect, it } from 'vitest';
import { ErrorCode, errorCatalogue } from '@lobby/contract/values/errors';
import { ApiError, HttpError, TimeoutError } from '@/lib/api-errors';
import { playI18n, t } from './i18n';
import { playErrorText, roundMayHavePlayed } from './play-errors';

const words = (error: unknown) => {
  const text = playErrorText(error);
  return t(text.key, text.values);
};

describe('errors on the game pages', () => {
  it('says every refusal a round can meet in words of its own', () => {
    for (const code of [
      ErrorCode.INSUFFICIENT_BALANCE,
      ErrorCode.GAME_SESSION_CLOSED,
      ErrorCode.GAME_BET_INVALID,
      ErrorCode.GAME_NOT_FOUND,
      ErrorCode.GAME_TRY_IT_UNAVAILABLE,
      ErrorCode.IDEMPOTENCY_KEY_REUSED,
      ErrorCode.UNAUTHORIZED,
      ErrorCode.RATE_LIMITED,
      ErrorCode.INTERNAL,
    ]) {
      const text = playErrorText(new ApiError(code, 'msg', 200));
      expect(text.key).toBe(`errors.code.${code}`);
      expect(playI18n.exists(text.key), text.key).toBe(true);
      expect(words(new ApiError(code, 'msg', 200))).not.toMatch(/\d{3,}/);
    }
    expect(words(new ApiError(ErrorCode.INSUFFICIENT_BALANCE, 'x', 200))).toBe(
      'Your balance is not enough for this bet.',
    );
  });

  it('says the bonus’s largest bet as a rule with its figure and the way out, never a code', () => {
    expect(words(new ApiError(ErrorCode.BONUS_MAX_BET, 'x', 200, { maxBet: 500 }))).toBe(
      'This bet is above your bonus’s largest bet of 5.00 coins. Bet 5.00 coins or less, or pay it from cash (change “Pay bets from” below).',
    );
    // Without the figure (an older server): the same rule and way out.
    expect(words(new ApiError(ErrorCode.BONUS_MAX_BET, 'x', 200))).toBe(
      'This bet is above your bonus’s largest bet. Bet less, or pay it from cash (change “Pay bets from” below).',
    );
    for (const code of [ErrorCode.GAME_BET_ABOVE_MAX, ErrorCode.GAME_WIN_ABOVE_MAX]) {
      expect(words(new ApiError(code, 'x', 200))).not.toMatch(/error \d+/);
    }
  });

  it('tells a bet only both balances together cover as the one-balance rule, with its figures and the way out', () => {
    const figures = { bet: 1_200, cash: 800, bonus: 650, largestBet: 800 };
    expect(words(new ApiError(ErrorCode.BET_NEEDS_ONE_BALANCE, 'x', 200, figures))).toBe(
      'This bet needs 12.00 coins, but each bet is paid from one balance, never split: cash 8.00 coins, bonus 6.50 coins. Lower the bet to 8.00 coins or less; “Pay bets from” chooses which balance pays first.',
    );
    // Without every figure (an older server, a figure that is no amount): the rule and way out.
    for (const data of [undefined, { ...figures, largestBet: undefined }, { ...figures, cash: -1 }])
      expect(words(new ApiError(ErrorCode.BET_NEEDS_ONE_BALANCE, 'x', 200, data))).toBe(
        'A bet is paid whole from cash or from your bonus, never split, and neither covers this bet alone. Lower the bet; “Pay bets from” chooses which balance pays first.',
      );
    // Apart from a plain lack of money.
    expect(words(new ApiError(ErrorCode.INSUFFICIENT_BALANCE, 'x', 200, figures))).toBe(
      'Your balance is not enough for this bet.',
    );
  });

  it('never shows a bare code: an unknown refusal is a sentence that names it', () => {
    const text = words(new ApiError(1999, 'x', 200));
    expect(text).toBe('Something went wrong (error 1999). Please try again.');
    expect(Object.keys(errorCatalogue).length).toBeGreaterThan(0);
  });

  it('tells a lost connection from a refusal', () => {
    expect(words(new TimeoutError('POST', '/app/v1/gamePlay', 10_000))).toMatch(/in time/);
    expect(words(new TypeError('Failed to fetch'))).toMatch(/connection/);
    expect(words(new HttpError('POST', '/app/v1/gamePlay', 502, 'Bad Gateway'))).toMatch(
      /our side/,
    );
  });

  it('sends a round again (same key) only when its answer may have been lost', () => {
    expect(roundMayHavePlayed(new TimeoutError('POST', '/x', 1))).toBe(true);
    expect(roundMayHavePlayed(new TypeError('Failed to fetch'))).toBe(true);
    expect(roundMayHavePlayed(new HttpError('POST', '/x', 504, 'Gateway Timeout'))).toBe(true);
    expect(roundMayHavePlayed(new ApiError(500, 'x', 500))).toBe(true);
    expect(roundMayHavePlayed(new ApiError(1201, 'x', 200))).toBe(false);
    expect(roundMayHavePlayed(new ApiError(400, 'x', 400))).toBe(false);
    expect(roundMayHavePlayed(new HttpError('POST', '/x', 404, 'Not Found'))).toBe(false);
  });
});
