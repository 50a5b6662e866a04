import type { Activity } from '@lobby/contract/app-config';
import type { ActivityType } from '@lobby/contract/values/enums';
import { BUILT_ACTIVITY_TYPES } from './built-activities';

// Times are epoch seconds; a value this large can only be milliseconds, so it is read as such.
const toSeconds = (t: number) => (t > 1e11 ? t / 1000 : t);

/** Whether the activity's window (start inclusive, end exclusive; null: open) holds `now`. */
const inWindow = (activity: Activity, nowSeconds: number) =>
  toSeconds(activity.startTime ?? 0) <= nowSeconds &&
  (activity.endTime === null ? Infinity : toSeconds(activity.endTime)) > nowSeconds;

/**
 * The activities live at `now` (the lobby's clock), in activity order: configured, their window
 * holding now, and of a type whose system is built (`built`: the one list; a test may add to it).
 */
export const liveActivities = (
  activities: readonly Activity[],
  now: Date,
  built: ReadonlySet<ActivityType> = BUILT_ACTIVITY_TYPES,
): Activity[] => {
  const nowSeconds = now.getTime() / 1000;
  return activities
    .filter((a) => built.has(a.type) && inWindow(a, nowSeconds))
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
};
