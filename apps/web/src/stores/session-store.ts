import { create } from 'zustand';
import type { UserInfo } from '@lobby/contract/account';
import { storageKeys } from '../config/storage-keys';
import { local } from '../lib/storage';

interface SessionState {
  token: string | null;
  user: UserInfo | null;
  signIn: (token: string, user: UserInfo) => void;
  setUser: (user: UserInfo) => void;
  clear: () => void;
}

/**
 * The session (spec: "user"): the raw access token and the contract's User info as the server
 * last answered it (amounts in hundredths), mirrored to storage.
 */
export const useSessionStore = create<SessionState>()((set) => ({
  token: local.get(storageKeys.token),
  user: local.getJson<UserInfo>(storageKeys.user),
  signIn: (token, user) => {
    local.set(storageKeys.token, token);
    local.setJson(storageKeys.user, user);
    if (user.account) local.set(storageKeys.savedAccount, user.account);
    set({ token, user });
  },
  setUser: (user) => {
    local.setJson(storageKeys.user, user);
    set({ user });
  },
  clear: () => {
    local.remove(storageKeys.token);
    local.remove(storageKeys.user);
    set({ token: null, user: null });
  },
}));

export const isSignedIn = () => {
  const { token, user } = useSessionStore.getState();
  return Boolean(token && user?.id !== undefined && user?.id !== null);
};

export const useSignedIn = () =>
  useSessionStore((s) => Boolean(s.token && s.user?.id !== undefined && s.user?.id !== null));

/** The account name kept after sign-in so sign-in can open on the account form (type=account). */
export const savedAccountName = () => local.get(storageKeys.savedAccount);
