import { useMutation } from '@tanstack/react-query';
import type { BonusTypeValue } from '@lobby/contract/rewards';
import { afterClaim } from '@/lib/after-claim';
import { call } from '@/lib/api-client';

/** One reward (`id`), every claimable one of a tab (`type`), or every claimable one (`{}`). */
export type BonusClaim = { id: number } | { type: BonusTypeValue } | Record<string, never>;

/** Claims rewards; answers what was paid (for the reward modal) and what was refused. */
export const betBonusReceive = (claim: BonusClaim) => call('betBonusReceive', claim);

/** A claim opens the reward modal with what it paid and refreshes what it made stale. */
export const useBetBonusReceive = () =>
  useMutation({
    mutationKey: ['betBonusReceive'],
    mutationFn: betBonusReceive,
    onSuccess: (answer) => void afterClaim(answer.awards),
  });
