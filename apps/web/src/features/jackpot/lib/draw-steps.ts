// The draw's run of lights over the grid (the spec's §4/§9 timings): the light moves one cell a
// step, 80 ms a step for about the first 3 s, then each step 20 ms longer than the one before;
// it stops on the drawn cell at the first step that reaches it longer than 300 ms. Pure, so a
// test checks the exact sequence and the component only plays it with timers.

/** The first steps' length (ms). */
export const FIRST_STEP_MS = 80;
/** What each step adds to the one before once the fast run is over (ms). */
export const STEP_GROWTH_MS = 20;
/** How long the light runs at full speed before it slows (ms). */
export const FAST_RUN_MS = 3_000;
/** The light stops on the drawn cell only at a step longer than this (ms). */
export const STOP_ABOVE_MS = 300;
/** How long the jackpot wheel turns before it shows its share (the spec: 4 to 6 s). */
export const WHEEL_SPIN_MS = 5_000;
/** A second tap of SPIN this soon after the first is ignored (ms). */
export const SPIN_DEBOUNCE_MS = 300;

export interface DrawStep {
  /** The cell lit by this step. */
  cell: number;
  /** How long after the step before it (or the start) it comes (ms). */
  delay: number;
  /** When it comes, from the start of the run (ms). */
  at: number;
}

/**
 * The steps of a run over `cellCount` cells in grid order, from the cell lit before it (`from`,
 * −1 for none: the first step lights cell 0) to the drawn cell `target`, where it stops.
 */
export function drawSteps(from: number, target: number, cellCount: number): DrawStep[] {
  if (!Number.isInteger(cellCount) || cellCount < 1) throw new RangeError('no cells to light');
  if (!Number.isInteger(target) || target < 0 || target >= cellCount) {
    throw new RangeError(`the drawn cell ${target} is not one of ${cellCount}`);
  }
  const steps: DrawStep[] = [];
  let cell = from;
  let delay = FIRST_STEP_MS;
  let at = 0;
  for (;;) {
    cell = (((cell + 1) % cellCount) + cellCount) % cellCount;
    at += delay;
    steps.push({ cell, delay, at });
    if (cell === target && delay > STOP_ABOVE_MS) return steps;
    if (at >= FAST_RUN_MS) delay += STEP_GROWTH_MS;
  }
}
