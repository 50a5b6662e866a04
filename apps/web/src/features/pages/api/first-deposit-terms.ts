import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** The first-deposit offer's terms from the served settings (public), for the rules page. */
export const firstDepositTermsQuery = () =>
  queryOptions({
    queryKey: ['firstDepositTerms'] as const,
    queryFn: () => call('firstDepositInfo', {}),
    staleTime: 60_000,
  });

export const useFirstDepositTerms = () => useQuery(firstDepositTermsQuery());
