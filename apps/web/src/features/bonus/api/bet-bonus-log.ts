import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { nextCursor } from '@/lib/paging';
import type { BonusTypeValue } from '@lobby/contract/rewards';
import { BONUS_LOG_PAGE_SIZE } from '../lib/bonus';

/** Every reward of the bonus centre (or of a tab), newest first, whatever its state. */
export const betBonusLog = (cursor: string | undefined, type: BonusTypeValue | undefined) =>
  call('betBonusLog', {
    ...(cursor !== undefined ? { cursor } : {}),
    pageSize: BONUS_LOG_PAGE_SIZE,
    ...(type !== undefined ? { type } : {}),
  });

export const betBonusLogQuery = (type?: BonusTypeValue) =>
  infiniteQueryOptions({
    queryKey: ['betBonusLog', type ?? null] as const,
    queryFn: ({ pageParam }) => betBonusLog(pageParam, type),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });

export const useBetBonusLog = (type?: BonusTypeValue) => useInfiniteQuery(betBonusLogQuery(type));
