import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { BET_RECORD_PAGE_SIZE, nextPage } from '../lib/report';

export interface BetRecordFilter {
  /** Epoch seconds, inclusive. */
  from: number;
  /** Epoch seconds, exclusive. */
  to: number;
  gameId?: number | undefined;
}

/** The player's settled rounds, newest first, by date range and game. */
export const betRecord = (pageNum: number, filter: BetRecordFilter) =>
  call('betRecord', {
    pageNum,
    pageSize: BET_RECORD_PAGE_SIZE,
    from: filter.from,
    to: filter.to,
    ...(filter.gameId !== undefined ? { gameId: filter.gameId } : {}),
  });

export const betRecordQuery = (filter: BetRecordFilter) =>
  infiniteQueryOptions({
    queryKey: ['betRecord', filter] as const,
    queryFn: ({ pageParam }) => betRecord(pageParam, filter),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const useBetRecord = (filter: BetRecordFilter) => useInfiniteQuery(betRecordQuery(filter));
