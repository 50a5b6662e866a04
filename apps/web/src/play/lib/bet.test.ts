import { describe, expect, it } from 'vitest';
import { BET_PRESETS, BET_STEPS, DEFAULT_BET, MAX_BET, MIN_BET, clampBet, stepBet } from './bet';

describe('bet steps', () => {
  it('walks the steps up and down, one at a time', () => {
    expect(stepBet(100, 1)).toBe(200);
    expect(stepBet(200, 1)).toBe(500);
    expect(stepBet(500, -1)).toBe(200);
    expect(stepBet(10_000, -1)).toBe(5_000);
  });

  it('moves a bet between two steps to the nearer step in that direction', () => {
    expect(stepBet(150, 1)).toBe(200);
    expect(stepBet(150, -1)).toBe(100);
  });

  it('stops at the smallest and the largest bet', () => {
    expect(stepBet(MIN_BET, -1)).toBe(MIN_BET);
    expect(stepBet(MAX_BET, 1)).toBe(MAX_BET);
    expect(clampBet(1)).toBe(MIN_BET);
    expect(clampBet(10 * MAX_BET)).toBe(MAX_BET);
  });

  it('keeps every step and preset whole in the slot’s line bets (a tenth of the bet)', () => {
    for (const bet of [...BET_STEPS, ...BET_PRESETS, DEFAULT_BET]) expect(bet % 10).toBe(0);
    expect([...BET_STEPS].sort((a, b) => a - b)).toEqual(BET_STEPS);
    for (const preset of BET_PRESETS) expect(BET_STEPS).toContain(preset);
  });

  it('stays inside what the contract accepts as a bet', async () => {
    const { BetAmount } = await import('@lobby/contract/games');
    for (const bet of BET_STEPS) expect(BetAmount.safeParse(bet).success).toBe(true);
  });
});
