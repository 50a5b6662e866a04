import { FLOAT_SCALE, type FloatSource } from './float-source';
import { applyMultiplierE4, assertAmount } from './money';

// Roll = floor(float × 10001): 0 … 10000 hundredths, shown 0.00 … 100.00. A bet wins "under t"
// when roll < t and "over t" when roll > t. Its win chance is the share of the 10001 rolls that
// win, and the multiplier pays 99% of the fair odds, floored to 4 decimals:
// multiplier = floor(0.99 × 10001 / winningRolls, 4 decimals).

export const DICE_ROLLS = 10_001;
export const DICE_MAX_ROLL = 10_000;
export const DICE_HOUSE_EDGE = 0.01;
/**
 * Declared RTP. A bet's exact RTP (`diceRtp`) lies within 98.99% … 99.00005%: the 4-decimal floor
 * takes at most 0.01 pp, and rolls are equally likely only to within one float in 429 453.
 */
export const DICE_RTP = 0.99;
/** Winning rolls a bet may cover: 1 (0.01%) … 9800 (≈ 98%, multiplier 1.0103). */
export const DICE_MIN_WINNING_ROLLS = 1;
export const DICE_MAX_WINNING_ROLLS = 9_800;

export type DiceDirection = 'under' | 'over';

export interface DiceBet {
  /** Hundredths. */
  amount: number;
  direction: DiceDirection;
  /** Hundredths, 0 … 10000. */
  target: number;
}

export interface DiceOutcome {
  /** Hundredths: 5023 is 50.23. */
  roll: number;
  win: boolean;
  multiplierE4: number;
  /** Hundredths paid back (stake included); 0 on a loss. */
  payout: number;
}

export function diceRoll(float: number): number {
  return Math.floor(float * DICE_ROLLS);
}

export function diceWinningRolls(direction: DiceDirection, target: number): number {
  if (direction !== 'under' && direction !== 'over') {
    throw new RangeError('direction must be "under" or "over"');
  }
  if (!Number.isSafeInteger(target) || target < 0 || target > DICE_MAX_ROLL) {
    throw new RangeError('target must be an integer from 0 to 10000');
  }
  const rolls = direction === 'under' ? target : DICE_MAX_ROLL - target;
  if (rolls < DICE_MIN_WINNING_ROLLS || rolls > DICE_MAX_WINNING_ROLLS) {
    throw new RangeError('target leaves a win chance outside 0.01% … 98%');
  }
  return rolls;
}

/** The payout table: multiplier (× 10⁴) by the number of winning rolls. */
export function diceMultiplierE4ForRolls(winningRolls: number): number {
  return Math.floor((9_900 * DICE_ROLLS) / winningRolls);
}

export function diceMultiplierE4(direction: DiceDirection, target: number): number {
  return diceMultiplierE4ForRolls(diceWinningRolls(direction, target));
}

export function diceWins(roll: number, direction: DiceDirection, target: number): boolean {
  return direction === 'under' ? roll < target : roll > target;
}

/** floats x / 2³² (x an integer) whose roll is below `roll`: x < roll × 2³² / 10001. */
function floatsBelowRoll(roll: number): number {
  return Math.ceil((roll * FLOAT_SCALE) / DICE_ROLLS);
}

/**
 * The exact RTP of a bet over the 2³² equally likely floats (not just the 10001 rolls, which are
 * equally likely only to within 2.4 × 10⁻⁶ of each other).
 */
export function diceRtp(direction: DiceDirection, target: number): number {
  const multiplierE4 = diceMultiplierE4(direction, target);
  const winningFloats =
    direction === 'under' ? floatsBelowRoll(target) : FLOAT_SCALE - floatsBelowRoll(target + 1);
  return (winningFloats / FLOAT_SCALE) * (multiplierE4 / 10_000);
}

export function diceFromFloats(source: FloatSource, bet: DiceBet): DiceOutcome {
  assertAmount(bet.amount);
  const multiplierE4 = diceMultiplierE4(bet.direction, bet.target);
  const roll = diceRoll(source.next());
  const win = diceWins(roll, bet.direction, bet.target);
  return { roll, win, multiplierE4, payout: win ? applyMultiplierE4(bet.amount, multiplierE4) : 0 };
}
