import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Totals of the player's settled rounds by UTC day and by game (at most 93 days). */
export const betRecordReport = (from: number, to: number) => call('betRecordReport', { from, to });

export const betRecordReportQuery = (from: number, to: number) =>
  queryOptions({
    queryKey: ['betRecordReport', from, to] as const,
    queryFn: () => betRecordReport(from, to),
  });

export const useBetRecordReport = (from: number, to: number) =>
  useQuery(betRecordReportQuery(from, to));
