import { describe, expect, it } from 'vitest';
import * as server from '@lobby/games/dice';
import {
  DICE_MAX_WINNING_ROLLS,
  DICE_MIN_WINNING_ROLLS,
  clampDiceTarget,
  diceMultiplierE4,
  diceTargetRange,
  diceWinChance,
  diceWins,
  flipDiceTarget,
} from './dice-math';

describe('dice as the page shows it', () => {
  it('offers exactly the targets the game accepts, in both directions', () => {
    for (const direction of ['under', 'over'] as const) {
      const { min, max } = diceTargetRange(direction);
      expect(() => server.diceWinningRolls(direction, min)).not.toThrow();
      expect(() => server.diceWinningRolls(direction, max)).not.toThrow();
      expect(() =>
        server.diceWinningRolls(direction, direction === 'under' ? min - 1 : max + 1),
      ).toThrow();
      expect(() =>
        server.diceWinningRolls(direction, direction === 'under' ? max + 1 : min - 1),
      ).toThrow();
    }
    expect(DICE_MIN_WINNING_ROLLS).toBe(server.DICE_MIN_WINNING_ROLLS);
    expect(DICE_MAX_WINNING_ROLLS).toBe(server.DICE_MAX_WINNING_ROLLS);
  });

  it('shows the multiplier the game pays, for every target', () => {
    for (const direction of ['under', 'over'] as const) {
      const { min, max } = diceTargetRange(direction);
      for (let target = min; target <= max; target++) {
        expect(diceMultiplierE4(direction, target)).toBe(
          server.diceMultiplierE4(direction, target),
        );
      }
    }
    expect(diceMultiplierE4('over', 5_050)).toBe(20_002);
    expect(diceMultiplierE4('under', 5_000)).toBe(19_801);
  });

  it('calls a roll a win exactly when the game does', () => {
    for (const roll of [0, 4_999, 5_000, 5_001, 10_000]) {
      expect(diceWins(roll, 'under', 5_000)).toBe(server.diceWins(roll, 'under', 5_000));
      expect(diceWins(roll, 'over', 5_000)).toBe(server.diceWins(roll, 'over', 5_000));
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
