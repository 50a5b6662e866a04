/**
 * Bet sizes, in hundredths. Every step is a multiple of 10 so the slot's line bet (a tenth of the
 * total) stays whole; the top step keeps a tap from betting a fortune.
 */
export const BET_STEPS: readonly number[] = [
  10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000,
];
export const BET_PRESETS: readonly number[] = [100, 500, 1_000, 5_000];
export const DEFAULT_BET = 100;
export const MIN_BET = BET_STEPS[0]!;
export const MAX_BET = BET_STEPS[BET_STEPS.length - 1]!;

/** The next step above (+1) or below (−1) `bet`; a bet between steps moves to the nearest one. */
export function stepBet(bet: number, direction: 1 | -1): number {
  if (direction === 1) return BET_STEPS.find((step) => step > bet) ?? MAX_BET;
  return [...BET_STEPS].reverse().find((step) => step < bet) ?? MIN_BET;
}

export const clampBet = (bet: number): number => Math.min(MAX_BET, Math.max(MIN_BET, bet));
