import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { BreakKind, BreakPeriod } from '@lobby/contract/values/breaks';
import { call } from '@/lib/api-client';

/** The player's break in force and their breaks (ADR 0071). */
export const playBreakQuery = () =>
  queryOptions({
    queryKey: ['playBreak'] as const,
    queryFn: () => call('playBreak', {}),
    staleTime: 0,
  });

export const usePlayBreak = () => useQuery(playBreakQuery());

/** Takes a break: it starts at once and ends every session, this one included. */
export const useTakeBreak = () =>
  useMutation({
    mutationKey: ['takeBreak'],
    mutationFn: (choice: { kind: BreakKind; period: BreakPeriod }) =>
      call('takeBreak', { ...choice, confirm: true }),
  });
