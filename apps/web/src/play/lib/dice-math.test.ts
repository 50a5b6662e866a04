import { describe, expect, it } from 'vitest';
import { diceWinningRolls } from '@lobby/games/dice';
import { clampDiceTarget, diceTargetRange, diceWinChance, flipDiceTarget } from './dice-math';

describe('dice as the page shows it', () => {
  it('offers exactly the targets the game accepts, in both directions', () => {
    for (const direction of ['under', 'over'] as const) {
      const { min, max } = diceTargetRange(direction);
      expect(() => diceWinningRolls(direction, min)).not.toThrow();
      expect(() => diceWinningRolls(direction, max)).not.toThrow();
      expect(() =>
        diceWinningRolls(direction, direction === 'under' ? min - 1 : max + 1),
      ).toThrow();
      expect(() =>
        diceWinningRolls(direction, direction === 'under' ? max + 1 : min - 1),
      ).toThrow();
    }
  });

  it('shows the win chance of the 10001 rolls, floored to 0.01%', () => {
    expect(diceWinChance('under', 5_000)).toBe(4_999);
    expect(diceWinChance('over', 5_050)).toBe(4_949);
    expect(diceWinChance('under', 9_800)).toBe(9_799);
    expect(diceWinChance('under', 1)).toBe(0);
  });

  it('clamps targets into range and keeps the chance when the direction flips', () => {
    expect(clampDiceTarget('under', 0)).toBe(1);
    expect(clampDiceTarget('under', 9_999)).toBe(9_800);
    expect(clampDiceTarget('over', 100)).toBe(200);
    expect(clampDiceTarget('over', 10_000)).toBe(9_999);
    const flipped = flipDiceTarget(3_000);
    expect(diceWinChance('over', flipped)).toBe(diceWinChance('under', 3_000));
  });
});
