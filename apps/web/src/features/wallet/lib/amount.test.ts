import { describe, expect, it } from 'vitest';
import {
  amountInputText,
  cleanAmountInput,
  money,
  percentText,
  readAmount,
  signedMoney,
} from './amount';

describe('amounts typed by the player', () => {
  it('keeps digits and one point with two decimals as they type', () => {
    expect(cleanAmountInput('12.345')).toBe('12.34');
    expect(cleanAmountInput('1,000.50')).toBe('1000.50');
    expect(cleanAmountInput('1.2.3')).toBe('1.23');
    expect(cleanAmountInput('.5')).toBe('0.5');
    expect(cleanAmountInput('007')).toBe('7');
    expect(cleanAmountInput('0.')).toBe('0.');
    expect(cleanAmountInput('$ 12 abc')).toBe('12');
    expect(cleanAmountInput('123456789012345')).toBe('12345678901');
  });

  it('reads the decimal text into hundredths exactly, never through a float', () => {
    // 0.29 * 100 is 28.999999999999996 in floating point; 1.15 * 100 is 114.99999999999999.
    expect(readAmount('0.29')).toBe(29);
    expect(readAmount('1.15')).toBe(115);
    expect(readAmount('4.35')).toBe(435);
    expect(readAmount('1000.5')).toBe(100_050);
    expect(readAmount('100')).toBe(10_000);
    expect(readAmount('99999999999.99')).toBe(9_999_999_999_999);
    for (let cents = 0; cents < 10_000; cents += 1) {
      const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
      expect(readAmount(text)).toBe(cents);
    }
  });

  it('is null for nothing or something that is not an amount', () => {
    expect(readAmount('')).toBeNull();
    expect(readAmount('  ')).toBeNull();
    expect(readAmount('abc')).toBeNull();
    expect(readAmount('-5')).toBeNull();
  });

  it('writes hundredths back as input text', () => {
    expect(amountInputText(5000)).toBe('50');
    expect(amountInputText(5050)).toBe('50.50');
    expect(amountInputText(7)).toBe('0.07');
    expect(readAmount(amountInputText(123_456_789))).toBe(123_456_789);
  });
});

describe('amounts shown', () => {
  it('floors to two decimals with thousands separators', () => {
    expect(money(1_234_567)).toBe('12,345.67 coins');
    expect(money(0)).toBe('0.00 coins');
    expect(money(12.9)).toBe('0.12 coins');
    expect(money(null)).toBe('—');
    expect(signedMoney(500)).toBe('+5.00 coins');
    expect(signedMoney(-2_000)).toBe('\u221220.00 coins');
  });

  it('shows basis points as a percentage', () => {
    expect(percentText(300)).toBe('3');
    expect(percentText(125)).toBe('1.25');
    expect(percentText(50)).toBe('0.5');
  });
});
