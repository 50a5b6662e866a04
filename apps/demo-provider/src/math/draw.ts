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

/** A multiplier for a paytable cell: 2 → "2×", 1.5 → "1.5×", 1234 → "1,234×". */
export function times(multiplier: number): string {
  return `${multiplier.toLocaleString('en-US', { maximumFractionDigits: 2 })}×`;
}

/** A chance for a paytable cell: 0.4851 → "48.51%"; one too small to show → "< 0.0001%". */
export function percent(chance: number, digits = 2): string {
  const least = 10 ** -digits;
  if (chance > 0 && chance * 100 < least) return `< ${least.toFixed(digits)}%`;
  return `${(chance * 100).toFixed(digits)}%`;
}
