import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { nextCursor } from '@/lib/paging';

/** Rows per page of the agent record. */
const PAGE_SIZE = 20;

/** Commission settled per day and valid-invite rewards, newest first, whatever their state. */
export const agentLog = (cursor: string | undefined) =>
  call('appAgent5UserLog', { ...(cursor !== undefined ? { cursor } : {}), pageSize: PAGE_SIZE });

export const agentLogQuery = () =>
  infiniteQueryOptions({
    queryKey: ['appAgent5UserLog'] as const,
    queryFn: ({ pageParam }) => agentLog(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });

export const useAgentLog = () => useInfiniteQuery(agentLogQuery());
