import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { nextCursor } from '@/lib/paging';

const PAGE_SIZE = 20;

export type InviteSpinRecordKind = 'spins' | 'invitees';

/** The player's spins (with their seeds) or invitees, newest first. */
export const actInviteUserRecord = (kind: InviteSpinRecordKind, cursor: string | undefined) =>
  call('actInviteUserRecord', {
    kind,
    ...(cursor !== undefined ? { cursor } : {}),
    pageSize: PAGE_SIZE,
  });

export const actInviteUserRecordQuery = (kind: InviteSpinRecordKind) =>
  infiniteQueryOptions({
    queryKey: ['actInviteUserRecord', kind] as const,
    queryFn: ({ pageParam }) => actInviteUserRecord(kind, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });

export const useInviteSpinRecord = (kind: InviteSpinRecordKind) =>
  useInfiniteQuery(actInviteUserRecordQuery(kind));
