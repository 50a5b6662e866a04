import { describe, expect, it } from 'vitest';
import {
  formatChance,
  formatCoins,
  formatMultiplierE2,
  formatMultiplierE4,
  formatRoll,
  shortMultiplier,
} from './format';

describe('amounts and multipliers as shown', () => {
  it('shows coins with two decimals and thousands separators', () => {
    expect(formatCoins(100_000)).toBe('1,000.00 coins');
    expect(formatCoins(5)).toBe('0.05 coins');
    expect(formatCoins(123_456_789)).toBe('1,234,567.89 coins');
  });

  it('floors what is not a whole hundredth', () => {
    expect(formatCoins(199.99)).toBe('1.99 coins');
  });

  it('shows multipliers with their own precision', () => {
    expect(formatMultiplierE4(19_801)).toBe('1.9801×');
    expect(formatMultiplierE4(20_002)).toBe('2.0002×');
    expect(formatMultiplierE4(10_776_131)).toBe('1,077.6131×');
    expect(formatMultiplierE2(247)).toBe('2.47×');
    expect(shortMultiplier(150)).toBe('1.5×');
    expect(shortMultiplier(200)).toBe('2×');
    expect(shortMultiplier(1_000)).toBe('10×');
    expect(shortMultiplier(10_000)).toBe('100×');
    expect(shortMultiplier(125)).toBe('1.25×');
  });

  it('shows rolls and chances in hundredths', () => {
    expect(formatRoll(5_023)).toBe('50.23');
    expect(formatRoll(10_000)).toBe('100.00');
    expect(formatChance(4_950)).toBe('49.50%');
  });
});
