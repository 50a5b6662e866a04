import { DAY_MS } from '@/core/days';
import type { SignInDayState } from '@lobby/contract/sign-in';

/** Days in a cycle of the calendar. */
export const CYCLE_DAYS = 7;

/** A day signed on the calendar (a row of sign_in_days). */
export interface SignedDay {
  /** The operator day signed, YYYY-MM-DD. */
  day: string;
  /** The operator day of its cycle's day 1. */
  cycleStart: string;
  cycleDay: number;
  madeUp: boolean;
  grantId: number;
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** The operator day `n` days after `day` (YYYY-MM-DD). */
export const addDays = (day: string, n: number) =>
  new Date((dayNumber(day) + n) * DAY_MS).toISOString().slice(0, 10);

/** Where the player stands on the calendar today. */
export interface Cycle {
  /** The operator day of this cycle's day 1. */
  start: string;
  todayIndex: number;
  /** The days of the cycle signed, by their day of the cycle. */
  signed: ReadonlyMap<number, SignedDay>;
  /** Days of the cycle before today not signed, the ones a make-up may sign. */
  missed: number[];
  signedToday: boolean;
  /** Today's sign-in would start a new cycle at day 1 (a miss, with `missedDayRestarts`). */
  restartsOnSignIn: boolean;
}

/**
 * The cycle of today, from the player's latest cycle's signed days (docs/rewards/check-in.md): a cycle
 * is seven consecutive operator days from its day 1; once they are over, today begins a new
 * one. A day before today not signed is missed; with `restarts`, signing in today while one is
 * missed (not made up) starts a new cycle at day 1 today.
 */
export const cycleOf = (latest: readonly SignedDay[], today: string, restarts: boolean): Cycle => {
  const start = latest[0]?.cycleStart;
  const elapsed = start === undefined ? CYCLE_DAYS : dayNumber(today) - dayNumber(start);
  if (start === undefined || elapsed >= CYCLE_DAYS || elapsed < 0) {
    return {
      start: today,
      todayIndex: 1,
      signed: new Map(),
      missed: [],
      signedToday: false,
      restartsOnSignIn: false,
    };
  }
  const todayIndex = elapsed + 1;
  const signed = new Map(latest.map((d) => [d.cycleDay, d]));
  const missed: number[] = [];
  for (let day = 1; day < todayIndex; day++) if (!signed.has(day)) missed.push(day);
  const signedToday = signed.has(todayIndex);
  return {
    start,
    todayIndex,
    signed,
    missed,
    signedToday,
    restartsOnSignIn: restarts && !signedToday && missed.length > 0,
  };
};

/** The state of each day of the cycle, 1 to 7. */
export const dayStates = (cycle: Cycle): SignInDayState[] =>
  Array.from({ length: CYCLE_DAYS }, (_, i) => {
    const day = i + 1;
    const signed = cycle.signed.get(day);
    if (signed) return signed.madeUp ? 'madeUp' : 'signed';
    if (day < cycle.todayIndex) return 'missed';
    return day === cycle.todayIndex ? 'today' : 'upcoming';
  });
