import { describe, expect, it } from 'vitest';
import { ErrorCode, errorCatalogue } from '@lobby/contract/values/errors';
import { i18n } from '@/i18n/i18n';
import { ApiError } from '@/lib/api-errors';
import { describeError, errorText, fieldErrorsOf } from '@/lib/error-message';

// The limits' refusals in the player's words (errcodes 1700–1707, docs/api.md).
const t = i18n.getFixedT('en-US');
const refusal = (errcode: number, data?: unknown) =>
  new ApiError(errcode, errorCatalogue[errcode as ErrorCode].msg, 200, data);
const words = (error: unknown) => describeError(errorText(error), t);
const limitCodes = Object.values(ErrorCode).filter((c) => c >= 1700 && c <= 1709);

describe('limits refusals', () => {
  it('has its own text for every limits errcode', () => {
    expect(limitCodes).toHaveLength(8);
    const texts = limitCodes.map((code) => words(refusal(code)));
    for (const text of texts) {
      expect(text).not.toMatch(/^errors\.|Something went wrong/);
      expect(text).not.toContain('{{');
    }
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('says what is left and when it resets, on the deposit’s amount field', () => {
    const error = refusal(ErrorCode.PLAY_LIMIT_DEPOSIT, {
      limit: 'depositDay',
      left: 3_050,
      resetsAt: 1_800_000_000,
      sentence: 'x',
    });
    const text = words(error);
    expect(text).toMatch(/^This deposit would go over your deposit limit\. You can deposit 30\.50/);
    expect(text).not.toContain('{{');
    expect(fieldErrorsOf(error, ['amount'], t).amount).toBe(text);
    expect(words(refusal(ErrorCode.PLAY_LIMIT_LOSS, { left: 0, resetsAt: 1_800_000_000 }))).toMatch(
      /loss limit\. You can bet 0\.00/,
    );
    expect(words(refusal(ErrorCode.PLAY_LIMIT_SESSION_TIME, { resetsAt: 1_800_000_000 }))).toMatch(
      /play time limit\. You can play again from/,
    );
  });
});
