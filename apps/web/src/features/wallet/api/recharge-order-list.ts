import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { RECORD_PAGE_SIZE } from '../lib/wallet-constants';
import { nextPage } from '@/lib/paging';

/** The player's deposit orders, newest first, a page at a time. */
export const rechargeOrderList = (pageNum: number) =>
  call('rechargeOrderList', { pageNum, pageSize: RECORD_PAGE_SIZE });

export const rechargeOrderListQuery = () =>
  infiniteQueryOptions({
    queryKey: ['rechargeOrderList'] as const,
    queryFn: ({ pageParam }) => rechargeOrderList(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const useRechargeOrderList = () => useInfiniteQuery(rechargeOrderListQuery());
