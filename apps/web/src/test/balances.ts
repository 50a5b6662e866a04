import { refreshDataQuery } from '../lib/balances';
import { queryClient } from '../lib/query-client';

/** The balances as the app holds them: the refreshData query's data. */
export const cachedBalances = () => queryClient.getQueryData(refreshDataQuery().queryKey);
