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

const eight = { decks: 8 };
/** Random numbers that draw the first copy of `rank` (suit ♠), then of `second`, from 8 decks. */
const draw = (rank: number, second: number) =>
  sequence((rank * 8 + 0.5) / 416, ((second > rank ? second * 8 - 1 : second * 8) + 0.5) / 415);

describe('dragon tiger', () => {
  it('compares one card each, aces low, and pays 1:1, half back on a tie, tie 11:1', () => {
    const round = (side: string, dragon: number, tiger: number) =>
      play(eight, { kind: 'dragon-tiger', side }, 1_000, draw(dragon, tiger));
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

  it('knows its exact RTPs', () => {
    // 8 decks: 13 ranks × 32 × 31 pairs of the 416 × 415.
    expect(tieChance(8)).toBeCloseTo((13 * 32 * 31) / (416 * 415), 15);
    expect(sideRtp(eight, 'dragon')).toBeCloseTo(1 - tieChance(8) / 2, 15);
    expect(sideRtp(eight, 'tiger')).toBe(sideRtp(eight, 'dragon'));
    expect(sideRtp(eight, 'dragon')).toBeCloseTo(0.9627, 4);
    expect(sideRtp(eight, 'tie')).toBeCloseTo(0.8964, 4);
    expect(exactRtp({ decks: 6 })).toBeCloseTo(0.963, 4);
    expect(maxMultiplier(eight)).toBe(12);
    expect(payTable(eight).rows.map((row) => row[2])).toEqual(['96.27%', '96.27%', '89.64%']);
  });

  it('refuses other bets', () => {
    expect(validatePlay(eight, { kind: 'dragon-tiger', side: 'tiger' })).toBeNull();
    expect(validatePlay(eight, { kind: 'dragon-tiger', side: 'banker' })).toMatch(/side/);
    expect(validatePlay(eight, { kind: 'baccarat', side: 'player' })).toMatch(/dragon-tiger/);
  });

  it('deals from a fair shoe: a seeded tie bet measures its exact RTP', () => {
    const random = mulberry32(12);
    const { rtp, standardError } = measure(
      200_000,
      100,
      () => play(eight, { kind: 'dragon-tiger', side: 'tie' }, 100, random).win,
    );
    expect(Math.abs(rtp - sideRtp(eight, 'tie'))).toBeLessThan(5 * standardError);
  });
});
