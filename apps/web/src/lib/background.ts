import { startBuildCheck } from './build-check';
import { watchTokenAcrossTabs } from './cross-tab';
import { registerServiceWorker } from './service-worker';
import { startTelemetry } from './telemetry-sender';

const afterLoad = (run: () => void) => {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
};

/**
 * What runs in the background of every page but is not needed to paint the lobby, so main.tsx
 * loads it as a chunk of its own: the cross-tab session listener, the telemetry sender, the
 * build check, and (once the page has loaded) the service worker.
 */
export function startBackgroundWork() {
  watchTokenAcrossTabs();
  startTelemetry();
  if (import.meta.env.PROD) startBuildCheck();
  afterLoad(registerServiceWorker);
}
