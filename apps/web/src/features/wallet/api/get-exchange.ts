import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** What may be withdrawn now, the limits, today's count, the fee, the block and the accounts. */
export const getExchange = () => call('getExchange', {});

export const getExchangeQuery = () =>
  queryOptions({ queryKey: ['getExchange'] as const, queryFn: getExchange, staleTime: 0 });

export const useGetExchange = () => useQuery(getExchangeQuery());
