import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** A mail with its body; the server marks it read. */
export const getMailDetail = (id: number) => call('getMailDetail', { id });

export const mailDetailQuery = (id: number) =>
  queryOptions({ queryKey: ['getMailDetail', id] as const, queryFn: () => getMailDetail(id) });

export const useMailDetail = (id: number | null) =>
  useQuery({ ...mailDetailQuery(id ?? 0), enabled: id !== null });
