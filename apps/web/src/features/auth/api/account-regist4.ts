import { useMutation } from '@tanstack/react-query';
import type { CallRequest } from '@lobby/contract/registry';
import { call } from '@/lib/api-client';

/** Registers by phone, SMS code and password. */
export const accountRegist4 = (body: CallRequest<'accountRegist4'>) => call('accountRegist4', body);

export const useAccountRegist4 = () =>
  useMutation({ mutationKey: ['accountRegist4'], mutationFn: accountRegist4 });
