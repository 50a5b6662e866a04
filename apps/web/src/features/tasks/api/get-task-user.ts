import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallAnswer } from '@lobby/contract/registry';
import { call } from '@/lib/api-client';

export type TaskUser = CallAnswer<'getTaskUser'>;

/** The player's tasks (newbie, daily, weekly) with progress, and the day's and week's chests. */
export const getTaskUser = () => call('getTaskUser', {});

export const taskUserQuery = () =>
  queryOptions({ queryKey: ['getTaskUser'] as const, queryFn: getTaskUser });

/** Asked only for a signed-in player: a visitor has no tasks. */
export const useTaskUser = (enabled: boolean) => useQuery({ ...taskUserQuery(), enabled });
