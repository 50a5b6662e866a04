import { CRASH_MAX_TARGET, CRASH_MIN_TARGET } from '@lobby/games/crash';

// How the crash page lets the player choose and draws the round (docs/fairness.md "Crash"); what
// a win pays is the game's own function (@lobby/games/crash).

/** Targets the −/+ buttons move through, in hundredths of a multiplier. */
export const CRASH_TARGET_STEPS: readonly number[] = [
  101, 110, 125, 150, 175, 200, 250, 300, 400, 500, 750, 1_000, 1_500, 2_000, 5_000, 10_000,
];
export const CRASH_TARGET_PRESETS: readonly number[] = [150, 200, 500, 1_000];
export const DEFAULT_CRASH_TARGET = 200;

export function stepCrashTarget(target: number, direction: 1 | -1): number {
  const steps = CRASH_TARGET_STEPS;
  if (direction === 1) return steps.find((s) => s > target) ?? steps[steps.length - 1]!;
  return [...steps].reverse().find((s) => s < target) ?? steps[0]!;
}

export const clampCrashTarget = (target: number): number =>
  Math.min(CRASH_MAX_TARGET, Math.max(CRASH_MIN_TARGET, Math.floor(target)));

/** The win chance (hundredths of a percent) of a target: 99% / target, floored. */
export const crashWinChance = (target: number): number => Math.floor(990_000 / target);

/**
 * How the round is drawn: the multiplier climbs as e^(g·t) from 1.00× to `end` (the target on a
 * cash-out, the crash point otherwise) in a time that grows with the multiplier but stays short:
 * 1.2 s for a crash at 1.00×, about 3.7 s to 2×, at most 7 s.
 */
export function crashClimbMs(end: number, reducedMotion: boolean): number {
  if (reducedMotion) return 400;
  const growth = Math.log(Math.max(end, 100) / 100);
  return Math.round(Math.min(7_000, 1_200 + 3_600 * growth));
}

/** The multiplier (hundredths, floored) shown at `elapsed` of a climb to `end` lasting `total`. */
export function crashMultiplierAt(elapsed: number, total: number, end: number): number {
  if (elapsed >= total) return end;
  const progress = Math.max(0, elapsed) / total;
  return Math.max(100, Math.floor(100 * Math.exp(Math.log(end / 100) * progress)));
}
