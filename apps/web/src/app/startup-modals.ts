import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ActivityType } from '@lobby/contract/values/enums';
import { actInviteUserStatusQuery } from '../features/invite-spin/api/act-invite-user-status';
import { useAppConfig } from '../lib/app-config';
import { useModalManager } from '../lib/modal-manager';
import { shouldOfferDownload } from '../lib/native-app';
import { liveActivities } from '../lib/live-activities';
import { useActivityIds } from '../lib/use-live-activities';
import { useSignedIn } from '../stores/session-store';

/**
 * Feeds the modal manager with the config's start-up modals (again after a sign-in), once the
 * server has said which activities are live: a popup whose activity is not live never shows.
 * Only when the app opened at the lobby (never on a deep link into a page), ordered by value
 * (lib/startup-modals.ts); the manager keeps to two a day per player, each once.
 */
export function useStartupModals() {
  // Where the app opened: the layout's first path, kept while it stays mounted.
  const { pathname } = useLocation();
  const [entryPath] = useState(pathname);
  const { data: config } = useAppConfig();
  const { data: ids } = useActivityIds();
  const signedIn = useSignedIn();
  const enqueue = useModalManager((s) => s.enqueue);
  // The invite spin's modal waits for whether the player has cashed out already.
  const spinPopup =
    signedIn &&
    !!config &&
    !!ids &&
    liveActivities(config.activities, ids.activityIds).some(
      (a) => a.popup && a.type === ActivityType.InviteUserSpin,
    );
  const spin = useQuery({ ...actInviteUserStatusQuery(), enabled: spinPopup });
  const spinFinished = spinPopup ? spin.data?.finished : false;
  useEffect(() => {
    if (!config || !ids || spinFinished === undefined) return;
    let current = true;
    // They show only once the cover is gone, so what they are is worked out off the home bundle.
    void import('../lib/startup-modals').then(
      ({ byValue, opensStartupModals, startupModalsFrom }) => {
        if (!current || !opensStartupModals(entryPath)) return;
        const live = liveActivities(config.activities, ids.activityIds);
        enqueue(
          byValue(
            startupModalsFrom(
              config,
              live,
              shouldOfferDownload(signedIn),
              signedIn,
              ids.totalRecharge > 0,
              spinFinished,
            ),
          ),
        );
      },
    );
    return () => {
      current = false;
    };
  }, [config, ids, signedIn, enqueue, spinFinished, entryPath]);
}
