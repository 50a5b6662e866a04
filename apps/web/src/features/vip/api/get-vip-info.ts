import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallAnswer } from '@lobby/contract/registry';
import { call } from '@/lib/api-client';

export type VipInfo = CallAnswer<'getVipInfo'>;

/** The player's VIP level, experience, rebate and what the club pays now. */
export const getVipInfo = () => call('getVipInfo', {});

export const vipInfoQuery = () =>
  queryOptions({ queryKey: ['getVipInfo'] as const, queryFn: getVipInfo });

/** Asked only for a signed-in player: a visitor has no level. */
export const useVipInfo = (enabled: boolean) => useQuery({ ...vipInfoQuery(), enabled });
