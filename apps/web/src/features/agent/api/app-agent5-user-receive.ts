import { useMutation } from '@tanstack/react-query';
import { afterClaim } from '@/lib/after-claim';
import { call } from '@/lib/api-client';

/** Claims every settled commission waiting; answers what was paid and what was refused. */
export const receiveCommission = () => call('appAgent5UserReceive', {});

export const useReceiveCommission = () =>
  useMutation({
    mutationKey: ['appAgent5UserReceive'],
    mutationFn: receiveCommission,
    onSuccess: (answer) => void afterClaim(answer.awards),
  });
