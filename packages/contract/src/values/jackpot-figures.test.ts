import { describe, expect, it } from 'vitest';
import { JACKPOT_SHOWN_BAND_BP, shownPeriodOf, shownPoolFigure } from './jackpot-figures';

describe('the jackpot’s shown figures', () => {
  it('stay within the band: at least 97% of the pool, never above it, whole hundredths', () => {
    for (const amount of [1, 99, 100, 1_000, 123_457, 500_000, 5_000_000_000]) {
      const least = Math.ceil((amount * JACKPOT_SHOWN_BAND_BP) / 10_000);
      const seen = new Set<number>();
      for (let period = 0; period < 500; period++) {
        for (let salt = 0; salt < 4; salt++) {
          const figure = shownPoolFigure(amount, period, salt);
          expect(Number.isSafeInteger(figure)).toBe(true);
          expect(figure).toBeGreaterThanOrEqual(least);
          expect(figure).toBeLessThanOrEqual(amount);
          seen.add(figure);
        }
      }
      // It moves within the band (when the band holds more than one figure).
      if (amount - least >= 10) expect(seen.size).toBeGreaterThan(10);
    }
  });

  it('shows nothing for an empty pool, and the same figure for the same period and pool', () => {
    expect(shownPoolFigure(0, 7, 0)).toBe(0);
    expect(shownPoolFigure(123_456, 7, 2)).toBe(shownPoolFigure(123_456, 7, 2));
  });

  it('changes period every 6 s', () => {
    expect(shownPeriodOf(0)).toBe(0);
    expect(shownPeriodOf(5_999)).toBe(0);
    expect(shownPeriodOf(6_000)).toBe(1);
  });
});
