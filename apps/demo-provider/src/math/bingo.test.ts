import { describe, expect, it } from 'vitest';
import { findGame } from '../catalogue/games';
import {
  BINGO_LINES,
  completeLines,
  drawBingoCard,
  exactRtp,
  lineCountChances,
  maxMultiplier,
  payTable,
  play,
  validatePlay,
  type BingoDetail,
} from './bingo';
import { choose } from './combinatorics';
import { measure, mulberry32 } from './seeded';

const game = findGame('bingo-blast')!;
const params = (game.kind === 'bingo' ? game.math : null)!;

describe('bingo cards and lines', () => {
  it('deal five distinct numbers per column from its fifteen, the centre free', () => {
    const random = mulberry32(2);
    for (let i = 0; i < 300; i++) {
      const card = drawBingoCard(random);
      expect(card[12]).toBe(0);
      expect(new Set(card).size).toBe(25);
      card.forEach((n, at) => {
        if (at === 12) return;
        const column = at % 5;
        expect(n).toBeGreaterThan(15 * column);
        expect(n).toBeLessThanOrEqual(15 * column + 15);
      });
    }
  });

  it('count rows, columns and diagonals, the free centre marked', () => {
    expect(BINGO_LINES).toHaveLength(12);
    const card = Array.from({ length: 25 }, (_, i) => (i === 12 ? 0 : i + 1));
    expect(completeLines(card, [])).toEqual([]);
    // The middle row needs its four numbers only.
    expect(completeLines(card, [11, 12, 14, 15])).toEqual([2]);
    // Top row and the left column.
    expect(completeLines(card, [1, 2, 3, 4, 5, 6, 11, 16, 21])).toEqual([0, 5]);
    expect(
      completeLines(
        card,
        card.filter((n) => n > 0),
      ),
    ).toHaveLength(12);
  });

  it('play a card against the draw and pay by lines, floored', () => {
    expect(validatePlay(params, { kind: 'bingo' })).toBeNull();
    expect(validatePlay(params, { kind: 'slots' })).toMatch(/bingo/);
    const random = mulberry32(3);
    for (let i = 0; i < 300; i++) {
      const { win, detail } = play(params, { kind: 'bingo' }, 333, random);
      const d = detail as BingoDetail;
      expect(new Set(d.drawn).size).toBe(params.draws);
      expect(d.lines).toEqual(completeLines(d.card, d.drawn));
      expect(d.pays).toBe(params.pays[d.lines.length]);
      expect(win).toBe(Math.floor((333 * d.pays) / 100));
    }
  });
});

describe('bingo RTP', () => {
  it('has the line-count law by inclusion–exclusion', () => {
    for (const draws of [4, 20, 40, 60]) {
      const p = lineCountChances(draws);
      expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      for (const x of p) expect(x).toBeGreaterThan(-1e-12);
    }
    // Four balls complete a line only through the centre: 4 such lines of 4 numbers.
    const four = lineCountChances(4);
    expect(four[1]).toBeCloseTo(4 / choose(75, 4), 18);
    expect(four[2]).toBeCloseTo(0, 15);
    // Every ball drawn: every line.
    expect(lineCountChances(75)[12]).toBeCloseTo(1, 12);
  });

  it('returns the declared RTP, and matches a seeded simulation within 5 standard errors', () => {
    expect(Math.abs(exactRtp(params) - game.rtp)).toBeLessThan(0.0005);
    const random = mulberry32(17);
    const { rtp, standardError } = measure(
      100_000,
      10_000,
      () => play(params, { kind: 'bingo' }, 10_000, random).win,
    );
    expect(Math.abs(rtp - exactRtp(params))).toBeLessThan(5 * standardError);
    // The law itself, line counts against their chances.
    const seen = new Array<number>(13).fill(0);
    const n = 20_000;
    for (let i = 0; i < n; i++)
      seen[(play(params, { kind: 'bingo' }, 100, random).detail as BingoDetail).lines.length]!++;
    const p = lineCountChances(params.draws);
    for (const j of [0, 1, 2, 3]) {
      expect(Math.abs(seen[j]! / n - p[j]!)).toBeLessThan(5 * Math.sqrt((p[j]! * (1 - p[j]!)) / n));
    }
  });

  it('shows what each line count pays and its chance', () => {
    const table = payTable(params);
    expect(table.rows[0]![0]).toBe('1');
    expect(table.rows[0]![1]).toBe('1×');
    expect(table.rows.at(-1)![0]).toBe('12 (full card)');
    expect(table.rows.at(-1)![2]).toBe('< 0.0001%');
    expect(maxMultiplier(params)).toBe(5_000);
  });
});
