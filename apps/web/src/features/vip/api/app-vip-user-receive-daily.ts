import { useMutation } from '@tanstack/react-query';
import { afterClaim } from '@/lib/after-claim';
import { call } from '@/lib/api-client';

/** Claims today's daily award of the player's level. */
export const receiveDaily = () => call('appVipUserReceiveDaily', {});

export const useReceiveDaily = () =>
  useMutation({
    mutationKey: ['appVipUserReceiveDaily'],
    mutationFn: receiveDaily,
    onSuccess: (answer) => void afterClaim(answer.awards),
  });
