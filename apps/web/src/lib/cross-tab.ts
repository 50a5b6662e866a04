import type { UserInfo } from '@lobby/contract/account';
import { storageKeys } from '../config/storage-keys';
import { useSessionStore } from '../stores/session-store';
import { clearSession } from './session';
import { local } from './storage';

/**
 * The access token is shared by every tab through localStorage. A storage event tells the other
 * tabs: removed → their session is cleared (a guarded page then sends the player to sign-in);
 * replaced → they take the new session.
 */
export function watchTokenAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== storageKeys.token) return;
    const token = local.get(storageKeys.token);
    const current = useSessionStore.getState().token;
    if (!token) {
      if (current) clearSession();
      return;
    }
    if (token !== current) {
      useSessionStore.setState({ token, user: local.getJson<UserInfo>(storageKeys.user) });
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
