import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallAnswer } from '@lobby/contract/registry';
import { call } from '@/lib/api-client';

export type SlotsHackInfo = CallAnswer<'slotsHackInfo'>;

/** The slots hack: its window, games, least bet, the player's best and each tier's state. */
export const slotsHackInfo = () => call('slotsHackInfo', {});

export const slotsHackInfoQuery = () =>
  queryOptions({ queryKey: ['slotsHackInfo'] as const, queryFn: slotsHackInfo });

/** Asked only for a signed-in player. */
export const useSlotsHackInfo = (enabled: boolean) =>
  useQuery({ ...slotsHackInfoQuery(), enabled });
