import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** The last 50 distinct games played, most recent first. */
export const gameHistory = async () => (await call('gameHistory', {})).gameHistory;

export const gameHistoryQuery = () =>
  queryOptions({ queryKey: ['gameHistory'] as const, queryFn: gameHistory, staleTime: 0 });

export const useGameHistory = () => useQuery(gameHistoryQuery());
