import { registerSW } from 'virtual:pwa-register';
import { useUpdateStore } from './update-store';

/**
 * Registers the service worker (registerType 'prompt'). When a new one is waiting, the update
 * toast offers Reload, which activates it; the page then reloads under the new worker.
 */
export function registerServiceWorker() {
  const activate = registerSW({
    onNeedRefresh: () => useUpdateStore.getState().setAvailable(() => activate(true)),
  });
}
