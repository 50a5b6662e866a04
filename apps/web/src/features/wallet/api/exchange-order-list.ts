import { infiniteQueryOptions, queryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { RECORD_PAGE_SIZE } from '../lib/wallet-constants';
import { nextPage } from '@/lib/paging';

/** The player's withdrawal orders, newest first, a page at a time. */
export const exchangeOrderList = (pageNum: number, pageSize = RECORD_PAGE_SIZE) =>
  call('exchangeOrderList', { pageNum, pageSize });

export const exchangeOrderListQuery = () =>
  infiniteQueryOptions({
    queryKey: ['exchangeOrderList'] as const,
    queryFn: ({ pageParam }) => exchangeOrderList(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const useExchangeOrderList = () => useInfiniteQuery(exchangeOrderListQuery());

/** The newest few requests, for the withdraw form's timeline. */
export const recentExchangeOrdersQuery = () =>
  queryOptions({
    queryKey: ['exchangeOrderList', 'recent'] as const,
    queryFn: () => exchangeOrderList(1, 3),
  });
