import { describe, expect, it } from 'vitest';
import { ErrorCode, errorCatalogue } from '@lobby/contract/values/errors';
import { ConsoleApiError } from './api-client';
import { errorMessage } from './error-message';

const refusal = (errcode: number, data?: unknown) =>
  new ConsoleApiError(errcode, `server words ${errcode}`, 200, data);

describe('errorMessage', () => {
  it('has the console’s own words for every console refusal', () => {
    const consoleCodes = Object.entries(errorCatalogue)
      .filter(([, entry]) => entry.module === 'console')
      .map(([code]) => Number(code));
    expect(consoleCodes.length).toBeGreaterThan(20);
    for (const code of consoleCodes) {
      const message = errorMessage(refusal(code));
      expect(message, String(code)).not.toContain('Something went wrong');
      expect(message, String(code)).not.toContain('{{');
    }
  });

  it('puts the refusal’s detail into its words, and falls back to the server’s', () => {
    expect(errorMessage(refusal(ErrorCode.WITHDRAWAL_ALREADY_DECIDED, { status: 'paid' }))).toBe(
      'This withdrawal has been decided already (it is now paid).',
    );
    expect(errorMessage(refusal(ErrorCode.MAIL_BROADCAST_INVALID, { reason: 'no title' }))).toBe(
      'The broadcast cannot be sent: no title',
    );
    expect(errorMessage(refusal(1499))).toBe('Something went wrong: server words 1499');
    expect(errorMessage(new TypeError('fetch failed'))).toContain('could not be reached');
  });
});
