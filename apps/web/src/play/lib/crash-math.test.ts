import { describe, expect, it } from 'vitest';
import { CRASH_MIN_TARGET, assertCrashTarget } from '@lobby/games/crash';
import {
  CRASH_TARGET_PRESETS,
  CRASH_TARGET_STEPS,
  DEFAULT_CRASH_TARGET,
  clampCrashTarget,
  crashClimbMs,
  crashMultiplierAt,
  crashWinChance,
  stepCrashTarget,
} from './crash-math';

describe('crash as the page shows it', () => {
  it('only offers targets the game accepts', () => {
    for (const target of [...CRASH_TARGET_STEPS, ...CRASH_TARGET_PRESETS, DEFAULT_CRASH_TARGET]) {
      expect(() => assertCrashTarget(target)).not.toThrow();
    }
    expect(clampCrashTarget(50)).toBe(CRASH_MIN_TARGET);
  });

  it('steps the target through its steps', () => {
    expect(stepCrashTarget(200, 1)).toBe(250);
    expect(stepCrashTarget(200, -1)).toBe(175);
    expect(stepCrashTarget(101, -1)).toBe(101);
    expect(stepCrashTarget(10_000, 1)).toBe(10_000);
    expect(stepCrashTarget(230, 1)).toBe(250);
  });

  it('shows 99% / target as the chance', () => {
    expect(crashWinChance(200)).toBe(4_950);
    expect(crashWinChance(101)).toBe(9_801);
  });

  it('climbs from 1.00× to the end on an exponential curve, in a bounded time', () => {
    const total = crashClimbMs(247, false);
    expect(crashMultiplierAt(0, total, 247)).toBe(100);
    expect(crashMultiplierAt(total, total, 247)).toBe(247);
    let last = 100;
    for (let t = 0; t <= total; t += 50) {
      const m = crashMultiplierAt(t, total, 247);
      expect(m).toBeGreaterThanOrEqual(last);
      last = m;
    }
    expect(crashClimbMs(100, false)).toBe(1_200);
    expect(crashClimbMs(100_000_000, false)).toBe(7_000);
    expect(crashClimbMs(100_000, true)).toBeLessThan(1_000);
  });
});
