import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** The player's offset from UTC now, in minutes east (UTC+8 → 480), as the report takes it. */
const utcOffsetNow = () => -new Date().getTimezoneOffset();

/** Totals of the player's settled rounds by the player's day and by game (at most 93 days). */
export const betRecordReport = (from: number, to: number) =>
  call('betRecordReport', { from, to, utcOffset: utcOffsetNow() });

export const betRecordReportQuery = (from: number, to: number) =>
  queryOptions({
    queryKey: ['betRecordReport', from, to] as const,
    queryFn: () => betRecordReport(from, to),
  });

export const useBetRecordReport = (from: number, to: number) =>
  useQuery(betRecordReportQuery(from, to));
