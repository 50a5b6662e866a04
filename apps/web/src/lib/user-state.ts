import type { RefreshDataAnswer, UserInfo } from '@lobby/contract/account';
import { useSessionStore } from '../stores/session-store';
import { useVipStore } from '../stores/vip-store';
import { useWalletStore } from '../stores/wallet-store';

type Balances = Pick<
  RefreshDataAnswer,
  'coin' | 'safebox' | 'exchange' | 'bet' | 'bonusCoin' | 'bonusBet' | 'vip' | 'vipExp'
>;

const fillStores = (b: Balances) => {
  useWalletStore.getState().set({
    coin: b.coin,
    safebox: b.safebox,
    exchange: b.exchange,
    bet: b.bet,
    bonusCoin: b.bonusCoin,
    bonusBet: b.bonusBet,
    playable: null,
  });
  useVipStore.getState().set(b.vip, b.vipExp);
};

/** A fresh User info from the server: the stored user, and the wallet and vip stores. */
export function applyUser(user: UserInfo) {
  useSessionStore.getState().setUser(user);
  fillStores(user);
}

/** refreshData's balances and levels: the wallet and vip stores, merged into the stored user. */
export function applyRefresh(answer: RefreshDataAnswer) {
  const { user, setUser } = useSessionStore.getState();
  // An answer that arrives after logout belongs to nobody.
  if (!user) return;
  setUser({ ...user, ...answer });
  fillStores(answer);
}
