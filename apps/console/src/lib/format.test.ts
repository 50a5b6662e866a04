import { describe, expect, it } from 'vitest';
import { formatHundredths, MINUS_SIGN } from '@lobby/contract/values/money';
import { formatMoney } from './format';

describe('the console’s money format', () => {
  it('is the player app’s: grouped, floored to the hundredth, the one minus sign, the word as its sign', () => {
    expect(formatMoney(123_456)).toBe('1,234.56 coins');
    expect(formatMoney(-350)).toBe(`${MINUS_SIGN}3.50 coins`);
    expect(formatMoney(1_200, true)).toBe('+12.00 coins');
    expect(formatMoney(-123_456_789)).toBe(`${formatHundredths(-123_456_789)} coins`);
    expect(formatMoney(-350)).not.toContain('-');
    expect(formatMoney(-350)).not.toMatch(/\p{Extended_Pictographic}/u);
  });
});
