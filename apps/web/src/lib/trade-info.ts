import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client';

/** Total deposited, the last channel and whether the first deposit is still to come. */
export const tradeInfo = () => call('tradeInfo', {});

export const tradeInfoQuery = () =>
  queryOptions({ queryKey: ['tradeInfo'] as const, queryFn: tradeInfo, staleTime: 30_000 });

export const useTradeInfo = () => useQuery(tradeInfoQuery());
