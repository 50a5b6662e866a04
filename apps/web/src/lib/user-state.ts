import type { UserInfo } from '@lobby/contract/account';
import { useSessionStore } from '../stores/session-store';
import { setBalances } from './balances';

/** A fresh User info from the server: the stored user and the balances (VIP level and exp among them). */
export function applyUser(user: UserInfo) {
  useSessionStore.getState().setUser(user);
  setBalances(user);
}
