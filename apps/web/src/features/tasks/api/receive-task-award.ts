import { useMutation } from '@tanstack/react-query';
import { afterClaim } from '@/lib/after-claim';
import { call } from '@/lib/api-client';

/** Claims a task's award once its goal is reached this period. */
export const receiveTaskAward = (id: number) => call('receiveTaskAward', { id });

export const useReceiveTaskAward = () =>
  useMutation({
    mutationKey: ['receiveTaskAward'],
    mutationFn: receiveTaskAward,
    onSuccess: (answer) => void afterClaim(answer.awards),
  });
