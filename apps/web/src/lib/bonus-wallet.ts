import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { PayFromValue } from '@lobby/contract/bonus';
import { call } from './api-client';
import { refreshDataQuery, updateBalances } from './balances';
import { queryClient } from './query-client';

/**
 * The open bonus (balance, wagering left, largest bet, what converts, expiry, whether a round it
 * paid for is open), the terms and the last closed: the one source every page that explains
 * wagering reads (the wallet, the withdraw tab, the Me page, the bonus centre, a game's bet area).
 */
export const bonusWallet = () => call('bonusWallet', {});

export const bonusWalletQuery = () =>
  queryOptions({ queryKey: ['bonusWallet'] as const, queryFn: bonusWallet, staleTime: 10_000 });

export const useBonusWallet = (enabled = true) => useQuery({ ...bonusWalletQuery(), enabled });

/** The money queries a bonus's end makes stale (the wallet's pages and the bonus centre's). */
const STALE_AFTER_FORFEIT = [
  'bonusWallet',
  'getExchange',
  'tradeInfo',
  'firstDepositInfo',
  'appUserCoinDetail',
  'betBonus',
] as const;

/** Ends the open bonus: what is left of the deposit returns to cash. */
export const bonusForfeit = async () => {
  const answer = await call('bonusForfeit', {});
  updateBalances({ coin: answer.coin, bonusCoin: 0, bonusBet: 0 });
  for (const key of STALE_AFTER_FORFEIT) void queryClient.invalidateQueries({ queryKey: [key] });
  try {
    await queryClient.fetchQuery({ ...refreshDataQuery(), staleTime: 0 });
  } catch {
    // The balances shown stay those of the answer; the next refresh brings the rest.
  }
  return answer;
};

export const useBonusForfeit = () =>
  useMutation({ mutationKey: ['bonusForfeit'], mutationFn: bonusForfeit });

/**
 * Sets what the player's bets are paid from first (docs/rules.md "Bonus money"): the same
 * `bonusPayFrom` the game pages' control sets, kept in the balances (`bonusPayFrom`, which the
 * game pages read as they open) and in the bonus wallet's `payFrom`.
 */
export const setBonusPayFrom = async (payFrom: PayFromValue) => {
  const answer = await call('bonusPayFrom', { payFrom });
  updateBalances({ bonusPayFrom: answer.payFrom }, false);
  void queryClient.invalidateQueries({ queryKey: ['bonusWallet'] });
  return answer;
};

export const useSetBonusPayFrom = () =>
  useMutation({ mutationKey: ['bonusPayFrom'], mutationFn: setBonusPayFrom });
