import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** The login bonus's three days and whether today's can be claimed. */
export const getLoginBonus = () => call('loginBonus3User', {});

export const loginBonusQuery = () =>
  queryOptions({ queryKey: ['loginBonus3User'] as const, queryFn: getLoginBonus });

export const useLoginBonus = (enabled: boolean) => useQuery({ ...loginBonusQuery(), enabled });
