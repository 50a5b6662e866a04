import { useMutation } from '@tanstack/react-query';
import type { CallRequest } from '@lobby/contract/registry';
import { call } from '@/lib/api-client';

/** Binds a phone proved by an SMS code of purpose 1; answers the user. */
export const bindAccount = (body: CallRequest<'bindAccount'>) => call('bindAccount', body);

export const useBindAccount = () =>
  useMutation({ mutationKey: ['bindAccount'], mutationFn: bindAccount });
