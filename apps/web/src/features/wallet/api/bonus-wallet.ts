import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { afterMoneyChange } from '../lib/balances';

/** The open bonus (balance, wagering left, maximum bet, cap, expiry), the terms, the last closed. */
export const bonusWallet = () => call('bonusWallet', {});

export const bonusWalletQuery = () =>
  queryOptions({ queryKey: ['bonusWallet'] as const, queryFn: bonusWallet, staleTime: 10_000 });

export const useBonusWallet = (enabled = true) => useQuery({ ...bonusWalletQuery(), enabled });

/** Ends the open bonus: what is left of the deposit returns to cash. */
export const bonusForfeit = async () => {
  const answer = await call('bonusForfeit', {});
  await afterMoneyChange({ coin: answer.coin });
  void queryClient.invalidateQueries({ queryKey: ['bonusWallet'] });
  return answer;
};

export const useBonusForfeit = () =>
  useMutation({ mutationKey: ['bonusForfeit'], mutationFn: bonusForfeit });
