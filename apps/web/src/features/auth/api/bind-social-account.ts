import { useMutation } from '@tanstack/react-query';
import type { CallRequest } from '@lobby/contract/registry';
import { call } from '@/lib/api-client';

/** Links a Google, Facebook or LINE account to the signed-in player. */
export const bindSocialAccount = (body: CallRequest<'bindSocialAccount'>) =>
  call('bindSocialAccount', body);

export const useBindSocialAccount = () =>
  useMutation({ mutationKey: ['bindSocialAccount'], mutationFn: bindSocialAccount });
