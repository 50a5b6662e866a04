import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** The player's receiving accounts (numbers masked). */
export const bankInfoList = () => call('bankInfoList', {});

export const bankInfoListQuery = () =>
  queryOptions({ queryKey: ['bankInfoList'] as const, queryFn: bankInfoList, staleTime: 0 });

export const useBankInfoList = () => useQuery(bankInfoListQuery());
