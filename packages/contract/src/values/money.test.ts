import { describe, expect, it } from 'vitest';
import {
  formatHundredths,
  formatReward,
  isHundredths,
  MINUS_SIGN,
  moneyFigure,
  parseAmount,
  percentOf,
} from './money';

describe('formatHundredths', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [12345, '123.45'],
    [100, '1.00'],
    [123456789, '1,234,567.89'],
    [-5, '\u22120.05'],
    [-123456, '\u22121,234.56'],
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

describe('moneyFigure', () => {
  it('shows an amount grouped, floored, the one minus sign or a plus on request before it', () => {
    expect(moneyFigure(123_456)).toBe('1,234.56');
    expect(moneyFigure(0)).toBe('0.00');
    expect(moneyFigure(-350)).toBe(`${MINUS_SIGN}3.50`);
    expect(moneyFigure(1_200, true)).toBe('+12.00');
    expect(moneyFigure(0, true)).toBe('0.00');
    expect(moneyFigure(1_234.9)).toBe('12.34');
    expect(moneyFigure(-1_234.1)).toBe(`${MINUS_SIGN}12.35`);
    expect(MINUS_SIGN).toBe('−');
  });

  it('carries no emoji: the apps draw their own coin sign (ADR 0064)', () => {
    for (const amount of [0, 5, -5, 123_456_789])
      expect(moneyFigure(amount, true)).toMatch(/^[+\u2212]?[\d,]+\.\d{2}$/);
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

describe('percentOf', () => {
  it('takes basis points of an amount: floor(amount × bp / 10000)', () => {
    expect(percentOf(12_345, 300)).toBe(370);
    expect(percentOf(999, 150)).toBe(14);
    expect(percentOf(0, 300)).toBe(0);
    expect(percentOf(100, 0)).toBe(0);
    // 10^12 × 100000 is past 2^53: BigInt keeps it exact.
    expect(percentOf(1_000_000_000_001, 9_999)).toBe(999_900_000_000);
  });
});
