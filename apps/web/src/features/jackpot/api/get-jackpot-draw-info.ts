import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetJackpotDrawInfoAnswer } from '@lobby/contract/jackpot';
import { call } from '@/lib/api-client';
import { takeNewerPools } from '@/lib/lobby-live';

export type JackpotInfo = GetJackpotDrawInfoAnswer;

/**
 * The player's chances and the deposit that earns the next, the pools, the ten cells and the
 * wheel with their odds, the next draw's seed hash and the latest winners.
 */
export const getJackpotDrawInfo = async () => {
  const answer = await call('getJackpotDrawInfo', {});
  // The pools go to the one source every jackpot view reads (lib/lobby-live.ts).
  takeNewerPools(answer);
  return answer;
};

export const jackpotDrawInfoQuery = () =>
  queryOptions({
    queryKey: ['getJackpotDrawInfo'] as const,
    queryFn: getJackpotDrawInfo,
    // The pools and the winners move with other players' draws: fresh enough a minute later.
    refetchInterval: 60_000,
  });

/** Asked only for a signed-in player (the call needs a session). */
export const useJackpotDrawInfo = (enabled: boolean) =>
  useQuery({ ...jackpotDrawInfoQuery(), enabled });
