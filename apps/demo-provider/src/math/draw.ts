import type { Random } from './types';

// What the engines share: a uniform index from one random number, and the integer money rule.

/** A uniform integer in [0, n): floor(random × n), kept below n should `random` misbehave. */
export function pickIndex(random: Random, n: number): number {
  return Math.min(n - 1, Math.max(0, Math.floor(random() * n)));
}

/** floor(bet × multiplier / scale): a win in whole hundredths (bets stay far below 2⁵³). */
export function winOf(bet: number, multiplier: number, scale: number): number {
  return Math.floor((bet * multiplier) / scale);
}

/** Whether `value` is an integer in [min, max]. */
export function isIntegerIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}
