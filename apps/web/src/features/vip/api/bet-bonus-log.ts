import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { nextCursor } from '@/lib/paging';

/** Rows per page of the rebate record. */
const PAGE_SIZE = 20;

/** The rebates granted to the player, newest first, whatever their state. */
export const rebateLog = (cursor: string | undefined) =>
  call('betBonusLog', {
    ...(cursor !== undefined ? { cursor } : {}),
    pageSize: PAGE_SIZE,
    type: 'rebate',
  });

export const rebateLogQuery = () =>
  infiniteQueryOptions({
    // The bonus centre's key for its rebate tab's record: one entry, made stale by any claim.
    queryKey: ['betBonusLog', 'rebate'] as const,
    queryFn: ({ pageParam }) => rebateLog(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });

export const useRebateLog = () => useInfiniteQuery(rebateLogQuery());
