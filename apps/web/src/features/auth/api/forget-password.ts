import { useMutation } from '@tanstack/react-query';
import type { CallRequest } from '@lobby/contract/registry';
import { call } from '@/lib/api-client';

/** Resets the password with an SMS code (purpose 2); answers a new session. */
export const forgetPassword = (body: CallRequest<'forgetPassword'>) => call('forgetPassword', body);

export const useForgetPassword = () =>
  useMutation({ mutationKey: ['forgetPassword'], mutationFn: forgetPassword });
