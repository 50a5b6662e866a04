import { useMutation } from '@tanstack/react-query';
import { afterClaim } from '@/lib/after-claim';
import { call } from '@/lib/api-client';

/** Claims the reward of every valid invite not rewarded yet (once per invitee). */
export const receiveValidInvites = () => call('appAgent5UserInviteValidReceive', {});

export const useReceiveValidInvites = () =>
  useMutation({
    mutationKey: ['appAgent5UserInviteValidReceive'],
    mutationFn: receiveValidInvites,
    onSuccess: (answer) => void afterClaim(answer.awards),
  });
