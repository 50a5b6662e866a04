import { create } from 'zustand';
import { storageKeys } from '../config/storage-keys';
import { local } from './storage';

interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallState {
  deferred: BeforeInstallPromptEvent | null;
  installed: boolean;
  bannerDismissed: boolean;
  dismissBanner: () => void;
}

export const useInstallStore = create<InstallState>()((set) => ({
  deferred: null,
  installed: false,
  bannerDismissed: local.get(storageKeys.installDismissed) === '1',
  dismissBanner: () => {
    local.set(storageKeys.installDismissed, '1');
    set({ bannerDismissed: true });
  },
}));

/** Keep the browser's install prompt for our own "Install app" button instead of its mini-bar. */
export function captureInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    useInstallStore.setState({ deferred: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () =>
    useInstallStore.setState({ deferred: null, installed: true }),
  );
}

export async function promptInstall(): Promise<boolean> {
  const { deferred } = useInstallStore.getState();
  if (!deferred) return false;
  useInstallStore.setState({ deferred: null });
  await deferred.prompt();
  const { outcome } = await deferred.userChoice;
  if (outcome === 'accepted') useInstallStore.setState({ installed: true });
  return outcome === 'accepted';
}
