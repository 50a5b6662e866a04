import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallAnswer } from '@lobby/contract/registry';
import { call } from '@/lib/api-client';

export type InviteSpinPage = CallAnswer<'actInviteUser'>;

/** The player's attempt (the first call starts it), the wheel's sectors and its odds. */
export const actInviteUser = () => call('actInviteUser', {});

export const actInviteUserQuery = () =>
  queryOptions({ queryKey: ['actInviteUser'] as const, queryFn: actInviteUser });

/** Asked only for a signed-in player while the wheel is live. */
export const useActInviteUser = (enabled: boolean) =>
  useQuery({ ...actInviteUserQuery(), enabled });
