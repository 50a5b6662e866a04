import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** The player's deposit coupons: those to pick now, with their terms and expiry. */
export const couponList = () => call('couponList', {});

export const couponListQuery = () =>
  queryOptions({ queryKey: ['couponList'] as const, queryFn: couponList, staleTime: 30_000 });

export const useCouponList = () => useQuery(couponListQuery());
