import { useMutation } from '@tanstack/react-query';
import { afterClaim } from '@/lib/after-claim';
import { call } from '@/lib/api-client';

/** Claims a reached tier: its reward in the bonus centre, by id. */
export const receiveTier = (grantId: number) => call('betBonusReceive', { id: grantId });

export const useReceiveTier = () =>
  useMutation({
    mutationKey: ['betBonusReceive', 'slots-hack'],
    mutationFn: receiveTier,
    onSuccess: (answer) => void afterClaim(answer.awards),
  });
