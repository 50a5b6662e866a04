import type { Activity } from '@lobby/contract/app-config';

// Times are epoch seconds; a value this large can only be milliseconds, so it is read as such.
const toSeconds = (t: number) => (t > 1e11 ? t / 1000 : t);

/** Activities on show now, in their configured order. */
export const liveActivities = (activities: readonly Activity[], nowSeconds = Date.now() / 1000) =>
  activities
    .filter(
      (a) =>
        toSeconds(a.startTime ?? 0) <= nowSeconds &&
        (a.endTime === null ? Infinity : toSeconds(a.endTime)) > nowSeconds,
    )
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
