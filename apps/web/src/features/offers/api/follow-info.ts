import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** The channels to follow, their rewards and where each stands for the player. */
export const followInfo = () => call('followInfo', {});

export const followInfoQuery = (signedIn: boolean) =>
  queryOptions({ queryKey: ['followInfo', signedIn] as const, queryFn: followInfo });

export const useFollowInfo = (signedIn: boolean) => useQuery(followInfoQuery(signedIn));
