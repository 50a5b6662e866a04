import { describe, expect, it } from 'vitest';
import { formatHundredths, formatReward, isHundredths, parseAmount } from './money';

describe('formatHundredths', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [12345, '123.45'],
    [100, '1.00'],
    [123456789, '1,234,567.89'],
    [-5, '-0.05'],
    [-123456, '-1,234.56'],
  ])('%i → %s', (amount, text) => {
    expect(formatHundredths(amount)).toBe(text);
  });

  it('leaves out grouping on request', () => {
    expect(formatHundredths(123456789, false)).toBe('1234567.89');
  });

  it('refuses floats and unsafe integers', () => {
    expect(() => formatHundredths(1.5)).toThrow(TypeError);
    expect(() => formatHundredths(Number.MAX_SAFE_INTEGER + 1)).toThrow(TypeError);
    expect(isHundredths(NaN)).toBe(false);
  });
});

describe('parseAmount', () => {
  it.each([
    ['7', 700],
    ['12.3', 1230],
    ['12.345', 1234],
    ['12.349', 1234],
    ['1,000.5', 100050],
    [' 0.01 ', 1],
    ['10.', 1000],
  ])('%s → %i hundredths, floored', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });

  it.each(['', '-1', 'abc', '1e3', '1.2.3', '.5', '12345678901234'])('refuses %j', (text) => {
    expect(parseAmount(text)).toBeNull();
  });
});

describe('formatReward', () => {
  it('divides by 100 and floors', () => {
    expect(formatReward(1999)).toBe('19.99');
    expect(formatReward(1999.9)).toBe('19.99');
  });
});
