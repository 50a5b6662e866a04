import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { nextCursor } from '@/lib/paging';

/** Mails a page of the inbox holds. */
export const MAIL_PAGE_SIZE = 20;

/** The inbox, newest first, a page at a time (the broadcasts the player matches copied first). */
export const getMail = (cursor: string | undefined) =>
  call('getMail2', {
    ...(cursor !== undefined ? { cursor } : {}),
    pageSize: MAIL_PAGE_SIZE,
  });

export const mailQuery = () =>
  infiniteQueryOptions({
    queryKey: ['getMail2'] as const,
    queryFn: ({ pageParam }) => getMail(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });

export const useMail = () => useInfiniteQuery(mailQuery());
