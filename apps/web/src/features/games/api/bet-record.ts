import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { nextCursor } from '@/lib/paging';
import { BET_RECORD_PAGE_SIZE } from '../lib/report';

export interface BetRecordFilter {
  /** Epoch seconds, inclusive. */
  from: number;
  /** Epoch seconds, exclusive. */
  to: number;
  gameId?: number | undefined;
}

/** The player's settled rounds, newest first, by date range and game. */
export const betRecord = (cursor: string | undefined, filter: BetRecordFilter) =>
  call('betRecord', {
    ...(cursor !== undefined ? { cursor } : {}),
    pageSize: BET_RECORD_PAGE_SIZE,
    from: filter.from,
    to: filter.to,
    ...(filter.gameId !== undefined ? { gameId: filter.gameId } : {}),
  });

export const betRecordQuery = (filter: BetRecordFilter) =>
  infiniteQueryOptions({
    queryKey: ['betRecord', filter] as const,
    queryFn: ({ pageParam }) => betRecord(pageParam, filter),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });

export const useBetRecord = (filter: BetRecordFilter) => useInfiniteQuery(betRecordQuery(filter));
