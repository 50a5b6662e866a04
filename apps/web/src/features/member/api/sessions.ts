import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** The devices signed in to this account: its live sessions, this one marked. */
export const sessionList = () => call('sessionList', {});

export const sessionListQuery = () =>
  queryOptions({ queryKey: ['sessionList'] as const, queryFn: sessionList, staleTime: 0 });

export const useSessionList = () => useQuery(sessionListQuery());

/** Signs one other device out, or every other one; the list is read again after. */
export const useEndSessions = () => {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['sessionEnd'],
    mutationFn: (which: { id: number } | 'others') =>
      which === 'others' ? call('sessionEndOthers', {}) : call('sessionEnd', which),
    onSettled: () => client.invalidateQueries({ queryKey: ['sessionList'] }),
  });
};
