import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { depositSettled } from '../lib/wallet-constants';

/** One deposit order of the player: its state, amount and bonus. */
export const rechargeOrder = (orderNo: string) => call('rechargeOrder', { orderNo });

/** How often an unsettled order is asked about, and for how long after the page opened. */
export const ORDER_POLL_MS = 2_000;
export const ORDER_POLL_FOR_MS = 3 * 60_000;

export const rechargeOrderQuery = (orderNo: string, since: number) =>
  queryOptions({
    queryKey: ['rechargeOrder', orderNo] as const,
    queryFn: () => rechargeOrder(orderNo),
    // A webhook may land a moment after the player is back: keep asking until it settles.
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      if (status && depositSettled(status)) return false;
      return Date.now() - since < ORDER_POLL_FOR_MS ? ORDER_POLL_MS : false;
    },
    retry: false,
  });

export const useRechargeOrder = (orderNo: string, since: number) =>
  useQuery(rechargeOrderQuery(orderNo, since));
