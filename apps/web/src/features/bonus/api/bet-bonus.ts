import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { CallAnswer } from '@lobby/contract/registry';
import { call } from '@/lib/api-client';
import type { BonusTypeValue } from '@lobby/contract/rewards';

export type BetBonusAnswer = CallAnswer<'betBonus'>;

/** A tab of the bonus centre: its rewards, every tab's count, and cash, bonus and wagering. */
export const betBonus = (type: BonusTypeValue) => call('betBonus', { type });

export const betBonusQuery = (type: BonusTypeValue) =>
  queryOptions({ queryKey: ['betBonus', type] as const, queryFn: () => betBonus(type) });

export const useBetBonus = (type: BonusTypeValue, enabled = true) =>
  useQuery({ ...betBonusQuery(type), enabled });

/** The counts of the freshest betBonus answer in the cache, whichever tab asked for it. */
const latestClaimable = (client: QueryClient) => {
  let latest: { at: number; claimable: BetBonusAnswer['claimable'] } | undefined;
  for (const query of client.getQueryCache().findAll({ queryKey: ['betBonus'] })) {
    const data = query.state.data as BetBonusAnswer | undefined;
    if (data && (!latest || query.state.dataUpdatedAt > latest.at)) {
      latest = { at: query.state.dataUpdatedAt, claimable: data.claimable };
    }
  }
  return latest?.claimable;
};

/**
 * How many rewards wait in each tab (the tabs' red dots), as the latest betBonus answer says:
 * the events tab is asked for when nothing else is, so the dots show on every page of the centre.
 */
export function useClaimableCounts(enabled: boolean) {
  const client = useQueryClient();
  useQuery({ ...betBonusQuery('event'), enabled });
  const claimable = useSyncExternalStore(
    (onChange) => client.getQueryCache().subscribe(onChange),
    () => latestClaimable(client),
  );
  return enabled ? claimable : undefined;
}
