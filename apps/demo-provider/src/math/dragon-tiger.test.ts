import { describe, expect, it } from 'vitest';
import {
  exactRtp,
  maxMultiplier,
  payTable,
  play,
  sideRtp,
  tieChance,
  validatePlay,
  type DragonTigerDetail,
} from './dragon-tiger';
import { measure, mulberry32, sequence } from './seeded';

const eight = { decks: 8, minChip: 10 };
/** A dragon tiger play of one chip per [bet, amount]. */
const chips = (...bets: [string, number][]) => ({
  kind: 'dragon-tiger' as const,
  bets: bets.map(([bet, amount]) => ({ bet, numbers: [], amount })),
});
/** Random numbers that draw the first copy of `rank` (suit ♠), then of `second`, from 8 decks. */
const draw = (rank: number, second: number) =>
  sequence((rank * 8 + 0.5) / 416, ((second > rank ? second * 8 - 1 : second * 8) + 0.5) / 415);

describe('dragon tiger', () => {
  it('compares one card each, aces low, and pays 1:1, half back on a tie, tie 11:1', () => {
    const round = (side: string, dragon: number, tiger: number) =>
      play(eight, chips([side, 1_000]), 1_000, draw(dragon, tiger));
    const kingOverAce = round('dragon', 12, 0);
    expect((kingOverAce.detail as DragonTigerDetail).dragon.rank).toBe(12);
    expect((kingOverAce.detail as DragonTigerDetail).winner).toBe('dragon');
    expect(kingOverAce.win).toBe(2_000);
    expect(round('tiger', 12, 0).win).toBe(0);
    expect((round('tiger', 0, 1).detail as DragonTigerDetail).winner).toBe('tiger'); // ace is low
    expect(round('tiger', 0, 1).win).toBe(2_000);
    expect(round('tie', 5, 5).win).toBe(12_000);
    expect(round('dragon', 5, 5).win).toBe(500);
    expect(round('tiger', 5, 5).win).toBe(500);
    expect(round('tie', 5, 6).win).toBe(0);
  });

  it('settles several bets of one round together: dragon and tie on a tie', () => {
    const both = play(eight, chips(['dragon', 1_000], ['tie', 100]), 1_100, draw(5, 5));
    expect((both.detail as DragonTigerDetail).bets.map((chip) => chip.win)).toEqual([500, 1_200]);
    expect(both.win).toBe(1_700);
    const hedged = play(eight, chips(['dragon', 300], ['tiger', 300]), 600, draw(9, 2));
    expect(hedged.win).toBe(600);
    expect(exactRtp(eight, chips(['dragon', 100], ['tie', 100]))).toBeCloseTo(
      (sideRtp(eight, 'dragon') + sideRtp(eight, 'tie')) / 2,
      15,
    );
  });

  it('knows its exact RTPs', () => {
    // 8 decks: 13 ranks × 32 × 31 pairs of the 416 × 415.
    expect(tieChance(8)).toBeCloseTo((13 * 32 * 31) / (416 * 415), 15);
    expect(sideRtp(eight, 'dragon')).toBeCloseTo(1 - tieChance(8) / 2, 15);
    expect(sideRtp(eight, 'tiger')).toBe(sideRtp(eight, 'dragon'));
    expect(sideRtp(eight, 'dragon')).toBeCloseTo(0.9627, 4);
    expect(sideRtp(eight, 'tie')).toBeCloseTo(0.8964, 4);
    expect(exactRtp({ decks: 6, minChip: 10 })).toBeCloseTo(0.963, 4);
    expect(maxMultiplier(eight)).toBe(12);
    expect(payTable(eight).rows.map((row) => row[2])).toEqual(['96.27%', '96.27%', '89.64%']);
  });

  it('refuses other bets', () => {
    expect(validatePlay(eight, chips(['tiger', 100]), 100)).toBeNull();
    expect(validatePlay(eight, chips(['banker', 100]))).toMatch(/bet must be one of/);
    expect(validatePlay(eight, chips(['tie', 100], ['tie', 100]))).toMatch(/once/);
    expect(validatePlay(eight, { kind: 'baccarat', bets: [] })).toMatch(/dragon-tiger/);
  });

  it('deals from a fair shoe: a seeded tie bet measures its exact RTP', () => {
    const random = mulberry32(12);
    const { rtp, standardError } = measure(
      200_000,
      100,
      () => play(eight, chips(['tie', 100]), 100, random).win,
    );
    expect(Math.abs(rtp - sideRtp(eight, 'tie'))).toBeLessThan(5 * standardError);
  });
});
