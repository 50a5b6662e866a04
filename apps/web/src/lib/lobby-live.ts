import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetJackpotDrawInfoAnswer, LobbyLiveAnswer } from '@lobby/contract/jackpot';
import { call } from './api-client';
import { queryClient } from './query-client';

/** The ticker's pools barely move between polls; the server refreshes its copy on its own. */
const POLL_MS = 20_000;

const lobbyLiveKey = ['anonymous/lobbyLive'] as const;

/**
 * anonymous/lobbyLive: the jackpot's pools and the recent big wins, as the server keeps them in
 * memory. Polled while the tab is visible (never in the background) and once more on return;
 * a poll that times out is not worth the timeout dialog. The one source of the jackpot's pool
 * figures: the lobby's ticker, the jackpot page and its modal all read them here
 * (lib/jackpot-figures.ts).
 */
export const lobbyLiveQuery = () =>
  queryOptions({
    queryKey: lobbyLiveKey,
    queryFn: ({ signal }) => call('anonymous/lobbyLive', {}, { timeoutTip: false, signal }),
    staleTime: POLL_MS / 2,
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });

export const useLobbyLive = () => useQuery(lobbyLiveQuery());

/**
 * The jackpot page's answer carries the pools too (read from the database, not the server's
 * memory): when it is at least as new as the lobby's copy, its pools replace the copy's, so the
 * one source holds the newest figures and every view shows them.
 */
export const takeNewerPools = (answer: GetJackpotDrawInfoAnswer) =>
  queryClient.setQueryData<LobbyLiveAnswer>(lobbyLiveKey, (live) =>
    live && answer.now >= live.refreshedAt
      ? {
          ...live,
          refreshedAt: answer.now,
          total: answer.total,
          pools: [answer.mega, answer.major, answer.minor, answer.mini],
        }
      : live,
  );
