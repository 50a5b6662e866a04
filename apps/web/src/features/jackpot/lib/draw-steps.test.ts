import { describe, expect, it } from 'vitest';
import { drawSteps, FAST_RUN_MS, FIRST_STEP_MS, STOP_ABOVE_MS } from './draw-steps';

describe('the draw’s run of lights', () => {
  it('runs 80 ms a step for the first 3 s, then adds 20 ms a step, and stops on the cell past 300 ms', () => {
    const steps = drawSteps(-1, 3, 10);
    // 38 steps of 80 ms (3,040 ms: the first step at or past 3 s), then 100, 120 … 300 ms.
    const fast = Array.from({ length: 38 }, () => 80);
    const slowing = [100, 120, 140, 160, 180, 200, 220, 240, 260, 280, 300];
    // The first step past 300 ms (the 50th) lights cell 9; the light crawls on to cell 3.
    const crawl = [320, 340, 360, 380, 400];
    expect(steps.map((s) => s.delay)).toEqual([...fast, ...slowing, ...crawl]);
    expect(steps.map((s) => s.cell)).toEqual(
      Array.from({ length: steps.length }, (_, i) => i % 10),
    );
    expect(steps.at(-1)).toEqual({ cell: 3, delay: 400, at: 3_040 + 2_200 + 1_800 });
  });

  it('lights the cells one after another from the one lit before, round the grid', () => {
    const steps = drawSteps(7, 9, 10);
    expect(steps.slice(0, 5).map((s) => s.cell)).toEqual([8, 9, 0, 1, 2]);
    expect(steps.slice(0, 3).map((s) => s.at)).toEqual([80, 160, 240]);
  });

  it('stops at the first step on the drawn cell longer than 300 ms, never before', () => {
    for (let from = -1; from < 10; from++) {
      for (let target = 0; target < 10; target++) {
        const steps = drawSteps(from, target, 10);
        const last = steps.at(-1)!;
        expect(last.cell).toBe(target);
        expect(last.delay).toBeGreaterThan(STOP_ABOVE_MS);
        // Every earlier visit of the target came at a step of 300 ms or less.
        for (const step of steps.slice(0, -1)) {
          if (step.cell === target) expect(step.delay).toBeLessThanOrEqual(STOP_ABOVE_MS);
        }
        // The slowing starts with the first step after 3 s; the steps add up to the run.
        const firstSlow = steps.findIndex((s) => s.delay > FIRST_STEP_MS);
        expect(steps[firstSlow - 1]!.at).toBeGreaterThanOrEqual(FAST_RUN_MS);
        expect(steps[firstSlow - 2]!.at).toBeLessThan(FAST_RUN_MS);
        expect(last.at).toBe(steps.reduce((sum, s) => sum + s.delay, 0));
        // About 5.6 to 9.7 s in all.
        expect(last.at).toBeGreaterThanOrEqual(5_560);
        expect(last.at).toBeLessThanOrEqual(9_660);
      }
    }
  });

  it('refuses a drawn cell outside the grid', () => {
    expect(() => drawSteps(-1, 10, 10)).toThrow(RangeError);
    expect(() => drawSteps(-1, 0, 0)).toThrow(RangeError);
  });
});
