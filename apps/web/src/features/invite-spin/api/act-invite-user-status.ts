import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** The invite spin's flags (an attempt, spins left, can exchange, finished): the start-up modal's. */
export const actInviteUserStatus = () => call('actInviteUserStatus', {});

export const actInviteUserStatusQuery = () =>
  queryOptions({ queryKey: ['actInviteUserStatus'] as const, queryFn: actInviteUserStatus });
