import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Activity } from '@lobby/contract/app-config';
import { useSignedIn } from '../stores/session-store';
import { call } from './api-client';
import { liveActivities } from './live-activities';

/** Windows open and close with time, so what is live is asked again after this long. */
const LIVE_STALE_MS = 60_000;

/**
 * getActivityIds: the live activities, whether a wheel is live and the player's deposits. A
 * visitor asks too (the lobby shows them the live activities); the answer is per session.
 */
export const activityIdsQuery = (signedIn: boolean) =>
  queryOptions({
    queryKey: ['getActivityIds', signedIn] as const,
    queryFn: () => call('getActivityIds', {}),
    staleTime: LIVE_STALE_MS,
  });

export const useActivityIds = () => useQuery(activityIdsQuery(useSignedIn()));

/** The configured activities live now, in activity order; none until the server has answered. */
export function useLiveActivities(activities: readonly Activity[]): Activity[] {
  const { data } = useActivityIds();
  return useMemo(() => liveActivities(activities, data?.activityIds), [activities, data]);
}
