import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RefreshDataAnswer } from '@lobby/contract/account';
import type { Hundredths } from '@lobby/contract/values/money';
import { useSessionStore } from '../stores/session-store';
import { call } from './api-client';
import { queryClient } from './query-client';

/**
 * The player's balances and levels: the refreshData query's data, the one place the app keeps
 * them. Sign-in answers, refreshes, money moves and game rounds all write here.
 */
export interface Balances extends RefreshDataAnswer {
  /**
   * What a game's last round said the player can bet with (cash and bonus balance together),
   * until the next refresh replaces the whole entry; null: coin + bonusCoin.
   */
  playable: Hundredths | null;
}

const balancesKey = ['refreshData'] as const;

/** The balances and levels of a refreshData answer or a User info (which carries them all). */
export const balancesOf = (source: RefreshDataAnswer): Balances => ({
  hasSafeboxPassword: source.hasSafeboxPassword,
  hasPassword: source.hasPassword,
  coin: source.coin,
  safebox: source.safebox,
  lottery: source.lottery,
  vip: source.vip,
  vipExp: source.vipExp,
  userLevel: source.userLevel,
  bet: source.bet,
  exchange: source.exchange,
  bonusCoin: source.bonusCoin,
  bonusBet: source.bonusBet,
  bonusPayFrom: source.bonusPayFrom,
  playable: null,
});

/** The stored user keeps the balances last told too, so that a reload starts from them. */
const keepInStoredUser = (told: Partial<RefreshDataAnswer>) => {
  const { user, setUser } = useSessionStore.getState();
  // An answer that arrives after logout belongs to nobody.
  if (user) setUser({ ...user, ...told });
};

const refreshData = async (): Promise<Balances> => {
  const answer = await call('refreshData', {});
  keepInStoredUser(answer);
  return balancesOf(answer);
};

/**
 * Asks refreshData again now, for the app's own freshness (lib/balance-freshness.ts): into the
 * same entry, sharing an ask already in flight, and without the timeout tip (the player did not
 * ask).
 */
export const refetchBalances = () =>
  queryClient.fetchQuery({
    ...refreshDataQuery(),
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const answer = await call('refreshData', {}, { timeoutTip: false, signal });
      keepInStoredUser(answer);
      return balancesOf(answer);
    },
  });

/** The stored user's last balances, where a reload starts; none when signed out. */
const storedBalances = () => {
  const { user } = useSessionStore.getState();
  return user ? balancesOf(user) : undefined;
};

export const refreshDataQuery = () =>
  queryOptions({
    queryKey: balancesKey,
    queryFn: refreshData,
    staleTime: 0,
    // Stale from the start: the first page that refreshes asks the server again.
    initialData: storedBalances,
    initialDataUpdatedAt: 0,
  });

/** Asks refreshData as the component mounts (a refresh button calls its refetch). */
export const useRefreshData = () => useQuery(refreshDataQuery());

/** The balances as last told, without asking the server; undefined when signed out. */
export const useBalances = (): Balances | undefined =>
  useQuery({ ...refreshDataQuery(), enabled: false }).data;

/**
 * What the player can bet with (docs/rules.md "Bonus money"): cash and an open bonus's balance,
 * or, while a game is open, the balance its last round reported, whichever the server said last.
 */
export function usePlayableBalance(): Hundredths {
  const balances = useBalances();
  if (!balances) return 0;
  return balances.playable ?? balances.coin + (balances.bonusCoin ?? 0);
}

/** Puts a whole set of balances in place (a sign-in's or a profile answer's User info). */
export const setBalances = (source: RefreshDataAnswer) =>
  queryClient.setQueryData(balancesKey, balancesOf(source));

/**
 * Balances a money move's answer carries (safebox moves, retrieve), in place of the ones last
 * told; a game's playable balance gives way to them, unless the answer moved no money
 * (`movedMoney: false`, e.g. the choice of what pays bets).
 */
export const updateBalances = (told: Partial<RefreshDataAnswer>, movedMoney = true) => {
  queryClient.setQueryData<Balances>(balancesKey, (balances = storedBalances()) =>
    balances
      ? { ...balances, ...told, playable: movedMoney ? null : balances.playable }
      : undefined,
  );
  keepInStoredUser(told);
};

/** What a game's round said the player can bet with, until the next refresh. */
export const setPlayableBalance = (playable: Hundredths) =>
  queryClient.setQueryData<Balances>(balancesKey, (balances = storedBalances()) =>
    balances ? { ...balances, playable } : undefined,
  );
