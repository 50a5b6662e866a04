import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallAnswer } from '@lobby/contract/registry';
import { call } from '@/lib/api-client';

export type PointsInfo = CallAnswer<'pointsInfo'>;

/** The player's points and the points shop. */
export const getPointsInfo = () => call('pointsInfo', {});

export const pointsInfoQuery = () =>
  queryOptions({ queryKey: ['pointsInfo'] as const, queryFn: getPointsInfo });

export const usePointsInfo = () => useQuery(pointsInfoQuery());
