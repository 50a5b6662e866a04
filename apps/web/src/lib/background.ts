import { storageKeys } from '../config/storage-keys';
import { startBuildCheck } from './build-check';
import { useChatWidget } from './chat-widget';
import { watchTokenAcrossTabs } from './cross-tab';
import { registerServiceWorker } from './service-worker';
import { local } from './storage';
import { startTelemetry } from './telemetry-sender';

const afterLoad = (run: () => void) => {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
};

/**
 * A browser that had a chat conversation keeps the chat's socket for the launcher's unread
 * badge: the layout mounts it once told, after the page has loaded, so that its chunk and its
 * socket never compete with the lobby's first paint.
 */
const keepChatIfKnown = () => {
  if (local.get(storageKeys.chatKept) !== null) useChatWidget.setState({ kept: true });
};

/**
 * What runs in the background of every page but is not needed to paint the lobby, so main.tsx
 * loads it as a chunk of its own: the cross-tab session listener, the telemetry sender, the
 * build check, and (once the page has loaded) the service worker and the chat kept for its badge.
 */
export function startBackgroundWork() {
  watchTokenAcrossTabs();
  startTelemetry();
  if (import.meta.env.PROD) startBuildCheck();
  afterLoad(registerServiceWorker);
  afterLoad(keepChatIfKnown);
}
