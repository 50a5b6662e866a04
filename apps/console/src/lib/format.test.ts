import { describe, expect, it } from 'vitest';
import { formatHundredths, MINUS_SIGN } from '@lobby/contract/values/money';
import { formatMoney } from './format';

describe('the console’s money format', () => {
  it('is the player app’s: grouped, floored to the hundredth, the one minus sign', () => {
    expect(formatMoney(123_456)).toBe('1,234.56');
    expect(formatMoney(-350)).toBe(`${MINUS_SIGN}3.50`);
    expect(formatMoney(-123_456_789)).toBe(formatHundredths(-123_456_789));
    expect(formatMoney(-350)).not.toContain('-');
  });
});
