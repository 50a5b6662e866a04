import { useMutation } from '@tanstack/react-query';
import type { CallRequest } from '@lobby/contract/registry';
import { call } from '@/lib/api-client';

/** Signs in by password: loginType 1 phone, 2 account. */
export const accountLogin = (body: CallRequest<'accountLogin'>) => call('accountLogin', body);

export const useAccountLogin = () =>
  useMutation({ mutationKey: ['accountLogin'], mutationFn: accountLogin });
