import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { nextPage } from '@/lib/paging';

/** The ranking's page size (the spec: 10 a page). */
export const RANK_PAGE_SIZE = 10;

/** The period's jackpot winners by winnings (amounts as ranges) and the player's own row. */
export const getJackpotRank = (pageNum: number) =>
  call('getJackpotRank', { pageNum, pageSize: RANK_PAGE_SIZE });

export const jackpotRankQuery = () =>
  infiniteQueryOptions({
    queryKey: ['getJackpotRank'] as const,
    queryFn: ({ pageParam }) => getJackpotRank(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPage(last.allRank),
  });

export const useJackpotRank = () => useInfiniteQuery(jackpotRankQuery());
