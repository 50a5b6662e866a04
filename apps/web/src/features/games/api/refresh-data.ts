import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { applyRefresh } from '../../../lib/user-state';

/** The balances and levels; they fill the wallet and vip stores and the stored user. */
export const refreshData = async () => {
  const answer = await call('refreshData', {});
  applyRefresh(answer);
  return answer;
};

export const refreshDataQuery = () =>
  queryOptions({ queryKey: ['refreshData'] as const, queryFn: refreshData, staleTime: 0 });
