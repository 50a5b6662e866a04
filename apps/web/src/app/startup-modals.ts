import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ActivityType } from '@lobby/contract/values/enums';
import { actInviteUserStatusQuery } from '../features/invite-spin/api/act-invite-user-status';
import { useAppConfig } from '../lib/app-config';
import { unseenStartupModals, useModalManager } from '../lib/modal-manager';
import { shouldOfferDownload } from '../lib/native-app';
import { liveActivities } from '../lib/live-activities';
import { useActivityIds } from '../lib/use-live-activities';
import { useSessionStore, useSignedIn } from '../stores/session-store';

/**
 * Feeds the modal manager with the config's start-up modals (again after a sign-in), once the
 * server has said which activities are live: a popup whose activity is not live never shows.
 * Only when the app opened at the lobby (never on a deep link into a page), ordered by value
 * (lib/startup-modals.ts); two a day, each once: a player's given by the server across devices
 * (claimStartupModals), a visitor's kept by the manager on this device.
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
      ({ byValue, countedStartupModals, opensStartupModals, startupModalsFrom }) => {
        if (!current || !opensStartupModals(entryPath)) return;
        const live = liveActivities(config.activities, ids.activityIds);
        const modals = byValue(
          startupModalsFrom(
            config,
            live,
            shouldOfferDownload(signedIn),
            signedIn,
            ids.totalRecharge > 0,
            spinFinished,
          ),
        );
        if (!signedIn) {
          enqueue(modals);
          return;
        }
        // A player's two a day are the server's to give, across devices (ADR 0063). What it
        // gives is recorded as shown, so it is queued even if this effect has moved on, while
        // the same player is signed in.
        const userId = useSessionStore.getState().user?.id;
        void countedStartupModals(unseenStartupModals(modals)).then((counted) => {
          if (useSessionStore.getState().user?.id === userId) enqueue(counted);
        });
      },
    );
    return () => {
      current = false;
    };
  }, [config, ids, signedIn, enqueue, spinFinished, entryPath]);
}
