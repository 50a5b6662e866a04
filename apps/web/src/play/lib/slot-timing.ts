// When the reels stop. A paid spin lasts at least 2.5 s from the tap to the last reel landing,
// reduced motion or not (a licensed market's minimum round time); free spins are shorter.

export const PAID_SPIN_MIN_MS = 2_500;
/** The first reel stops no earlier than this after the spin starts… */
export const FIRST_STOP_MS = 1_300;
export const FREE_FIRST_STOP_MS = 700;
/** …and each next reel this much later. */
export const REEL_STAGGER_MS = 250;
export const FREE_REEL_STAGGER_MS = 160;
/** How long a reel's landing takes (bounce included). */
export const LANDING_MS = 420;
/** How long wins show before the next free spin starts. */
export const FREE_SPIN_PAUSE_MS = 900;
export const FREE_SPIN_PAUSE_WIN_MS = 1_600;

export interface StopPlan {
  /** When each reel starts landing, in ms after the spin started. */
  stopAt: number[];
  /** When the spin is over (the last reel has landed), in ms after it started. */
  doneAt: number;
}

/**
 * The stop times of a spin whose answer arrived `answeredAfter` ms after it started (0 for free
 * spins, whose outcome is already known).
 */
export function planStops(freeSpin: boolean, answeredAfter: number, reels = 5): StopPlan {
  const first = Math.max(answeredAfter, freeSpin ? FREE_FIRST_STOP_MS : FIRST_STOP_MS);
  const stagger = freeSpin ? FREE_REEL_STAGGER_MS : REEL_STAGGER_MS;
  const stopAt = Array.from({ length: reels }, (_, reel) => first + reel * stagger);
  let doneAt = stopAt[reels - 1]! + LANDING_MS;
  if (!freeSpin && doneAt < PAID_SPIN_MIN_MS) {
    const shift = PAID_SPIN_MIN_MS - doneAt;
    for (let reel = 0; reel < reels; reel++) stopAt[reel]! += shift;
    doneAt = PAID_SPIN_MIN_MS;
  }
  return { stopAt, doneAt };
}
