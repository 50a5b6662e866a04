// The dice game's rules as the page shows them before a roll (docs/fairness.md "Dice"); the
// server's packages/games/src/dice.ts decides, and dice-math.test.ts holds these to it.

export type DiceDirection = 'under' | 'over';

export const DICE_ROLLS = 10_001;
export const DICE_MAX_ROLL = 10_000;
export const DICE_MIN_WINNING_ROLLS = 1;
export const DICE_MAX_WINNING_ROLLS = 9_800;

export const diceWinningRolls = (direction: DiceDirection, target: number): number =>
  direction === 'under' ? target : DICE_MAX_ROLL - target;

/** The targets a direction accepts: win chances from 0.01% to 98%. */
export function diceTargetRange(direction: DiceDirection): { min: number; max: number } {
  return direction === 'under'
    ? { min: DICE_MIN_WINNING_ROLLS, max: DICE_MAX_WINNING_ROLLS }
    : { min: DICE_MAX_ROLL - DICE_MAX_WINNING_ROLLS, max: DICE_MAX_ROLL - DICE_MIN_WINNING_ROLLS };
}

export function clampDiceTarget(direction: DiceDirection, target: number): number {
  const { min, max } = diceTargetRange(direction);
  return Math.min(max, Math.max(min, Math.round(target)));
}

/** floor(0.99 × 10001 / winningRolls, 4 decimals), in ten-thousandths. */
export const diceMultiplierE4 = (direction: DiceDirection, target: number): number =>
  Math.floor((9_900 * DICE_ROLLS) / diceWinningRolls(direction, target));

/** The win chance in hundredths of a percent, floored: the share of the 10001 rolls that win. */
export const diceWinChance = (direction: DiceDirection, target: number): number =>
  Math.floor((diceWinningRolls(direction, target) * 10_000) / DICE_ROLLS);

export const diceWins = (roll: number, direction: DiceDirection, target: number): boolean =>
  direction === 'under' ? roll < target : roll > target;

/** Switching direction keeps the win chance: under t covers what over 10000 − t covers. */
export const flipDiceTarget = (target: number): number => DICE_MAX_ROLL - target;
