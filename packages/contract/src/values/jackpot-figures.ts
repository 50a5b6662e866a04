/**
 * The jackpot's figures as the lobby's ticker, the jackpot page and its modal show them
 * (docs/rules.md "Jackpot figures"): each pool's real amount, shown re-drawn every 6 s (the
 * spec's liveliness) within a stated band just below it, never above it; the total is the sum of
 * the figures shown. What one win of a pool could pay ("could win up to") is the wheel's largest
 * share of it, the server's `sectionMax`. The draw is a function of the 6 s period, so every
 * view on screen shows the same figure at the same moment.
 */

/** The band: a shown figure is at least 97.00% of the pool and at most all of it (basis points). */
export const JACKPOT_SHOWN_BAND_BP = 9_700;

/** How often the shown figures are drawn again (the spec: every 6 s). */
export const JACKPOT_SHOWN_EVERY_MS = 6_000;

/** A number in [0, 1) from a period and a salt (a 32-bit integer hash; display only). */
const fractionOf = (period: number, salt: number): number => {
  let h = (Math.imul(period | 0, 0x9e3779b1) ^ Math.imul(salt + 1, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b) >>> 0;
  return ((h ^ (h >>> 16)) >>> 0) / 2 ** 32;
};

/**
 * The figure shown for a pool holding `amount` (hundredths) in the 6 s `period`: a whole number
 * of hundredths from the band's floor (`amount × JACKPOT_SHOWN_BAND_BP / 10000`, rounded up) to
 * `amount` itself, never above it. `salt` tells the pools apart.
 */
export const shownPoolFigure = (amount: number, period: number, salt: number): number => {
  if (amount <= 0) return 0;
  const floor = Math.ceil((amount * JACKPOT_SHOWN_BAND_BP) / 10_000);
  return Math.min(amount, floor + Math.floor(fractionOf(period, salt) * (amount - floor + 1)));
};

/** The 6 s period an instant (ms) falls in. */
export const shownPeriodOf = (epochMs: number): number =>
  Math.floor(epochMs / JACKPOT_SHOWN_EVERY_MS);
