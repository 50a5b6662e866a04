import { describe, expect, it } from 'vitest';
import {
  exactRtp,
  hitChance,
  maxMultiplier,
  play,
  validatePlay,
  type FishingParams,
} from './fishing';
import { measure, mulberry32, sequence } from './seeded';

const table: FishingParams = {
  rtp: 0.96,
  fish: [
    { symbol: 0, multiplier: 2 },
    { symbol: 1, multiplier: 10 },
    { symbol: 2, multiplier: 300 },
  ],
};

describe('fishing', () => {
  it('catches fish i with chance rtp / multiplier, so every target returns the RTP', () => {
    expect(hitChance(table, 0)).toBeCloseTo(0.48, 15);
    expect(hitChance(table, 2)).toBeCloseTo(0.0032, 15);
    for (let target = 0; target < 3; target++) {
      expect(exactRtp(table, { kind: 'fishing', target })).toBeCloseTo(0.96, 15);
    }
  });

  it('pays the multiplier on a hit, nothing on a miss', () => {
    expect(play(table, { kind: 'fishing', target: 1 }, 250, sequence(0.095))).toEqual({
      win: 2_500,
      detail: { target: 1, hit: true, multiplier: 10 },
    });
    expect(play(table, { kind: 'fishing', target: 1 }, 250, sequence(0.096))).toEqual({
      win: 0,
      detail: { target: 1, hit: false, multiplier: 10 },
    });
  });

  it('measures the RTP over 200 000 seeded shots within 5 standard errors', () => {
    const random = mulberry32(11);
    let shot = 0;
    const { rtp, standardError } = measure(
      200_000,
      100,
      () => play(table, { kind: 'fishing', target: shot++ % 3 }, 100, random).win,
    );
    expect(Math.abs(rtp - 0.96)).toBeLessThan(5 * standardError);
  });

  it('never pays more than the bet times the top multiplier', () => {
    expect(maxMultiplier(table)).toBe(300);
    const random = mulberry32(5);
    for (let i = 0; i < 10_000; i++) {
      expect(play(table, { kind: 'fishing', target: 2 }, 100, random).win).toBeLessThanOrEqual(
        30_000,
      );
    }
  });

  it('refuses targets off the table and the plays of other engines', () => {
    expect(validatePlay(table, { kind: 'fishing', target: 2 })).toBeNull();
    expect(validatePlay(table, { kind: 'fishing', target: 3 })).toMatch(/target/);
    expect(validatePlay(table, { kind: 'fishing', target: -1 })).toMatch(/target/);
    expect(validatePlay(table, { kind: 'fishing', target: 0.5 })).toMatch(/target/);
    expect(validatePlay(table, { kind: 'slots' })).toMatch(/fishing/);
    expect(() => play(table, { kind: 'fishing', target: 9 }, 100, Math.random)).toThrow(RangeError);
  });
});
