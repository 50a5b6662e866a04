import { describe, expect, it } from 'vitest';
import { findGame } from '../catalogue/games';
import {
  exactRtp,
  maxMultiplier,
  payTable,
  play,
  rowsRtp,
  slotChance,
  slotPays,
  validatePlay,
  type PlinkoDetail,
} from './plinko';
import { measure, mulberry32, sequence } from './seeded';

const game = findGame('plinko-drop')!;
const params = (game.kind === 'plinko' ? game.math : null)!;

describe('plinko rules', () => {
  it('takes a board of 8 to 16 rows', () => {
    for (let rows = 8; rows <= 16; rows++)
      expect(validatePlay(params, { kind: 'plinko', rows })).toBeNull();
    for (const rows of [7, 17, 12.5, Number.NaN]) {
      expect(validatePlay(params, { kind: 'plinko', rows })).toMatch(/rows/);
    }
    expect(validatePlay(params, { kind: 'scratch' })).toMatch(/plinko/);
  });

  it('bounces right on a random number ≥ 0.5 and lands on the count of right bounces', () => {
    const path = [0.1, 0.5, 0.9, 0.49, 0.7, 0, 0.99, 0.2];
    const { win, detail } = play(params, { kind: 'plinko', rows: 8 }, 1_000, sequence(...path));
    const d = detail as PlinkoDetail;
    expect(d.path).toEqual([0, 1, 1, 0, 1, 0, 1, 0]);
    expect(d.slot).toBe(4);
    expect(d.multiplier).toBe(slotPays(params, 8)[4]);
    expect(win).toBe(Math.floor((1_000 * d.multiplier) / 100));
    // All left: the left edge, the top pay.
    const edge = play(params, { kind: 'plinko', rows: 16 }, 100, () => 0.2);
    expect((edge.detail as PlinkoDetail).slot).toBe(0);
    expect(edge.win).toBe(9_679);
  });

  it('has symmetric boards whose edges pay most', () => {
    for (let rows = 8; rows <= 16; rows++) {
      const pays = slotPays(params, rows);
      expect(pays).toHaveLength(rows + 1);
      expect(pays).toEqual([...pays].reverse());
      expect(pays[0]).toBe(Math.max(...pays));
      for (const pay of pays) expect(pay).toBeGreaterThan(0);
    }
  });
});

describe('plinko RTP', () => {
  it('lands binomially', () => {
    for (let rows = 8; rows <= 16; rows++) {
      let total = 0;
      for (let k = 0; k <= rows; k++) total += slotChance(rows, k);
      expect(total).toBeCloseTo(1, 14);
    }
    expect(slotChance(8, 4)).toBe(70 / 256);
    expect(slotChance(16, 0)).toBe(1 / 65_536);
  });

  it('returns the declared RTP on every board (within 0.0005)', () => {
    for (let rows = 8; rows <= 16; rows++) {
      expect(Math.abs(rowsRtp(params, rows) - game.rtp), `${rows} rows`).toBeLessThan(0.0005);
    }
    expect(exactRtp(params)).toBe(rowsRtp(params, 12));
    expect(exactRtp(params, { kind: 'plinko', rows: 9 })).toBe(rowsRtp(params, 9));
  });

  it('matches a seeded simulation of 200 000 drops within 5 standard errors', () => {
    const random = mulberry32(4);
    for (const rows of [8, 12, 16]) {
      const { rtp, standardError } = measure(
        200_000,
        10_000,
        () => play(params, { kind: 'plinko', rows }, 10_000, random).win,
      );
      expect(Math.abs(rtp - rowsRtp(params, rows))).toBeLessThan(5 * standardError);
    }
  });

  it('shows each board with its RTP, and its top pay', () => {
    const table = payTable(params);
    expect(table.rows).toHaveLength(9);
    expect(table.rows[0]).toEqual(['8', '12.61× · 2.92× · 1.27× · 0.68× · 0.39×', '96.30%']);
    expect(maxMultiplier(params)).toBe(96.79);
  });
});
