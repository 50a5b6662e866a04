import { useEffect } from 'react';
import { useAppConfig } from '../lib/app-config';
import { useModalManager } from '../lib/modal-manager';
import { shouldOfferDownload } from '../lib/native-app';
import { useSignedIn } from '../stores/session-store';

/** Feeds the modal manager with the config's start-up modals (again after a sign-in). */
export function useStartupModals() {
  const { data: config } = useAppConfig();
  const signedIn = useSignedIn();
  const enqueue = useModalManager((s) => s.enqueue);
  useEffect(() => {
    if (!config) return;
    let current = true;
    // They show only once the cover is gone, so what they are is worked out off the home bundle.
    void import('../lib/startup-modals').then(({ startupModalsFrom }) => {
      if (current) enqueue(startupModalsFrom(config, shouldOfferDownload(signedIn), signedIn));
    });
    return () => {
      current = false;
    };
  }, [config, signedIn, enqueue]);
}
