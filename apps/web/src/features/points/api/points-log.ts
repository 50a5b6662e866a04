import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { nextCursor } from '@/lib/paging';

/** Rows per page of the points history. */
const PAGE_SIZE = 20;

/** The movements of the player's points, newest first. */
export const pointsLog = (cursor: string | undefined) =>
  call('pointsLog', { ...(cursor !== undefined ? { cursor } : {}), pageSize: PAGE_SIZE });

export const pointsLogQuery = () =>
  infiniteQueryOptions({
    queryKey: ['pointsLog'] as const,
    queryFn: ({ pageParam }) => pointsLog(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });

export const usePointsLog = () => useInfiniteQuery(pointsLogQuery());
