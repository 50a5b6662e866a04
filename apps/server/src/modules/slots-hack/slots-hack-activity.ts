import type { Activity, AppConfig } from '@lobby/contract/app-config';
import { ActivityType } from '@lobby/contract/values/enums';
import { liveActivities } from '../activities/live-activities';

const toSeconds = (t: number) => Math.floor(t > 1e11 ? t / 1000 : t);

/** The slots-hack event live at `at` (the lobby's clock): the first live SlotsHack activity. */
export const slotsHackAt = (config: AppConfig, at: Date): Activity | undefined =>
  liveActivities(config.activities, at).find((a) => a.type === ActivityType.SlotsHack);

/** An event's key: its window's start (epoch seconds; 0 when open from the start). */
export const eventKeyOf = (activity: Activity) => String(toSeconds(activity.startTime ?? 0));

/** A tier's grant key: once per player, tier and event. */
export const tierKey = (eventKey: string, tierId: number) => `${eventKey}:tier:${tierId}`;

/** The window's ends in epoch seconds (null: open). */
export const windowOf = (activity: Activity) => ({
  startsAt: activity.startTime === null ? null : toSeconds(activity.startTime),
  endsAt: activity.endTime === null ? null : toSeconds(activity.endTime),
});
