import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CoinDetailKind } from '@lobby/contract/values/wallet';
import { call } from '@/lib/api-client';
import { RECORD_PAGE_SIZE } from '../lib/wallet-constants';
import { nextCursor } from '@/lib/paging';

export interface CoinDetailFilter {
  kind?: CoinDetailKind | undefined;
  /** Epoch seconds, inclusive. */
  from?: number | undefined;
  /** Epoch seconds, exclusive. */
  to?: number | undefined;
}

/** Every movement of the player's coin, newest first, by kind and date range. */
export const appUserCoinDetail = (cursor: string | undefined, filter: CoinDetailFilter) =>
  call('appUserCoinDetail', {
    ...(cursor !== undefined ? { cursor } : {}),
    pageSize: RECORD_PAGE_SIZE,
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(filter.from !== undefined ? { from: filter.from } : {}),
    ...(filter.to !== undefined ? { to: filter.to } : {}),
  });

export const appUserCoinDetailQuery = (filter: CoinDetailFilter) =>
  infiniteQueryOptions({
    queryKey: ['appUserCoinDetail', filter] as const,
    queryFn: ({ pageParam }) => appUserCoinDetail(pageParam, filter),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });

export const useAppUserCoinDetail = (filter: CoinDetailFilter) =>
  useInfiniteQuery(appUserCoinDetailQuery(filter));
