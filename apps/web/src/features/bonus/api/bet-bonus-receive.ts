import { useMutation } from '@tanstack/react-query';
import { refreshDataQuery } from '../../../lib/balances';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import type { BonusTypeValue } from '@lobby/contract/rewards';

/** One reward (`id`), every claimable one of a tab (`type`), or every claimable one (`{}`). */
export type BonusClaim = { id: number } | { type: BonusTypeValue } | Record<string, never>;

/** The server state a claim makes stale: the tabs, the balances and both records. */
const STALE_AFTER_CLAIM = [
  ['betBonus'],
  refreshDataQuery().queryKey,
  ['betBonusLog'],
  ['activityAwardGetLog'],
] as const;

/** Claims rewards; answers what was paid (for the reward modal) and what was refused. */
export const betBonusReceive = (claim: BonusClaim) => call('betBonusReceive', claim);

export const useBetBonusReceive = () =>
  useMutation({
    mutationKey: ['betBonusReceive'],
    mutationFn: betBonusReceive,
    onSuccess: () => {
      for (const queryKey of STALE_AFTER_CLAIM) void queryClient.invalidateQueries({ queryKey });
    },
  });
