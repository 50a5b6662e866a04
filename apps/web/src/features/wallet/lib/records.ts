/** Shared by the record lists: the dates a player picks, in their own time zone. */

/** A date input's value ("2026-11-22") as the epoch seconds of that local midnight. */
export const localDayStart = (value: string): number | undefined => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? undefined : Math.floor(date.getTime() / 1000);
};

/**
 * The range a from/to pair of date inputs means: from the start of `from` to the end of `to`
 * (the call's `to` is exclusive, so the midnight after it); either end may be open.
 */
export function dayRange(from: string, to: string): { from?: number; to?: number } {
  const start = localDayStart(from);
  const endDay = localDayStart(to);
  let end: number | undefined;
  if (endDay !== undefined) {
    const next = new Date(endDay * 1000);
    next.setDate(next.getDate() + 1);
    end = Math.floor(next.getTime() / 1000);
  }
  return {
    ...(start !== undefined ? { from: start } : {}),
    ...(end !== undefined ? { to: end } : {}),
  };
}
