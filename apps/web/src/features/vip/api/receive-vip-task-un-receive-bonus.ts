import { useMutation } from '@tanstack/react-query';
import { afterClaim } from '@/lib/after-claim';
import { call } from '@/lib/api-client';

/**
 * Claims every VIP and rebate reward waiting (daily, sign-in, reached tasks, level-up bonuses,
 * rebate); answers what was paid and what was refused, each with its errcode.
 */
export const receiveUnclaimed = () => call('receiveVipTaskUnReceiveBonus', {});

export const useReceiveUnclaimed = () =>
  useMutation({
    mutationKey: ['receiveVipTaskUnReceiveBonus'],
    mutationFn: receiveUnclaimed,
    onSuccess: (answer) => void afterClaim(answer.awards),
  });
