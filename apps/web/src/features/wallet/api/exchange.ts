import { useMutation } from '@tanstack/react-query';
import type { CallRequest } from '@lobby/contract/registry';
import { IDEMPOTENCY_KEY_HEADER } from '@lobby/contract/values/wallet';
import { call } from '@/lib/api-client';

export interface ExchangeInput {
  body: CallRequest<'exchange'>;
  /** One key per attempt: a repeat answers the first request instead of holding twice. */
  idempotencyKey: string;
}

/** Requests a withdrawal to a receiving account; the amount is held at once. */
export const exchange = ({ body, idempotencyKey }: ExchangeInput) =>
  call('exchange', body, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });

export const useExchange = () => useMutation({ mutationKey: ['exchange'], mutationFn: exchange });
