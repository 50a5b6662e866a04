import { useMutation } from '@tanstack/react-query';
import { afterClaim } from '@/lib/after-claim';
import { call } from '@/lib/api-client';

/** Claims this week's sign-in award of the player's level. */
export const receiveSignInAward = () => call('appVipUserReceiveSignInAward', {});

export const useReceiveSignInAward = () =>
  useMutation({
    mutationKey: ['appVipUserReceiveSignInAward'],
    mutationFn: receiveSignInAward,
    onSuccess: (answer) => void afterClaim(answer.awards),
  });
