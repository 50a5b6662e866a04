import { describe, expect, it } from 'vitest';
import { drawAmounts, type Pools } from './indicative-amounts';

const pools: Pools = {
  mega: { sectionMin: 100_000, sectionMax: 500_000 },
  major: { sectionMin: 10_000, sectionMax: 50_000 },
  minor: { sectionMin: 1_000, sectionMax: 5_000 },
  mini: { sectionMin: 100, sectionMax: 100 },
};

describe('the indicative jackpot amounts', () => {
  it('draws each from its section’s least to its most, in whole hundredths, the total their sum', () => {
    expect(drawAmounts(pools, () => 0)).toEqual({
      mega: 100_000,
      major: 10_000,
      minor: 1_000,
      mini: 100,
      total: 111_100,
    });
    expect(drawAmounts(pools, () => 0.999_999_999)).toEqual({
      mega: 500_000,
      major: 50_000,
      minor: 5_000,
      mini: 100,
      total: 555_100,
    });
    for (let i = 0; i < 200; i++) {
      const a = drawAmounts(pools);
      for (const tier of ['mega', 'major', 'minor', 'mini'] as const) {
        expect(Number.isInteger(a[tier])).toBe(true);
        expect(a[tier]).toBeGreaterThanOrEqual(pools[tier].sectionMin);
        expect(a[tier]).toBeLessThanOrEqual(pools[tier].sectionMax);
      }
      expect(a.total).toBe(a.mega + a.major + a.minor + a.mini);
    }
  });

  it('shows the least of a section whose most is below it (an empty pool)', () => {
    const empty = { ...pools, mega: { sectionMin: 0, sectionMax: 0 } };
    expect(drawAmounts(empty, () => 0.5).mega).toBe(0);
  });
});
