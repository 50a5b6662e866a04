import { describe, expect, it } from 'vitest';
import {
  MINES_MAX,
  MINES_MIN,
  MINES_RTP,
  MINES_TILES,
  minesMultiplierE4,
  minesOrder,
  minesRtp,
  shuffleTiles,
} from './mines';
import { FloatStream } from './node/fairness';
import { minePositions, playMines } from './node/rounds';

const seeds = (nonce: number) => ({
  serverSeed: 'server-seed-1',
  clientSeed: 'client-seed-1',
  nonce,
});

describe('mines shuffle', () => {
  it('takes tile slot i + floor(float_i × (25 − i)) at step i', () => {
    // Floats of nonce 0 (independently computed): 0.42268…, 0.71979…, 0.43567….
    // Step 0: 0 + floor(0.4227 × 25) = 10; step 1: 1 + floor(0.7198 × 24) = 18;
    // step 2: 2 + floor(0.4357 × 23) = 12.
    expect(minesOrder(new FloatStream(seeds(0))).slice(0, 3)).toEqual([10, 18, 12]);
    expect(minePositions(seeds(0), 3)).toEqual([10, 12, 18]);
  });

  it('is a permutation whose first m tiles are the m mines', () => {
    for (let nonce = 0; nonce < 50; nonce++) {
      const order = minesOrder(new FloatStream(seeds(nonce)));
      expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i));
      for (const mines of [1, 5, 24]) {
        expect(minePositions(seeds(nonce), mines)).toEqual(
          order.slice(0, mines).sort((a, b) => a - b),
        );
      }
    }
  });

  it('gives all 24 orders of a 4-tile board equally often (χ², 100k rounds, fixed seed)', () => {
    const stream = new FloatStream();
    const board = new Uint8Array(4);
    const counts = new Map<string, number>();
    const n = 100_000;
    for (let nonce = 0; nonce < n; nonce++) {
      stream.reset('mines-uniformity', 'small-board', nonce);
      const key = shuffleTiles(stream, 3, board).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(24);
    const expected = n / 24;
    const chiSquare = [...counts.values()].reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    // 23 degrees of freedom: P(χ² > 75) < 10⁻⁶.
    expect(chiSquare).toBeLessThan(75);
  });

  it('puts a mine on every tile of the 5×5 board equally often (χ², 50k rounds, fixed seed)', () => {
    const stream = new FloatStream();
    const board = new Uint8Array(MINES_TILES);
    const hits = new Array<number>(MINES_TILES).fill(0);
    const n = 50_000;
    const mines = 5;
    for (let nonce = 0; nonce < n; nonce++) {
      shuffleTiles(stream.reset('mines-uniformity', 'full-board', nonce), mines, board);
      for (let i = 0; i < mines; i++) hits[board[i]!]! += 1;
    }
    const expected = (n * mines) / MINES_TILES;
    const chiSquare = hits.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    // 24 degrees of freedom: P(χ² > 77) < 10⁻⁶.
    expect(chiSquare).toBeLessThan(77);
  });
});

describe('mines payout table', () => {
  it('pays floor(0.99 × C(25, k) / C(25 − m, k)) to 4 decimals', () => {
    expect(minesMultiplierE4(1, 1)).toBe(10_312); // 0.99 × 25/24 = 1.03125
    expect(minesMultiplierE4(3, 3)).toBe(14_785); // 0.99 × 2300/1540
    expect(minesMultiplierE4(24, 1)).toBe(247_500); // 0.99 × 25
    expect(minesMultiplierE4(1, 24)).toBe(247_500); // 0.99 × 25
    expect(minesMultiplierE4(12, 13)).toBe(51_482_970_000); // 0.99 × C(25,13) = 5 148 297
  });

  it('returns the declared 99% to within 0.01 pp for every mine count and cash-out', () => {
    for (let mines = MINES_MIN; mines <= MINES_MAX; mines++) {
      for (let picks = 1; picks <= MINES_TILES - mines; picks++) {
        const rtp = minesRtp(mines, picks);
        expect(rtp).toBeLessThanOrEqual(MINES_RTP + 1e-12);
        expect(rtp).toBeGreaterThan(MINES_RTP - 0.0001);
        if (picks > 1) {
          expect(minesMultiplierE4(mines, picks)).toBeGreaterThan(
            minesMultiplierE4(mines, picks - 1),
          );
        }
      }
    }
  });

  it('refuses bad mine counts and cash-outs', () => {
    expect(() => minesMultiplierE4(0, 1)).toThrow(RangeError);
    expect(() => minesMultiplierE4(25, 1)).toThrow(RangeError);
    expect(() => minesMultiplierE4(3, 0)).toThrow(RangeError);
    expect(() => minesMultiplierE4(3, 23)).toThrow(RangeError);
  });
});

describe('playMines', () => {
  it('stops at the first mine and pays nothing', () => {
    // Mines of nonce 0 with 3 mines: 10, 12, 18.
    expect(playMines(seeds(0), { amount: 1_000, mines: 3, picks: [0, 12, 1] })).toEqual({
      mines: [10, 12, 18],
      opened: [0, 12],
      hitMine: true,
      safePicks: 1,
      multiplierE4: 0,
      payout: 0,
    });
  });

  it('cashes out after the last safe pick at the table multiplier, floored', () => {
    expect(playMines(seeds(0), { amount: 1_001, mines: 3, picks: [0, 1, 2] })).toEqual({
      mines: [10, 12, 18],
      opened: [0, 1, 2],
      hitMine: false,
      safePicks: 3,
      multiplierE4: 14_785,
      payout: 1_479, // floor(1001 × 1.4785) = floor(1479.9785)
    });
  });

  it('never pays more than the table for the picks made', () => {
    for (let nonce = 0; nonce < 300; nonce++) {
      const mines = 1 + (nonce % 24);
      const count = 1 + (nonce % (25 - mines));
      const picks = Array.from({ length: count }, (_, i) => (i * 7 + nonce) % 25);
      const outcome = playMines(seeds(nonce), { amount: 12_345, mines, picks });
      expect(outcome.payout).toBeLessThanOrEqual(
        Math.floor((12_345 * minesMultiplierE4(mines, count)) / 10_000),
      );
      expect(outcome.hitMine).toBe(picks.some((tile) => outcome.mines.includes(tile)));
    }
  });

  it('refuses repeated, out-of-board or too many picks', () => {
    const bet = { amount: 100, mines: 3 };
    expect(() => playMines(seeds(0), { ...bet, picks: [] })).toThrow(RangeError);
    expect(() => playMines(seeds(0), { ...bet, picks: [1, 1] })).toThrow(RangeError);
    expect(() => playMines(seeds(0), { ...bet, picks: [25] })).toThrow(RangeError);
    const all = Array.from({ length: 23 }, (_, i) => i);
    expect(() => playMines(seeds(0), { ...bet, picks: all })).toThrow(RangeError);
  });
});
