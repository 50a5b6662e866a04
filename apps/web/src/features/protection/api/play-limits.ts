import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlayLimitsAnswer } from '@lobby/contract/play-limits';
import type { PlayLimitKind } from '@lobby/contract/values/play-limits';
import { call } from '@/lib/api-client';

/** The player's limits, what they used of each, and any raise waiting (playLimits). */
export const playLimitsQuery = () =>
  queryOptions({
    queryKey: ['playLimits'] as const,
    queryFn: () => call('playLimits', {}),
    staleTime: 0,
  });

export const usePlayLimits = () => useQuery(playLimitsQuery());

type Change =
  | { op: 'set'; kind: PlayLimitKind; value: number | null }
  | { op: 'confirm' | 'cancel'; kind: PlayLimitKind };

/** Sets, confirms or cancels a limit's change; the answer is the limits as they are now. */
export const usePlayLimitChange = () => {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['playLimitChange'],
    mutationFn: (change: Change): Promise<PlayLimitsAnswer> =>
      change.op === 'set'
        ? call('setPlayLimit', { kind: change.kind, value: change.value })
        : change.op === 'confirm'
          ? call('confirmPlayLimit', { kind: change.kind })
          : call('cancelPlayLimit', { kind: change.kind }),
    onSuccess: (answer) => client.setQueryData(['playLimits'], answer),
  });
};
