import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { nextCursor } from '@/lib/paging';
import { BONUS_LOG_PAGE_SIZE } from '../lib/bonus';

/** Every award the player received, newest first, of one activity when asked. */
export const awardLog = (cursor: string | undefined, activity: string | undefined) =>
  call('activityAwardGetLog', {
    ...(cursor !== undefined ? { cursor } : {}),
    pageSize: BONUS_LOG_PAGE_SIZE,
    ...(activity !== undefined ? { activity } : {}),
  });

export const awardLogQuery = (activity?: string) =>
  infiniteQueryOptions({
    queryKey: ['activityAwardGetLog', activity ?? null] as const,
    queryFn: ({ pageParam }) => awardLog(pageParam, activity),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });

export const useAwardLog = (activity?: string) => useInfiniteQuery(awardLogQuery(activity));
