import { useMutation } from '@tanstack/react-query';
import { afterClaim } from '@/lib/after-claim';
import { call } from '@/lib/api-client';

/** Claims a VIP task's award once its goal is reached. */
export const receiveVipTask = (id: number) => call('receiveVipTask', { id });

export const useReceiveVipTask = () =>
  useMutation({
    mutationKey: ['receiveVipTask'],
    mutationFn: receiveVipTask,
    onSuccess: (answer) => void afterClaim(answer.awards),
  });
