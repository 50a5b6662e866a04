import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallAnswer } from '@lobby/contract/registry';
import { call } from '@/lib/api-client';

export type FirstDepositInfo = CallAnswer<'firstDepositInfo'>;

/** The first-deposit offer and where it stands for the player (a visitor: open). */
export const firstDepositInfo = () => call('firstDepositInfo', {});

export const firstDepositInfoQuery = (signedIn: boolean) =>
  queryOptions({
    // A visitor's answer is not a player's: the session is part of the key.
    queryKey: ['firstDepositInfo', signedIn] as const,
    queryFn: firstDepositInfo,
  });

export const useFirstDepositInfo = (signedIn: boolean) => useQuery(firstDepositInfoQuery(signedIn));
