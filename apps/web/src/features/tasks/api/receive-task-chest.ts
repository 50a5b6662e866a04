import { useMutation } from '@tanstack/react-query';
import { afterClaim } from '@/lib/after-claim';
import { call } from '@/lib/api-client';

/** Claims a liveness chest once the day's or week's liveness reaches its threshold. */
export const receiveTaskChest = (id: number) => call('receiveTaskChest', { id });

export const useReceiveTaskChest = () =>
  useMutation({
    mutationKey: ['receiveTaskChest'],
    mutationFn: receiveTaskChest,
    onSuccess: (answer) => void afterClaim(answer.awards),
  });
