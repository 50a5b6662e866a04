import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Activity } from '@lobby/contract/app-config';
import { ActivityType } from '@lobby/contract/values/enums';
import { ActivityEnded } from './layouts/activity-ended';
import { RouteFallback } from './layouts/route-fallback';
import { paths } from '../config/paths';
import { liveActivities } from '../lib/live-activities';
import { useActivityIds } from '../lib/use-live-activities';
import { useAppConfig } from '../lib/app-config';
import { justLoggedOut, signInPath } from '../lib/session';
import { useSignedIn } from '../stores/session-store';
import type { Guard } from './route-handle';

/** auth-activity: the rank page exists only while a Rank activity is live (getActivityIds). */
export const rankActivityLive = (live: readonly Activity[]) =>
  live.some((a) => a.type === ActivityType.Rank);

/**
 * Route guards. auth: a signed-out player goes to sign-in with a redirect back (type=account
 * when an account name was saved). auth-activity: auth, plus the activity must be live, else a
 * page saying it is not running.
 * Reactive, so a session cleared in another tab also leaves the guarded page.
 */
export function GuardGate({ guard, children }: { guard: Guard | null; children: ReactNode }) {
  const signedIn = useSignedIn();
  const location = useLocation();
  const config = useAppConfig();
  const ids = useActivityIds();
  if (!guard) return <>{children}</>;
  if (!signedIn) {
    if (justLoggedOut()) return <Navigate to={paths.index} replace />;
    return <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />;
  }
  if (guard === 'auth-activity') {
    if (!config.data || ids.isPending) return <RouteFallback />;
    if (!rankActivityLive(liveActivities(config.data.activities, ids.data?.activityIds)))
      return <ActivityEnded />;
  }
  return <>{children}</>;
}
