import { describe, expect, it } from 'vitest';
import {
  bankerDraws,
  deal,
  exactRtp,
  maxMultiplier,
  outcomeChances,
  payTable,
  play,
  sideRtp,
  validatePlay,
  valueOf,
  type BaccaratDetail,
} from './baccarat';
import { measure, mulberry32, sequence } from './seeded';

const eight = { decks: 8 };
/** Deals the values in order (player, banker, player, banker, then the third cards). */
const dealt = (...values: number[]) => {
  const stream = [...values];
  return deal(() => {
    const value = stream.shift();
    if (value === undefined) throw new Error('no more cards');
    return value;
  });
};

describe('baccarat', () => {
  it('counts pips: ace 1, tens and faces 0', () => {
    expect([0, 1, 8, 9, 10, 11, 12].map(valueOf)).toEqual([1, 2, 9, 0, 0, 0, 0]);
  });

  it('draws by the punto banco rules', () => {
    expect(dealt(8, 0, 0, 5)).toEqual({ player: [8, 0], banker: [0, 5] }); // natural 8
    expect(dealt(3, 4, 3, 5)).toEqual({ player: [3, 3], banker: [4, 5] }); // banker natural 9
    expect(dealt(3, 3, 3, 3)).toEqual({ player: [3, 3], banker: [3, 3] }); // both 6: stand
    expect(dealt(3, 2, 4, 3, 7)).toEqual({ player: [3, 4], banker: [2, 3, 7] }); // player stands, banker 5 draws
    expect(dealt(1, 2, 1, 4, 8)).toEqual({ player: [1, 1, 8], banker: [2, 4] }); // banker 6, third 8: stand
    expect(dealt(1, 2, 1, 4, 6, 1)).toEqual({ player: [1, 1, 6], banker: [2, 4, 1] }); // banker 6, third 6: draw
    expect(dealt(1, 1, 1, 2, 8)).toEqual({ player: [1, 1, 8], banker: [1, 2] }); // banker 3, third 8: stand
    expect(dealt(1, 1, 1, 2, 9, 4)).toEqual({ player: [1, 1, 9], banker: [1, 2, 4] }); // banker 3 draws
    // The banker's table after a player's third card.
    const table: [number, number[]][] = [
      [3, [0, 1, 2, 3, 4, 5, 6, 7, 9]],
      [4, [2, 3, 4, 5, 6, 7]],
      [5, [4, 5, 6, 7]],
      [6, [6, 7]],
      [7, []],
    ];
    for (const [banker, draws] of table) {
      for (let third = 0; third <= 9; third++) {
        expect(bankerDraws(banker, third), `${banker} on ${third}`).toBe(draws.includes(third));
      }
    }
    for (const banker of [0, 1, 2])
      for (let third = 0; third <= 9; third++) expect(bankerDraws(banker, third)).toBe(true);
  });

  it('pays player 1:1, banker 0.95:1, tie 8:1, and returns the hand bets on a tie', () => {
    // Ranks: 7 = an eight, 8 = a nine, 9 = a ten. Random numbers pick a card by index in a
    // fresh shoe of one deck (52 kinds × 8): index (rank + 13 × suit) × 8.
    const card = (rank: number, left: number, taken: number[]) => {
      // The card's first copy in a shoe with `taken` kinds drawn once before it.
      let index = rank * 8;
      for (const t of taken) if (t < rank) index -= 1;
      return (index + 0.5) / left;
    };
    // Player 9 (ace + eight), banker 7 (seven + ten): player wins with a natural.
    const deal1 = [
      card(0, 416, []),
      card(6, 415, [0]),
      card(7, 414, [0, 6]),
      card(9, 413, [0, 6, 7]),
    ];
    const p = play(eight, { kind: 'baccarat', side: 'player' }, 1_000, sequence(...deal1));
    expect((p.detail as BaccaratDetail).winner).toBe('player');
    expect((p.detail as BaccaratDetail).player.total).toBe(9);
    expect(p.win).toBe(2_000);
    const b = play(eight, { kind: 'baccarat', side: 'banker' }, 1_000, sequence(...deal1));
    expect(b.win).toBe(0);
    // Banker wins: player ten + ten (0), banker eight + ten (8) naturally.
    const deal2 = [
      card(9, 416, []),
      card(7, 415, [9]),
      card(9, 414, [9, 7]) - 0,
      card(10, 413, [9, 7, 9]),
    ];
    const banker = play(eight, { kind: 'baccarat', side: 'banker' }, 1_010, sequence(...deal2));
    expect((banker.detail as BaccaratDetail).winner).toBe('banker');
    expect(banker.win).toBe(1_969); // floor(1 010 × 1.95)
    // A tie: both ten + eight.
    const deal3 = [
      card(9, 416, []),
      card(9, 415, [9]),
      card(7, 414, [9, 9]),
      card(7, 413, [9, 9, 7]),
    ];
    const tie = (side: string, bet = 1_000) =>
      play(eight, { kind: 'baccarat', side }, bet, sequence(...deal3));
    expect((tie('tie').detail as BaccaratDetail).winner).toBe('tie');
    expect(tie('tie').win).toBe(9_000);
    expect(tie('player').win).toBe(1_000);
    expect(tie('banker').win).toBe(1_000);
  });

  it('knows the exact chances and RTPs of an eight-deck shoe', () => {
    const chances = outcomeChances(8);
    expect(chances.player + chances.banker + chances.tie).toBeCloseTo(1, 10);
    // The published figures for eight decks.
    expect(chances.banker).toBeCloseTo(0.458597, 6);
    expect(chances.player).toBeCloseTo(0.446247, 6);
    expect(chances.tie).toBeCloseTo(0.095156, 6);
    expect(sideRtp(eight, 'banker')).toBeCloseTo(0.98942, 5);
    expect(sideRtp(eight, 'player')).toBeCloseTo(0.98765, 5);
    expect(sideRtp(eight, 'tie')).toBeCloseTo(0.8564, 5);
    expect(exactRtp(eight)).toBe(sideRtp(eight, 'player'));
    expect(sideRtp({ decks: 6 }, 'banker')).toBeCloseTo(0.98944, 5);
    expect(maxMultiplier(eight)).toBe(9);
    expect(payTable(eight).rows).toEqual([
      ['player', '1:1', '98.76%'],
      ['banker', '0.95:1', '98.94%'],
      ['tie', '8:1', '85.64%'],
    ]);
  });

  it('refuses other bets', () => {
    expect(validatePlay(eight, { kind: 'baccarat', side: 'player' })).toBeNull();
    expect(validatePlay(eight, { kind: 'baccarat', side: 'dragon' })).toMatch(/side/);
    expect(validatePlay(eight, { kind: 'dragon-tiger', side: 'tie' })).toMatch(/baccarat/);
    expect(() => play(eight, { kind: 'baccarat', side: 'pair' }, 100, Math.random)).toThrow(
      RangeError,
    );
  });

  it('deals from a fair shoe: a seeded banker bet measures its exact RTP', () => {
    const random = mulberry32(8);
    const { rtp, standardError } = measure(
      100_000,
      100,
      () => play(eight, { kind: 'baccarat', side: 'banker' }, 100, random).win,
    );
    expect(Math.abs(rtp - sideRtp(eight, 'banker'))).toBeLessThan(5 * standardError);
  });
});
