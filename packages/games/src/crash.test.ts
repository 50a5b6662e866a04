import { describe, expect, it } from 'vitest';
import { CRASH_MAX_TARGET, CRASH_MIN_TARGET, CRASH_RTP, crashPoint, crashRtp } from './crash';
import { FloatStream } from './node/fairness';
import { playCrash } from './node/rounds';

const seeds = (nonce: number) => ({
  serverSeed: 'server-seed-1',
  clientSeed: 'client-seed-1',
  nonce,
});
/** The float whose 2³² − x equals r. */
const floatFor = (r: number) => (2 ** 32 - r) / 2 ** 32;

describe('crash point', () => {
  it('is max(1.00, floor(0.99 / (1 − f) × 100) / 100) in hundredths', () => {
    expect(crashPoint(0)).toBe(100); // 0.99× floored up to 1.00×
    expect(crashPoint(floatFor(2 ** 31))).toBe(198); // f = 0.5
    expect(crashPoint(floatFor(2 ** 32 * 0.99))).toBe(100);
    expect(crashPoint(floatFor(1))).toBe(99 * 2 ** 32); // the largest: 4 252 017 623.04×
    // 0.99 / (1 − f) = 2.00 exactly when 1 − f = 0.495; the float just past it crashes at 2.00.
    expect(crashPoint(floatFor(Math.floor(2 ** 32 * 0.495)))).toBe(200);
    expect(crashPoint(floatFor(Math.floor(2 ** 32 * 0.495) + 1))).toBe(199);
  });

  it('matches independently computed rounds', () => {
    expect(playCrash(seeds(0), { amount: 100, target: 200 }).crashPoint).toBe(171);
    expect(playCrash(seeds(1), { amount: 100, target: 200 }).crashPoint).toBe(175);
  });

  it('reaches T with chance 0.99 / T, so 1.98% of rounds end at 1.00×', () => {
    const stream = new FloatStream();
    const n = 100_000;
    let instant = 0;
    let reached2 = 0;
    let reached10 = 0;
    for (let nonce = 0; nonce < n; nonce++) {
      const point = crashPoint(stream.reset('crash-distribution', 'test', nonce).next());
      if (point === 100) instant++;
      if (point >= 200) reached2++;
      if (point >= 1_000) reached10++;
    }
    // Within 5 standard deviations of 1 − 0.99/1.01, 49.5% and 9.9%.
    const atOne = 1 - 0.99 / 1.01;
    expect(Math.abs(instant / n - atOne)).toBeLessThan(5 * Math.sqrt((atOne * (1 - atOne)) / n));
    expect(Math.abs(reached2 / n - 0.495)).toBeLessThan(5 * Math.sqrt((0.495 * 0.505) / n));
    expect(Math.abs(reached10 / n - 0.099)).toBeLessThan(5 * Math.sqrt((0.099 * 0.901) / n));
  });
});

describe('crash payouts', () => {
  it('returns 99% for every target, short of at most target / 2³²', () => {
    for (
      let target = CRASH_MIN_TARGET;
      target <= CRASH_MAX_TARGET;
      target = Math.ceil(target * 1.07)
    ) {
      const rtp = crashRtp(target);
      expect(rtp).toBeLessThanOrEqual(CRASH_RTP);
      expect(rtp).toBeGreaterThan(CRASH_RTP - target / 100 / 2 ** 32);
    }
    expect(crashRtp(200)).toBeCloseTo(0.99, 9);
    expect(crashRtp(CRASH_MAX_TARGET)).toBeGreaterThan(0.9899);
  });

  it('pays target × bet, floored, when the target is reached, else nothing', () => {
    // Nonce 0 crashes at 1.71×.
    expect(playCrash(seeds(0), { amount: 333, target: 171 })).toEqual({
      crashPoint: 171,
      win: true,
      payout: 569, // floor(333 × 1.71) = floor(569.43)
    });
    expect(playCrash(seeds(0), { amount: 333, target: 172 })).toEqual({
      crashPoint: 171,
      win: false,
      payout: 0,
    });
    expect(playCrash(seeds(0), { amount: 10 ** 12, target: 101 }).payout).toBe(1_010_000_000_000);
  });

  it('refuses targets outside 1.01× … 1,000,000.00×', () => {
    expect(() => playCrash(seeds(0), { amount: 100, target: 100 })).toThrow(RangeError);
    expect(() => playCrash(seeds(0), { amount: 100, target: CRASH_MAX_TARGET + 1 })).toThrow(
      RangeError,
    );
    expect(() => playCrash(seeds(0), { amount: 100, target: 150.5 })).toThrow(RangeError);
  });
});
