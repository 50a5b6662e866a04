import { useMutation } from '@tanstack/react-query';
import type { CallRequest } from '@lobby/contract/registry';
import { IDEMPOTENCY_KEY_HEADER } from '@lobby/contract/values/wallet';
import { call } from '@/lib/api-client';
import { afterMoneyChange } from '../lib/balances';

/** Moves coin into the safebox; answers both balances. */
export const safeboxIn = async ({
  body,
  idempotencyKey,
}: {
  body: CallRequest<'safeboxIn'>;
  idempotencyKey: string;
}) => {
  const answer = await call('safeboxIn', body, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  afterMoneyChange(answer);
  return answer;
};

export const useSafeboxIn = () =>
  useMutation({ mutationKey: ['safeboxIn'], mutationFn: safeboxIn });
