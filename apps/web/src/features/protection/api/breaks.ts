import { useMutation } from '@tanstack/react-query';
import type { BreakKind, BreakPeriod } from '@lobby/contract/values/breaks';
import { call } from '@/lib/api-client';

/** Takes a break: it starts at once and ends every session, this one included. */
export const useTakeBreak = () =>
  useMutation({
    mutationKey: ['takeBreak'],
    mutationFn: (choice: { kind: BreakKind; period: BreakPeriod }) =>
      call('takeBreak', { ...choice, confirm: true }),
  });
