import { useNavigate } from 'react-router';
import type { Activity } from '@lobby/contract/app-config';
import { useSignedIn } from '../stores/session-store';
import { signInPath } from './session';
import { track } from './telemetry';

// The activity-to-route map is needed only on a tap, so it is off the lobby's first-paint
// bundle; the router fetches it once the page has loaded, so a tap does not wait for it.
export const loadActivityRoutes = () => import('./activity-routes');

/** Tapping an activity anywhere (banner, shortcut, bonus list, popup) goes through here. */
export function useActivityClick() {
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  return (activity: Activity, from: string) => {
    track('activity_click', { activityId: activity.id, type: activity.type, from });
    // A tap's user activation lasts seconds, so window.open after the import is not blocked.
    void loadActivityRoutes().then(({ resolveActivityClick }) => {
      const click = resolveActivityClick(activity, signedIn, signInPath);
      if (click.kind === 'route') void navigate(click.to);
      else if (click.kind === 'external') window.open(click.url, '_blank', 'noopener,noreferrer');
    });
  };
}
