import { useMutation } from '@tanstack/react-query';
import type { CallRequest } from '@lobby/contract/registry';
import { call } from '../../../lib/api-client';

/**
 * Texts a code to the player's bound phone: purpose 1 (bind) confirms a receiving-account
 * change, purpose 2 (forget) a new safebox password.
 */
export const smsSend = (body: CallRequest<'smsSend'>) => call('smsSend', body);

export const useSmsSend = () => useMutation({ mutationKey: ['smsSend'], mutationFn: smsSend });
