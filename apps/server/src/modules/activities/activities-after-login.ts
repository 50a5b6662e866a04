import { sql } from 'kysely';
import type { Activity } from '@lobby/contract/app-config';
import type { AfterLoginPart } from '../accounts/player-state';
import { liveActivities } from './live-activities';

/**
 * The activities' part of the after-login state: the ids live now by the lobby's clock, in
 * activity order, as getActivityIds answers them (a spec client reads them here to choose its
 * start-up modals). The clock is read in the player's one statement; the config is in memory.
 */
export const activitiesAfterLogin = (activities: () => readonly Activity[]): AfterLoginPart => ({
  columns: () => ({ now: sql`app_now()` }),
  read: (c) => ({
    activityIds: liveActivities(activities(), new Date(c.now as string | Date)).map((a) => a.id),
  }),
});
