import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RankPeriodValue } from '@lobby/contract/rank';
import type { CallAnswer } from '@lobby/contract/registry';
import { call } from '@/lib/api-client';

export type RankBoard = CallAnswer<'rankList'>;

/** A leaderboard: the top 50 of the day or week, the player's own place, its end and prizes. */
export const rankList = (period: RankPeriodValue) => call('rankList', { period });

export const rankListQuery = (period: RankPeriodValue) =>
  queryOptions({
    queryKey: ['rankList', period] as const,
    queryFn: () => rankList(period),
    // Valid bets reach the board within about a second of a round; a minute is fresh enough.
    refetchInterval: 60_000,
  });

export const useRankList = (period: RankPeriodValue) => useQuery(rankListQuery(period));
