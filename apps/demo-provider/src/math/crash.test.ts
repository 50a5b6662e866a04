import { describe, expect, it } from 'vitest';
import { crashPoint, exactRtp, maxMultiplier, play, validatePlay, type CrashParams } from './crash';
import { measure, mulberry32, sequence } from './seeded';

const params: CrashParams = { rtp: 0.97, maxMultiplier: 100_000 };

describe('crash point', () => {
  it('is floor(100 × rtp / (1 − u)) hundredths, at least 1.00× and at most the cap', () => {
    expect(crashPoint(params, 0)).toBe(100); // 0.97× shows 1.00×
    expect(crashPoint(params, 0.5)).toBe(194);
    expect(crashPoint(params, 0.9)).toBe(970);
    expect(crashPoint(params, 1 - 1e-9)).toBe(100_000);
  });

  it('reaches x with chance rtp / x', () => {
    const random = mulberry32(1);
    const n = 100_000;
    let reached = 0;
    for (let i = 0; i < n; i++) if (crashPoint(params, random()) >= 300) reached++;
    const p = 0.97 / 3;
    expect(Math.abs(reached / n - p)).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / n));
  });
});

describe('crash rounds', () => {
  it('pay floor(bet × cashOut / 100) when the point reaches the cash-out', () => {
    expect(play(params, { kind: 'crash', cashOut: 150 }, 333, sequence(0.5))).toEqual({
      win: 499,
      detail: { crashPoint: 194, cashOut: 150, cashedOut: true },
    });
    expect(play(params, { kind: 'crash', cashOut: 195 }, 333, sequence(0.5))).toEqual({
      win: 0,
      detail: { crashPoint: 194, cashOut: 195, cashedOut: false },
    });
  });

  it('return the RTP whatever the cash-out', () => {
    for (const cashOut of [101, 200, 1_000, 100_000]) {
      expect(exactRtp(params, { kind: 'crash', cashOut })).toBeCloseTo(0.97, 12);
    }
  });

  it('measure the RTP over 200 000 seeded rounds within 5 standard errors', () => {
    const random = mulberry32(21);
    const { rtp, standardError } = measure(
      200_000,
      100,
      () => play(params, { kind: 'crash', cashOut: 250 }, 100, random).win,
    );
    expect(Math.abs(rtp - 0.97)).toBeLessThan(5 * standardError);
  });

  it('never pay more than the bet times the cap', () => {
    expect(maxMultiplier(params)).toBe(1_000);
    expect(play(params, { kind: 'crash', cashOut: 100_000 }, 100, sequence(0.9999999)).win).toBe(
      100_000,
    );
  });

  it('refuse cash-outs out of 1.01 … the cap and the plays of other engines', () => {
    expect(validatePlay(params, { kind: 'crash', cashOut: 101 })).toBeNull();
    expect(validatePlay(params, { kind: 'crash', cashOut: 100_000 })).toBeNull();
    expect(validatePlay(params, { kind: 'crash', cashOut: 100 })).toMatch(/cashOut/);
    expect(validatePlay(params, { kind: 'crash', cashOut: 100_001 })).toMatch(/cashOut/);
    expect(validatePlay(params, { kind: 'crash', cashOut: 150.5 })).toMatch(/cashOut/);
    expect(validatePlay(params, { kind: 'fishing', target: 0 })).toMatch(/crash/);
    expect(() => play(params, { kind: 'crash', cashOut: 50 }, 100, Math.random)).toThrow(
      RangeError,
    );
  });
});
