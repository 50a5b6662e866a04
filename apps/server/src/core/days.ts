/** A day of 24 hours, in milliseconds: lifetimes counted in days (claim windows, expiries). */
export const DAY_MS = 86_400_000;

/** The moment `days` whole days after `from` (a claim window's end, a reward's expiry). */
export const daysAfter = (from: Date | number, days: number): Date =>
  new Date((typeof from === 'number' ? from : from.getTime()) + days * DAY_MS);
