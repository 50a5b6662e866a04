import { describe, expect, it } from 'vitest';
import { findGame } from '../catalogue/games';
import { drawNumbers } from './combinatorics';
import {
  exactRtp,
  hitChance,
  maxMultiplier,
  payTable,
  picksRtp,
  play,
  validatePlay,
  type KenoDetail,
  type KenoParams,
} from './keno';
import { measure, mulberry32 } from './seeded';

const game = findGame('keno-quick')!;
const params = (game.kind === 'keno' ? game.math : null)!;

describe('keno rules', () => {
  it('takes 1 to 10 distinct numbers of 1 … 80', () => {
    expect(validatePlay(params, { kind: 'keno', picks: [1] })).toBeNull();
    expect(
      validatePlay(params, { kind: 'keno', picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 80] }),
    ).toBeNull();
    expect(validatePlay(params, { kind: 'keno', picks: [] })).toMatch(/1 to 10/);
    expect(
      validatePlay(params, { kind: 'keno', picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }),
    ).toMatch(/1 to 10/);
    expect(validatePlay(params, { kind: 'keno', picks: [0] })).toMatch(/1 to 80/);
    expect(validatePlay(params, { kind: 'keno', picks: [81] })).toMatch(/1 to 80/);
    expect(validatePlay(params, { kind: 'keno', picks: [2.5] })).toMatch(/1 to 80/);
    expect(validatePlay(params, { kind: 'keno', picks: [5, 5] })).toMatch(/distinct/);
    expect(validatePlay(params, { kind: 'slots' })).toMatch(/keno/);
  });

  it('draws 20 distinct numbers of 1 … 80 and pays by hits, floored', () => {
    const random = mulberry32(5);
    for (let i = 0; i < 500; i++) {
      const picks = drawNumbers(random, 80, 1 + (i % 10));
      const { win, detail } = play(params, { kind: 'keno', picks }, 333, random);
      const d = detail as KenoDetail;
      expect(new Set(d.drawn).size).toBe(20);
      for (const n of d.drawn) expect(n >= 1 && n <= 80).toBe(true);
      expect(d.hits).toEqual(picks.filter((n) => d.drawn.includes(n)));
      expect(d.pay).toBe(params.pays[picks.length]![d.hits.length] ?? 0);
      expect(win).toBe(Math.floor((333 * d.pay) / 100));
    }
  });

  it('draws every number alike', () => {
    const random = mulberry32(11);
    const seen = new Array<number>(81).fill(0);
    const n = 20_000;
    for (let i = 0; i < n; i++) for (const x of drawNumbers(random, 80, 20)) seen[x]!++;
    const p = 0.25;
    for (let x = 1; x <= 80; x++) {
      expect(Math.abs(seen[x]! / n - p)).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / n));
    }
  });
});

describe('keno RTP', () => {
  it('has hypergeometric hit chances', () => {
    for (let p = 1; p <= 10; p++) {
      let total = 0;
      for (let h = 0; h <= p; h++) total += hitChance(p, h);
      expect(total).toBeCloseTo(1, 12);
    }
    expect(hitChance(1, 1)).toBeCloseTo(0.25, 14);
    // All ten of ten: C(70, 10) / C(80, 20) = 1 / 8 911 711.18…
    expect(1 / hitChance(10, 10)).toBeCloseTo(8_911_711.18, 1);
  });

  it('returns the declared RTP for every pick count (within 0.0005)', () => {
    for (let p = 1; p <= 10; p++) {
      expect(Math.abs(picksRtp(params, p) - game.rtp), `${p} picks`).toBeLessThan(0.0005);
    }
    expect(exactRtp(params)).toBe(picksRtp(params, 3));
    expect(exactRtp(params, { kind: 'keno', picks: [1, 2] })).toBe(picksRtp(params, 2));
  });

  it('matches a seeded simulation of 100 000 rounds per pick count within 5 standard errors', () => {
    const random = mulberry32(21);
    for (const picks of [
      [3, 9, 27, 44, 80],
      [1, 2, 3, 4, 5, 6, 7, 8],
    ]) {
      const { rtp, standardError } = measure(
        100_000,
        10_000,
        () => play(params, { kind: 'keno', picks }, 10_000, random).win,
      );
      expect(Math.abs(rtp - picksRtp(params, picks.length))).toBeLessThan(5 * standardError);
    }
  });

  it('shows a paytable row per pick count with its RTP, and its top pay', () => {
    const table = payTable(params);
    expect(table.rows).toHaveLength(10);
    expect(table.rows[0]).toEqual(['1', '1 hits: 3.83×', '95.75%']);
    expect(table.rows[2]![1]).toBe('2 hits: 3× · 3 hits: 39.01×');
    const small: KenoParams = { pays: [[], [0, 300]] };
    expect(maxMultiplier(small)).toBe(3);
    expect(maxMultiplier(params)).toBe(14_970);
  });
});
