import { useMutation } from '@tanstack/react-query';
import type { CallRequest } from '@lobby/contract/registry';
import { call } from '@/lib/api-client';

/** Signs in by phone and SMS code, registering the phone on first use. */
export const accountLoginSms = (body: CallRequest<'accountLoginSms'>) =>
  call('accountLoginSms', body);

export const useAccountLoginSms = () =>
  useMutation({ mutationKey: ['accountLoginSms'], mutationFn: accountLoginSms });
