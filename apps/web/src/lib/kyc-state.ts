import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KycStateAnswer } from '@lobby/contract/kyc';
import { call } from './api-client';
import { queryClient } from './query-client';

/**
 * The player's verification (kycState, ADR 0073): its tier, details, documents, review and what
 * each tier allows. Shared: the verification pages show it and the member page's entry names the
 * tier; the verification calls answer the new state, which replaces it (`applyKycState`).
 */
export const KYC_STATE_KEY = 'kycState';

export const kycStateQuery = () =>
  queryOptions({
    queryKey: [KYC_STATE_KEY] as const,
    queryFn: () => call('kycState', {}),
    staleTime: 0,
  });

export const useKycState = (enabled = true) => useQuery({ ...kycStateQuery(), enabled });

/** A verification call's answer is the new state: it replaces the one shown. */
export const applyKycState = (state: KycStateAnswer) =>
  queryClient.setQueryData(kycStateQuery().queryKey, state);
