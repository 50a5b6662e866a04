import { refreshDataQuery } from '../lib/balances';
import { queryClient } from '../lib/query-client';

/** The balances as the app holds them: the refreshData query's data. */
export const cachedBalances = () => queryClient.getQueryData(refreshDataQuery().queryKey);

/**
 * A refreshData answer: every balance 0 but those given, and what may be withdrawn the coin
 * unless said otherwise.
 */
export const refreshAnswer = ({
  coin = 0,
  safebox = 0,
  ...rest
}: {
  coin?: number;
  safebox?: number;
  exchange?: number;
  hasSafeboxPassword?: boolean;
  bonusCoin?: number;
  bonusPayFrom?: 'cash' | 'bonus';
} = {}) => ({
  coin,
  safebox,
  lottery: 0,
  vip: 0,
  vipExp: 0,
  userLevel: 0,
  bet: 0,
  exchange: coin,
  hasPassword: true,
  ...rest,
});
