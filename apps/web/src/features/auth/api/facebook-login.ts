import { useMutation } from '@tanstack/react-query';
import type { CallRequest } from '@lobby/contract/registry';
import { call } from '@/lib/api-client';

/** Signs in with a Facebook access token. */
export const facebookLogin = (body: CallRequest<'facebookLogin'>) => call('facebookLogin', body);

export const useFacebookLogin = () =>
  useMutation({ mutationKey: ['facebookLogin'], mutationFn: facebookLogin });
