import type { Hundredths } from '@lobby/contract/values/money';
import { queryClient } from '../../../lib/query-client';
import { useSessionStore } from '../../../stores/session-store';
import { useWalletStore } from '../../../stores/wallet-store';
import { refreshDataQuery } from '../api/refresh-data';

/** The money pages' server state that a change of balance makes stale. */
const MONEY_QUERIES = [
  'getExchange',
  'tradeInfo',
  'bonusWallet',
  'rechargeOrderList',
  'exchangeOrderList',
  'appUserCoinDetail',
] as const;

/** Balances an answer carries (safebox moves, retrieve): into the wallet store and stored user. */
export function applyBalances(balances: { coin?: Hundredths; safebox?: Hundredths }) {
  const next: { coin?: Hundredths; safebox?: Hundredths } = {};
  if (typeof balances.coin === 'number') next.coin = balances.coin;
  if (typeof balances.safebox === 'number') next.safebox = balances.safebox;
  useWalletStore.getState().set({ ...next, playable: null });
  const { user, setUser } = useSessionStore.getState();
  if (user) setUser({ ...user, ...next });
}

/**
 * After every money change: the balances the answer carries at once, then refreshData (which
 * fills the wallet and vip stores) and the money pages' queries asked again.
 */
export async function afterMoneyChange(balances?: { coin?: Hundredths; safebox?: Hundredths }) {
  if (balances) applyBalances(balances);
  for (const key of MONEY_QUERIES) void queryClient.invalidateQueries({ queryKey: [key] });
  try {
    await queryClient.fetchQuery({ ...refreshDataQuery(), staleTime: 0 });
  } catch {
    // The balances shown stay those of the answer; the next refresh brings the rest.
  }
}

/** Whether the player has a safebox password, as the stored user says (refreshData omits it). */
export function markSafeboxPassword(has: boolean) {
  const { user, setUser } = useSessionStore.getState();
  if (user && user.hasSafeboxPassword !== has) setUser({ ...user, hasSafeboxPassword: has });
}
