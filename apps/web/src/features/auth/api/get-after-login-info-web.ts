import { queryOptions } from '@tanstack/react-query';
import type { CallRequest } from '@lobby/contract/registry';
import { call } from '@/lib/api-client';

/** The user and the other user state after sign-in on the web. */
export const getAfterLoginInfoWeb = (body: CallRequest<'getAfterLoginInfoWeb'>) =>
  call('getAfterLoginInfoWeb', body);

export const afterLoginInfoQuery = (body: CallRequest<'getAfterLoginInfoWeb'>) =>
  queryOptions({
    queryKey: ['getAfterLoginInfoWeb'] as const,
    queryFn: () => getAfterLoginInfoWeb(body),
    staleTime: 0,
  });
