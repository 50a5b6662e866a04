import { useMutation } from '@tanstack/react-query';
import type { CallRequest } from '@lobby/contract/registry';
import { call } from '@/lib/api-client';
import { applyKycState, kycStateQuery } from '@/lib/kyc-state';
import { queryClient } from '@/lib/query-client';

/**
 * Tier 1: the details; the answer is the new state. A refusal is read again: one under the
 * minimum age has closed the account for play.
 */
export const useKycSubmitDetails = () =>
  useMutation({
    mutationKey: ['kycSubmitDetails'],
    mutationFn: (body: CallRequest<'kycSubmitDetails'>) => call('kycSubmitDetails', body),
    onSuccess: applyKycState,
    onError: () => queryClient.invalidateQueries({ queryKey: kycStateQuery().queryKey }),
  });

/** One side's image (base64); uploading a side again replaces it. */
export const useKycUploadDocument = () =>
  useMutation({
    mutationKey: ['kycUploadDocument'],
    mutationFn: (body: CallRequest<'kycUploadDocument'>) => call('kycUploadDocument', body),
    onSuccess: applyKycState,
  });

/** The three sides go to staff for review. */
export const useKycSubmitReview = () =>
  useMutation({
    mutationKey: ['kycSubmitReview'],
    mutationFn: () => call('kycSubmitReview', {}),
    onSuccess: applyKycState,
  });
