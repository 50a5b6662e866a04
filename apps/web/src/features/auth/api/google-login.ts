import { useMutation } from '@tanstack/react-query';
import type { CallRequest } from '@lobby/contract/registry';
import { call } from '@/lib/api-client';

/** Signs in with a Google ID token (and the nonce it was asked with). */
export const googleLogin = (body: CallRequest<'googleLogin'>) => call('googleLogin', body);

export const useGoogleLogin = () =>
  useMutation({ mutationKey: ['googleLogin'], mutationFn: googleLogin });
