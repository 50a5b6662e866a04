import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { nextPage } from '@/lib/paging';

/** The record's page size (the spec: 20 a page). */
export const RECORD_PAGE_SIZE = 20;

/** The player's draws with their revealed seeds, newest first. */
export const getPersonJackpotDrawAwardLog = (pageNum: number) =>
  call('getPersonJackpotDrawAwardLog', { pageNum, pageSize: RECORD_PAGE_SIZE });

export const jackpotRecordQuery = () =>
  infiniteQueryOptions({
    queryKey: ['getPersonJackpotDrawAwardLog'] as const,
    queryFn: ({ pageParam }) => getPersonJackpotDrawAwardLog(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const useJackpotRecord = () => useInfiniteQuery(jackpotRecordQuery());
