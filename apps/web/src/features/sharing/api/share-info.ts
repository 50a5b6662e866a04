import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallAnswer } from '@lobby/contract/registry';
import { call } from '@/lib/api-client';

export type ShareInfo = CallAnswer<'shareInfo'>;

/** The player's invite code and link path, and who came through the link. */
export const getShareInfo = () => call('shareInfo', {});

export const shareInfoQuery = () =>
  queryOptions({ queryKey: ['shareInfo'] as const, queryFn: getShareInfo });

/** Asked only for a signed-in player: a visitor has no link. */
export const useShareInfo = (enabled: boolean) => useQuery({ ...shareInfoQuery(), enabled });
