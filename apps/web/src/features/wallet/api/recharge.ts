import { useMutation } from '@tanstack/react-query';
import type { CallRequest } from '@lobby/contract/registry';
import { IDEMPOTENCY_KEY_HEADER } from '@lobby/contract/values/wallet';
import { call } from '@/lib/api-client';

export interface RechargeInput {
  body: CallRequest<'recharge'>;
  /** One key per attempt: a repeat answers the first order instead of making another. */
  idempotencyKey: string;
}

/** Creates a deposit order; answers its number and the provider's checkout URL. */
export const recharge = ({ body, idempotencyKey }: RechargeInput) =>
  call('recharge', body, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });

export const useRecharge = () => useMutation({ mutationKey: ['recharge'], mutationFn: recharge });
