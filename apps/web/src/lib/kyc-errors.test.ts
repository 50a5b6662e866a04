import { describe, expect, it } from 'vitest';
import { ErrorCode, errorCatalogue } from '@lobby/contract/values/errors';
import { i18n } from '../i18n/i18n';
import { ApiError } from './api-errors';
import { describeError, errcodeText, errorText } from './error-message';

const t = i18n.getFixedT('en-US');
const refusal = (errcode: number) =>
  new ApiError(errcode, errorCatalogue[errcode as ErrorCode].msg, 200);
const words = (error: unknown) => describeError(errorText(error), t);

describe('know-your-customer errcodes → message', () => {
  it('tells each kyc errcode 1730–1749 in its own words, never a code', () => {
    const kycCodes = Object.values(ErrorCode).filter((c) => errorCatalogue[c].module === 'kyc');
    expect(kycCodes).toEqual(expect.arrayContaining([1730, 1731, 1738, 1739]));
    expect(kycCodes.every((c) => c >= 1730 && c <= 1749)).toBe(true);
    const texts = kycCodes.map((code) => words(refusal(code)));
    for (const [i, code] of kycCodes.entries()) {
      expect(texts[i], `errcode ${code}`).not.toMatch(/^errors\.|code \d|\{\{/);
      expect(describeError(errcodeText(code), t)).toBe(texts[i]);
    }
    expect(new Set(texts).size).toBe(texts.length);
    expect(words(refusal(ErrorCode.KYC_UNDERAGE))).toBe(
      'You are under the minimum age to play. Your account is closed for play; you can still withdraw your cash.',
    );
  });
});
