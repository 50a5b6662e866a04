import type { LengthLimit } from '@lobby/contract/app-config';
import type { Hundredths } from '@lobby/contract/values/money';
import type { Problem } from './card-rules';

/** Why an amount cannot be moved in or out of the safebox (the server checks it again). */
export function moveProblem(amount: Hundredths | null, available: Hundredths): Problem {
  if (amount === null || amount <= 0) return { key: 'wallet.amountRequired' };
  if (amount > available) return { key: 'wallet.overAvailable' };
  return null;
}

/** The safebox password: digits only, appConfig `limits.safeboxPassword` long (6). */
export function checkPin(value: string, limit: LengthLimit): Problem {
  if (!value) return { key: 'wallet.pinRequired' };
  if (!/^\d+$/.test(value) || value.length < limit.min || value.length > limit.max) {
    return limit.min === limit.max
      ? { key: 'wallet.pinLengthExact', values: { count: limit.min } }
      : { key: 'wallet.pinLength', values: { min: limit.min, max: limit.max } };
  }
  return null;
}

/** A new safebox password and its repetition. */
export function checkNewPin(
  pin: string,
  again: string,
  limit: LengthLimit,
): { pin: Problem; again: Problem } {
  const problem = checkPin(pin, limit);
  return {
    pin: problem,
    again: !problem && pin !== again ? { key: 'wallet.pinMismatch' } : null,
  };
}
