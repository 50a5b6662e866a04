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

const eight = { decks: 8, minChip: 10 };
/** A baccarat play of one chip per [bet, amount]. */
const chips = (...bets: [string, number][]) => ({
  kind: 'baccarat' as const,
  bets: bets.map(([bet, amount]) => ({ bet, numbers: [], amount })),
});
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
    const p = play(eight, chips(['player', 1_000]), 1_000, sequence(...deal1));
    expect((p.detail as BaccaratDetail).winner).toBe('player');
    expect((p.detail as BaccaratDetail).player.total).toBe(9);
    expect(p.win).toBe(2_000);
    const b = play(eight, chips(['banker', 1_000]), 1_000, sequence(...deal1));
    expect(b.win).toBe(0);
    // Banker wins: player ten + ten (0), banker eight + ten (8) naturally.
    const deal2 = [
      card(9, 416, []),
      card(7, 415, [9]),
      card(9, 414, [9, 7]) - 0,
      card(10, 413, [9, 7, 9]),
    ];
    const banker = play(eight, chips(['banker', 1_010]), 1_010, sequence(...deal2));
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
      play(eight, chips([side, bet]), bet, sequence(...deal3));
    expect((tie('tie').detail as BaccaratDetail).winner).toBe('tie');
    expect(tie('tie').win).toBe(9_000);
    expect(tie('player').win).toBe(1_000);
    expect(tie('banker').win).toBe(1_000);

    // Several bets in one round, settled together on the one coup: deal 2 gives the player two
    // tens (a pair) and the banker a natural 8.
    const several = play(
      eight,
      chips(['player', 1_000], ['player-pair', 200], ['banker', 300], ['banker-pair', 100]),
      1_600,
      sequence(...deal2),
    );
    const detail = several.detail as BaccaratDetail;
    expect(detail.player.pair).toBe(true);
    expect(detail.banker.pair).toBe(false);
    expect(detail.bets.map((chip) => [chip.bet, chip.win])).toEqual([
      ['player', 0],
      ['player-pair', 2_400],
      ['banker', 585],
      ['banker-pair', 0],
    ]);
    expect(several.win).toBe(2_985);
    // On the tie: player returned, tie 8:1.
    const both = play(eight, chips(['player', 500], ['tie', 100]), 600, sequence(...deal3));
    expect(both.win).toBe(500 + 900);
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
    // A pair: 31 of the 415 cards left match the first; 11:1.
    expect(sideRtp(eight, 'player-pair')).toBeCloseTo((12 * 31) / 415, 15);
    expect(sideRtp(eight, 'banker-pair')).toBe(sideRtp(eight, 'player-pair'));
    // A round of several bets returns their RTPs weighed by their amounts.
    expect(exactRtp(eight, chips(['player', 300], ['player-pair', 100]))).toBeCloseTo(
      0.75 * sideRtp(eight, 'player') + 0.25 * sideRtp(eight, 'player-pair'),
      15,
    );
    expect(maxMultiplier(eight)).toBe(12);
    expect(payTable(eight).rows).toEqual([
      ['player', '1:1', '98.76%'],
      ['banker', '0.95:1', '98.94%'],
      ['tie', '8:1', '85.64%'],
      ['player pair', '11:1', '89.64%'],
      ['banker pair', '11:1', '89.64%'],
    ]);
  });

  it('refuses other bets', () => {
    expect(validatePlay(eight, chips(['player', 100], ['player-pair', 10]), 110)).toBeNull();
    expect(validatePlay(eight, chips(['dragon', 100]))).toMatch(/bet must be one of/);
    expect(validatePlay(eight, chips(['player', 100], ['player', 100]))).toMatch(/once/);
    expect(validatePlay(eight, chips(['player', 9]))).toMatch(/at least 10/);
    expect(validatePlay(eight, chips(['player', 100], ['tie', 10]), 100)).toMatch(/add up/);
    expect(validatePlay(eight, { kind: 'baccarat', bets: [] })).toMatch(/at least one/);
    const numbered = {
      kind: 'baccarat' as const,
      bets: [{ bet: 'tie', numbers: [1], amount: 100 }],
    };
    expect(validatePlay(eight, numbered)).toMatch(/no numbers/);
    expect(validatePlay(eight, { kind: 'dragon-tiger', bets: [] })).toMatch(/baccarat/);
    expect(() => play(eight, chips(['pair', 100]), 100, Math.random)).toThrow(RangeError);
    expect(() => play(eight, chips(['player', 100]), 200, Math.random)).toThrow(RangeError);
  });

  it('deals from a fair shoe: a seeded banker bet measures its exact RTP', () => {
    const random = mulberry32(8);
    const { rtp, standardError } = measure(
      100_000,
      100,
      () => play(eight, chips(['banker', 100]), 100, random).win,
    );
    expect(Math.abs(rtp - sideRtp(eight, 'banker'))).toBeLessThan(5 * standardError);
  });
});
