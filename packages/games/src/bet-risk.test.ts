import { describe, expect, it } from 'vitest';
import { betRisk, capPayout, maxPayout } from './bet-risk';

describe('a bet’s risk', () => {
  it('is the dice’s share of winning rolls and its multiplier', () => {
    // Under 49.50: 4,950 of 10,001 rolls win, paying 2.0002×.
    expect(betRisk('dice', { direction: 'under', target: 4_950 })).toEqual({
      winChanceBp: 4_949,
      oddsE4: 20_002,
    });
    // Over 2.00: 9,800 rolls, 97.99%, paying floor(0.99 × 10001 / 9800, 4 decimals) = 1.0103×.
    expect(betRisk('dice', { direction: 'over', target: 200 })).toEqual({
      winChanceBp: 9_799,
      oddsE4: 10_103,
    });
  });

  it('is crash’s chance of reaching the target, which pays the target', () => {
    expect(betRisk('crash', { target: 200 })).toEqual({ winChanceBp: 4_949, oddsE4: 20_000 });
    expect(betRisk('crash', { target: 101 })?.winChanceBp).toBe(9_801);
  });

  it('is mines’ chance of opening every picked tile safely', () => {
    // One mine, one pick: 24 of 25.
    expect(betRisk('mines', { mines: 1, picks: [0] })).toEqual({
      winChanceBp: 9_600,
      oddsE4: 10_312,
    });
  });

  it('is unknown for the slot, whose rounds pay many amounts, and refuses what the game refuses', () => {
    expect(betRisk('slot', {})).toBeNull();
    expect(() => betRisk('dice', { direction: 'under' })).toThrow(RangeError);
    expect(() => betRisk('crash', { target: 100 })).toThrow(RangeError);
    expect(() => betRisk('mines', { mines: 25, picks: [0] })).toThrow(RangeError);
  });

  it('bounds what a bet can win, and holds an unbounded game’s payout to its maximum', () => {
    expect(maxPayout(10_000, { winChanceBp: 4_949, oddsE4: 20_002 })).toBe(20_002);
    expect(maxPayout(10_000, null)).toBeNull();
    expect(capPayout(5_000, 1_000)).toBe(1_000);
    expect(capPayout(5_000, 0)).toBe(5_000);
  });
});
