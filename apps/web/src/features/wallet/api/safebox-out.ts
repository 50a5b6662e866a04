import { useMutation } from '@tanstack/react-query';
import type { CallRequest } from '@lobby/contract/registry';
import { IDEMPOTENCY_KEY_HEADER } from '@lobby/contract/values/wallet';
import { call } from '@/lib/api-client';
import { afterMoneyChange } from '../lib/balances';

/** Moves coin out of the safebox with its password; answers both balances. */
export const safeboxOut = async ({
  body,
  idempotencyKey,
}: {
  body: CallRequest<'safeboxOut'>;
  idempotencyKey: string;
}) => {
  const answer = await call('safeboxOut', body, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  afterMoneyChange(answer);
  return answer;
};

export const useSafeboxOut = () =>
  useMutation({ mutationKey: ['safeboxOut'], mutationFn: safeboxOut });
