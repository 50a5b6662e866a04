import type { UserInfo } from '@lobby/contract/account';
import { useSessionStore } from '../stores/session-store';
import { useVipStore } from '../stores/vip-store';
import { setBalances } from './balances';

/** A fresh User info from the server: the stored user, the balances and the vip store. */
export function applyUser(user: UserInfo) {
  useSessionStore.getState().setUser(user);
  setBalances(user);
  useVipStore.getState().set(user.vip, user.vipExp);
}
