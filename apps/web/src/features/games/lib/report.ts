/** The report's date ranges and paging: what the player picks, as the calls' epoch seconds. */

export const BET_RECORD_PAGE_SIZE = 20;

export const RANGE_PRESETS = ['today', 'yesterday', 'week', 'month'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export const isRangePreset = (value: unknown): value is RangePreset =>
  (RANGE_PRESETS as readonly unknown[]).includes(value);

/** Local midnight `days` days from the day of `now`, as epoch seconds (DST-safe). */
const midnight = (now: Date, days: number) =>
  Math.floor(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days).getTime() / 1000);

/**
 * A preset as `{ from, to }` (from inclusive, to exclusive) in the player's own days: today,
 * yesterday, the last 7 days and the last 30 days, each including today but yesterday.
 */
export function presetRange(preset: RangePreset, now = new Date()): { from: number; to: number } {
  switch (preset) {
    case 'today':
      return { from: midnight(now, 0), to: midnight(now, 1) };
    case 'yesterday':
      return { from: midnight(now, -1), to: midnight(now, 0) };
    case 'week':
      return { from: midnight(now, -6), to: midnight(now, 1) };
    case 'month':
      return { from: midnight(now, -29), to: midnight(now, 1) };
  }
}

/** Whether a net result is the player's gain, loss or neither, for its colour. */
export const netTone = (net: number): 'plus' | 'minus' | undefined =>
  net > 0 ? 'plus' : net < 0 ? 'minus' : undefined;
