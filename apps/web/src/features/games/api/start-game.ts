import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export interface GameLaunch {
  gameId: number;
  /** Demo coins that never touch the ledger; needs no session. */
  tryIt: boolean;
  activityId?: number | undefined;
}

/** Opens a game session (closing any other) and answers the page to show in the iframe. */
export const startGame = ({ gameId, tryIt, activityId }: GameLaunch) =>
  call('startGame', {
    gameId,
    ...(tryIt ? { tryIt: true } : {}),
    ...(activityId !== undefined ? { activityId } : {}),
  });

/**
 * A launch is asked for as the game page opens and forgotten as it closes (gcTime 0): one call
 * however often React mounts the page, a new session on the next visit, and never a second
 * session behind the player's back (no retry, no refetch on reconnect).
 */
export const startGameQuery = (launch: GameLaunch) =>
  queryOptions({
    queryKey: ['startGame', launch.gameId, launch.tryIt, launch.activityId ?? null] as const,
    queryFn: () => startGame(launch),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnReconnect: false,
  });

export const useStartGame = (launch: GameLaunch, enabled: boolean) =>
  useQuery({ ...startGameQuery(launch), enabled });
