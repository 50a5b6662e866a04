import { useMutation } from '@tanstack/react-query';
import type { CallRequest } from '@lobby/contract/registry';
import { call } from '@/lib/api-client';
import { applyKycState } from '@/lib/kyc-state';

/** Tier 1: the details; the answer is the new state. */
export const useKycSubmitDetails = () =>
  useMutation({
    mutationKey: ['kycSubmitDetails'],
    mutationFn: (body: CallRequest<'kycSubmitDetails'>) => call('kycSubmitDetails', body),
    onSuccess: applyKycState,
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
