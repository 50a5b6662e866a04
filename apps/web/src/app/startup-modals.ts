import { useEffect } from 'react';
import { useAppConfig } from '../lib/app-config';
import { useModalManager } from '../lib/modal-manager';
import { shouldOfferDownload } from '../lib/native-app';
import { liveActivities } from '../lib/live-activities';
import { useActivityIds } from '../lib/use-live-activities';
import { useSignedIn } from '../stores/session-store';

/**
 * Feeds the modal manager with the config's start-up modals (again after a sign-in), once the
 * server has said which activities are live: a popup whose activity is not live never shows.
 */
export function useStartupModals() {
  const { data: config } = useAppConfig();
  const { data: ids } = useActivityIds();
  const signedIn = useSignedIn();
  const enqueue = useModalManager((s) => s.enqueue);
  useEffect(() => {
    if (!config || !ids) return;
    let current = true;
    // They show only once the cover is gone, so what they are is worked out off the home bundle.
    void import('../lib/startup-modals').then(({ startupModalsFrom }) => {
      if (!current) return;
      const live = liveActivities(config.activities, ids.activityIds);
      enqueue(
        startupModalsFrom(
          config,
          live,
          shouldOfferDownload(signedIn),
          signedIn,
          ids.totalRecharge > 0,
        ),
      );
    });
    return () => {
      current = false;
    };
  }, [config, ids, signedIn, enqueue]);
}
