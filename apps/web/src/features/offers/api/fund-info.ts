import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallAnswer } from '@lobby/contract/registry';
import { call } from '@/lib/api-client';

export type FundInfo = CallAnswer<'fundInfo'>;

/** The growth fund: its price and milestones, and where it stands for the player. */
export const fundInfo = () => call('fundInfo', {});

export const fundInfoQuery = (signedIn: boolean) =>
  queryOptions({ queryKey: ['fundInfo', signedIn] as const, queryFn: fundInfo });

/** Asked only while the fund's activity is live (`enabled`). */
export const useFundInfo = (signedIn: boolean, enabled: boolean) =>
  useQuery({ ...fundInfoQuery(signedIn), enabled });
