import { create } from 'zustand';
import { storageKeys } from '../config/storage-keys';
import { local } from '../lib/storage';

/** The contract's UserInfo as the client keeps it (amounts in hundredths). */
export interface SessionUser {
  id: number | string;
  account?: string;
  nickname?: string;
  avatar?: string;
  mobile?: string;
  coin?: number;
  safebox?: number;
  lottery?: number;
  vip?: number;
  vipExp?: number;
  userLevel?: number;
  bet?: number;
  exchange?: number;
  hasPassword?: boolean;
  [field: string]: unknown;
}

interface SessionState {
  token: string | null;
  user: SessionUser | null;
  signIn: (token: string, user: SessionUser) => void;
  setUser: (user: SessionUser) => void;
  clear: () => void;
}

/** The session (spec: "user"): the raw access token and the stored user, mirrored to storage. */
export const useSessionStore = create<SessionState>()((set) => ({
  token: local.get(storageKeys.token),
  user: local.getJson<SessionUser>(storageKeys.user),
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
