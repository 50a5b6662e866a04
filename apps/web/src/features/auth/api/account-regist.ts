import { useMutation } from '@tanstack/react-query';
import type { CallRequest } from '@lobby/contract/registry';
import { call } from '@/lib/api-client';

/** Registers by account name and password. */
export const accountRegist = (body: CallRequest<'accountRegist'>) => call('accountRegist', body);

export const useAccountRegist = () =>
  useMutation({ mutationKey: ['accountRegist'], mutationFn: accountRegist });
