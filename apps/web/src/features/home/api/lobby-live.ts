import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** The ticker's pools barely move between polls; the server refreshes its copy on its own. */
const POLL_MS = 20_000;

/**
 * anonymous/lobbyLive: the jackpot's pools and the recent big wins, as the server keeps them in
 * memory. Polled while the tab is visible (never in the background) and once more on return;
 * a poll that times out is not worth the timeout dialog.
 */
export const lobbyLiveQuery = () =>
  queryOptions({
    queryKey: ['anonymous/lobbyLive'] as const,
    queryFn: ({ signal }) => call('anonymous/lobbyLive', {}, { timeoutTip: false, signal }),
    staleTime: POLL_MS / 2,
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });

export const useLobbyLive = () => useQuery(lobbyLiveQuery());
