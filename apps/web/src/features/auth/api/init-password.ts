import { useMutation } from '@tanstack/react-query';
import type { CallRequest } from '@lobby/contract/registry';
import { call } from '@/lib/api-client';

/** Sets a first password, or changes it with the old one; every session ends and a new one is answered. */
export const initPassword = (body: CallRequest<'initPassword'>) => call('initPassword', body);

export const useInitPassword = () =>
  useMutation({ mutationKey: ['initPassword'], mutationFn: initPassword });
