import { useMutation } from '@tanstack/react-query';
import type { BonusTypeValue } from '@lobby/contract/rewards';
import { refreshDataQuery } from '../../../lib/balances';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

/** One reward (`id`), every claimable one of a tab (`type`), or every claimable one (`{}`). */
export type BonusClaim = { id: number } | { type: BonusTypeValue } | Record<string, never>;

/** The server state a claim makes stale: the tabs, the bonus money, both records, the dots. */
const STALE_AFTER_CLAIM = [
  'betBonus',
  'bonusWallet',
  'betBonusLog',
  'activityAwardGetLog',
  'activityGetStatusList',
] as const;

/**
 * After a claim: the bonus centre's queries asked again, and the balances (refreshData) at once,
 * so the bar's balance shows what was paid.
 */
async function afterClaim() {
  for (const key of STALE_AFTER_CLAIM) void queryClient.invalidateQueries({ queryKey: [key] });
  try {
    await queryClient.fetchQuery({ ...refreshDataQuery(), staleTime: 0 });
  } catch {
    // The balances shown are refreshed on the next page that asks.
  }
}

/** Claims rewards; answers what was paid (for the reward modal) and what was refused. */
export const betBonusReceive = (claim: BonusClaim) => call('betBonusReceive', claim);

export const useBetBonusReceive = () =>
  useMutation({
    mutationKey: ['betBonusReceive'],
    mutationFn: betBonusReceive,
    onSuccess: () => void afterClaim(),
  });
