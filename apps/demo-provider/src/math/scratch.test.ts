import { describe, expect, it } from 'vitest';
import { findGame } from '../catalogue/games';
import {
  drawCard,
  exactRtp,
  maxMultiplier,
  payTable,
  play,
  validatePlay,
  type ScratchDetail,
} from './scratch';
import { measure, mulberry32, sequence } from './seeded';

const game = findGame('scratch-gold')!;
const params = (game.kind === 'scratch' ? game.math : null)!;

const counts = (cells: number[]) => {
  const byId = new Map<number, number>();
  for (const c of cells) byId.set(c, (byId.get(c) ?? 0) + 1);
  return byId;
};

describe('scratch cards', () => {
  it('take a scratch play', () => {
    expect(validatePlay(params, { kind: 'scratch' })).toBeNull();
    expect(validatePlay(params, { kind: 'bingo' })).toMatch(/scratch/);
  });

  it('show three of the prize symbol and no other triple; a losing card no triple', () => {
    const random = mulberry32(9);
    for (let i = 0; i < 2_000; i++) {
      const symbol = i % 3 === 0 ? null : i % params.symbols;
      const cells = drawCard(params, symbol, random);
      expect(cells).toHaveLength(9);
      for (const [s, n] of counts(cells)) {
        expect(s >= 0 && s < params.symbols).toBe(true);
        expect(n).toBeLessThanOrEqual(s === symbol ? 3 : 2);
      }
      if (symbol !== null) expect(counts(cells).get(symbol)).toBe(3);
    }
  });

  it('draw the prize from the ticket distribution and pay it, floored', () => {
    // The first ticket of the run is the first tier's; the last losing.
    const first = play(params, { kind: 'scratch' }, 333, sequence(0, ...new Array(20).fill(0.3)));
    expect(first.win).toBe(333);
    expect((first.detail as ScratchDetail).symbol).toBe(0);
    const last = play(
      params,
      { kind: 'scratch' },
      333,
      sequence(0.999_999_9, ...new Array(20).fill(0.3)),
    );
    expect(last).toMatchObject({ win: 0, detail: { symbol: null, pays: 0 } });
    // Ticket 349 154 (0-based) is the last winning one: the top prize.
    const top = play(
      params,
      { kind: 'scratch' },
      100,
      sequence(349_154.5 / 1_000_000, ...new Array(20).fill(0.3)),
    );
    expect(top.win).toBe(100_000);
  });

  it('return exactly Σ weight × pays / total, the declared RTP', () => {
    expect(exactRtp(params)).toBeCloseTo(0.96, 14);
    expect(exactRtp(params)).toBeCloseTo(game.rtp, 14);
    expect(maxMultiplier(params)).toBe(1_000);
    const random = mulberry32(13);
    const { rtp, standardError } = measure(
      100_000,
      10_000,
      () => play(params, { kind: 'scratch' }, 10_000, random).win,
    );
    expect(Math.abs(rtp - exactRtp(params))).toBeLessThan(5 * standardError);
  });

  it('show each prize, its pay and its chance', () => {
    const table = payTable(params);
    expect(table.columns).toEqual(['Three of', 'Pays (× bet)', 'Chance']);
    expect(table.rows[0]).toEqual(['0', '1×', '20.0000%']);
    expect(table.rows[7]).toEqual(['7', '1,000×', '0.0055%']);
  });
});
