import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { RealityCheckMinutes } from '@lobby/contract/values/reality-check';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/** The player's reality-check interval: their choice, or the operator's default (ADR 0072). */
export const realityCheckQuery = () =>
  queryOptions({ queryKey: ['realityCheck'], queryFn: () => call('realityCheck', {}) });

export const useRealityCheckInterval = () => useQuery(realityCheckQuery());

/** Sets the interval; the answer replaces the cached one. */
export const useSetRealityCheck = () =>
  useMutation({
    mutationKey: ['setRealityCheck'],
    mutationFn: (minutes: RealityCheckMinutes) => call('setRealityCheck', { minutes }),
    onSuccess: (answer) => queryClient.setQueryData(realityCheckQuery().queryKey, answer),
  });
