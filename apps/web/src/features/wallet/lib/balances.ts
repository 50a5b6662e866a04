import type { Hundredths } from '@lobby/contract/values/money';
import { refreshDataQuery, updateBalances } from '@/lib/balances';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session-store';

/** The money pages' server state that a change of balance makes stale. */
const MONEY_QUERIES = [
  'getExchange',
  'tradeInfo',
  'bonusWallet',
  'rechargeOrderList',
  'exchangeOrderList',
  'appUserCoinDetail',
] as const;

/** Balances an answer carries (safebox moves, retrieve), in place of the last ones told. */
export function applyBalances(balances: { coin?: Hundredths; safebox?: Hundredths }) {
  const next: { coin?: Hundredths; safebox?: Hundredths } = {};
  if (typeof balances.coin === 'number') next.coin = balances.coin;
  if (typeof balances.safebox === 'number') next.safebox = balances.safebox;
  updateBalances(next);
}

/**
 * After every money change: the balances the answer carries at once, then refreshData and the
 * money pages' queries asked again.
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
