import type { Activity } from '@lobby/contract/app-config';

/**
 * The configured activities the server answers live (getActivityIds: in their window by the
 * lobby's clock, their system built), in its order. Nothing is live until it has answered, so
 * the lobby never offers an activity that leads nowhere.
 */
export const liveActivities = (
  activities: readonly Activity[],
  liveIds: readonly number[] | undefined,
): Activity[] => {
  if (!liveIds) return [];
  const byId = new Map(activities.map((a) => [a.id, a]));
  return liveIds.flatMap((id) => {
    const activity = byId.get(id);
    return activity ? [activity] : [];
  });
};
