import { useMutation } from '@tanstack/react-query';
import type { CallRequest } from '@lobby/contract/registry';
import { call } from '@/lib/api-client';

/**
 * Sets the safebox password; changing one already set needs an SMS code (purpose forget). The
 * form marks the stored user as having one (`markSafeboxPassword`) once it has shown the result.
 */
export const setSafeboxPassword = (body: CallRequest<'setSafeboxPassword'>) =>
  call('setSafeboxPassword', body);

export const useSetSafeboxPassword = () =>
  useMutation({ mutationKey: ['setSafeboxPassword'], mutationFn: setSafeboxPassword });
