import { useMutation } from '@tanstack/react-query';
import type { CallRequest } from '@lobby/contract/registry';
import { call } from '../../../lib/api-client';

/** Sends a code by SMS (purpose 0 register, 1 bind, 2 forget, 3 sign-in); answers resendAfterSeconds. */
export const smsSend = (body: CallRequest<'smsSend'>) => call('smsSend', body);

export const useSmsSend = () => useMutation({ mutationKey: ['smsSend'], mutationFn: smsSend });
