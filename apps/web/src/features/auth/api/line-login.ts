import { useMutation } from '@tanstack/react-query';
import type { CallRequest } from '@lobby/contract/registry';
import { call } from '@/lib/api-client';

/** Signs in with LINE: the authorization code, its redirect URI and PKCE verifier, and the nonce. */
export const lineLogin = (body: CallRequest<'lineLogin'>) => call('lineLogin', body);

export const useLineLogin = () =>
  useMutation({ mutationKey: ['lineLogin'], mutationFn: lineLogin });
