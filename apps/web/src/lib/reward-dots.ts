import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSignedIn } from '../stores/session-store';
import { useDotStore } from '../stores/dot-store';
import { call } from './api-client';

/** The award flags and red dots are asked for at most once a second (the product's throttle). */
export const REWARD_DOTS_THROTTLE_MS = 1_000;

const rewardDotsKey = ['activityGetStatusList'] as const;

/** activityGetStatusList: what the player can claim, the red dots' source. */
export const rewardDotsQuery = () =>
  queryOptions({
    queryKey: rewardDotsKey,
    queryFn: () => call('activityGetStatusList', {}),
    staleTime: REWARD_DOTS_THROTTLE_MS,
  });

/**
 * Keeps the red dots (stores/dot-store.ts) as the server says, for a signed-in player: asked on
 * each page the player opens, at most once a second, and after every claim (the claim marks the
 * query stale). Signed out, the dots stay as sign-out left them: off.
 */
export function useRewardDots(path: string) {
  const signedIn = useSignedIn();
  const status = useQuery({ ...rewardDotsQuery(), enabled: signedIn });
  const { refetch, dataUpdatedAt } = status;
  useEffect(() => {
    if (signedIn && Date.now() - dataUpdatedAt >= REWARD_DOTS_THROTTLE_MS) void refetch();
    // Only a new page asks again; the data's own age is read, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, signedIn]);
  useEffect(() => {
    const d = status.data;
    if (!d || !signedIn) return;
    useDotStore.getState().set({
      hasTask: d.hasTask,
      // The Mail entry's dot: a mail unread, or a reward in a mail read but not claimed.
      hasMail: d.hasMail || d.emailAwardFlag,
      hasSignUpBonus: d.hasSignUpBonus,
      hasFund: d.hasFund,
      hasAgent: d.hasAgent,
      hasFreeBonus: d.hasFreeBonus,
      vipAwardFlag: d.vipAwardFlag,
    });
  }, [status.data, signedIn]);
}
