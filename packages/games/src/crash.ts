import { FLOAT_SCALE, type FloatSource } from './float-source';
import { assertAmount, mulDivFloor } from './money';

// Crash point from the bet's first float f = x / 2³²:
//   crashPoint = max(1.00, floor(0.99 / (1 − f) × 100) / 100)
// computed in integers as max(100, floor(99 × 2³² / (2³² − x))) hundredths. A cash-out target
// T (hundredths, ≥ 1.01×) wins when T ≤ crashPoint, i.e. when 1 − f ≤ 0.99 / T×100, which has
// probability 0.99 × 100 / T; it pays T / 100 × bet, so the RTP is 99% whatever T is (short of
// at most T / 2³² from floats being multiples of 2⁻³²). The edge shows as the one round in a
// hundred whose point falls below 1.00×; with those falling in [1.00, 1.01), 1.98% end at 1.00×.

export const CRASH_HOUSE_EDGE = 0.01;
/** Declared RTP: 99% for every target. */
export const CRASH_RTP = 0.99;
export const CRASH_MIN_TARGET = 101;
/** 1,000,000.00×: the largest cash-out target accepted. */
export const CRASH_MAX_TARGET = 100_000_000;

const CRASH_NUMERATOR = 99 * FLOAT_SCALE;

export interface CrashBet {
  /** Hundredths. */
  amount: number;
  /** Cash-out target in hundredths of a multiplier: 250 is 2.50×. */
  target: number;
}

export interface CrashOutcome {
  /** Hundredths of a multiplier: 247 is 2.47×. */
  crashPoint: number;
  win: boolean;
  /** Hundredths paid back (stake included); 0 on a loss. */
  payout: number;
}

/** The crash point (hundredths, ≥ 100) of a float. */
export function crashPoint(float: number): number {
  const remaining = FLOAT_SCALE - float * FLOAT_SCALE;
  return Math.max(100, Math.floor(CRASH_NUMERATOR / remaining));
}

export function assertCrashTarget(target: number): void {
  if (!Number.isSafeInteger(target) || target < CRASH_MIN_TARGET || target > CRASH_MAX_TARGET) {
    throw new RangeError('target must be an integer from 101 to 100000000');
  }
}

/**
 * Exact RTP of a target over the 2³² equally likely floats: the round wins when
 * 2³² − x ≤ 99 × 2³² / T, which holds for floor(99 × 2³² / T) of the x.
 */
export function crashRtp(target: number): number {
  assertCrashTarget(target);
  return (Math.floor(CRASH_NUMERATOR / target) / FLOAT_SCALE) * (target / 100);
}

/** What a win cashed out at `target` (hundredths of a multiplier) pays: floor(amount × target / 100). */
export function crashPayout(amount: number, target: number): number {
  return mulDivFloor(amount, target, 100);
}

export function crashFromFloats(source: FloatSource, bet: CrashBet): CrashOutcome {
  assertAmount(bet.amount);
  assertCrashTarget(bet.target);
  const point = crashPoint(source.next());
  const win = bet.target <= point;
  return { crashPoint: point, win, payout: win ? crashPayout(bet.amount, bet.target) : 0 };
}
