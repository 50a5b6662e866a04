import { useMutation } from '@tanstack/react-query';
import { afterClaim } from '@/lib/after-claim';
import { call } from '@/lib/api-client';

/** Claims every rebate granted and waiting: the bonus centre's rebate tab, all at once. */
export const receiveRebate = () => call('betBonusReceive', { type: 'rebate' });

export const useReceiveRebate = () =>
  useMutation({
    mutationKey: ['betBonusReceive', 'rebate'],
    mutationFn: receiveRebate,
    onSuccess: (answer) => void afterClaim(answer.awards),
  });
