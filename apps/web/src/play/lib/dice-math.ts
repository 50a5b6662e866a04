import {
  DICE_MAX_ROLL,
  DICE_MAX_WINNING_ROLLS,
  DICE_MIN_WINNING_ROLLS,
  DICE_ROLLS,
  diceWinningRolls,
  type DiceDirection,
} from '@lobby/games/dice';

// How the dice page lets the player choose (docs/fairness.md "Dice"); what a target pays and
// whether a roll wins are the game's own functions (@lobby/games/dice).

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

/** The win chance in hundredths of a percent, floored: the share of the 10001 rolls that win. */
export const diceWinChance = (direction: DiceDirection, target: number): number =>
  Math.floor((diceWinningRolls(direction, target) * 10_000) / DICE_ROLLS);

/** Switching direction keeps the win chance: under t covers what over 10000 − t covers. */
export const flipDiceTarget = (target: number): number => DICE_MAX_ROLL - target;
