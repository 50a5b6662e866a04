import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallAnswer } from '@lobby/contract/registry';
import { call } from '../../../lib/api-client';

export type MailDetail = CallAnswer<'getMailDetail'>;

/** A mail with its body; the server marks it read. */
export const getMailDetail = (id: number) => call('getMailDetail', { id });

export const mailDetailQuery = (id: number) =>
  queryOptions({ queryKey: ['getMailDetail', id] as const, queryFn: () => getMailDetail(id) });

export const useMailDetail = (id: number | null) =>
  useQuery({ ...mailDetailQuery(id ?? 0), enabled: id !== null });
