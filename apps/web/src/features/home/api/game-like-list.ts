import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AfterLoginInfo } from '@lobby/contract/account';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { useSignedIn } from '@/stores/session-store';

export const GAME_LIKES_KEY = ['gameLikeList'] as const;

/** The liked games' ids, most recent first. */
export const gameLikeList = async () => (await call('gameLikeList', {})).gameLikeIds;

/** Until the list answers, the likes sign-in brought (getAfterLoginInfoWeb) stand in. */
const likesFromSignIn = () =>
  queryClient.getQueryData<AfterLoginInfo>(['getAfterLoginInfoWeb'])?.gameLikeIds;

export const gameLikeListQuery = () =>
  queryOptions({
    queryKey: GAME_LIKES_KEY,
    queryFn: gameLikeList,
    staleTime: 60_000,
    placeholderData: likesFromSignIn,
  });

/**
 * The liked games of a signed-in player (nothing is asked for signed out). A grid of tiles reads
 * it once and hands each tile its own heart, rather than each tile observing the query: one
 * observer a tile was a sixth of the lobby's first render.
 */
export const useGameLikeList = () => {
  const signedIn = useSignedIn();
  return useQuery({ ...gameLikeListQuery(), enabled: signedIn });
};
