import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { SmsPurpose } from '@lobby/contract/values/enums';
import { ErrorCode } from '@lobby/contract/values/errors';
import type { CallRequest } from '@lobby/contract/registry';
import { call } from './api-client';
import { ApiError } from './api-errors';
import { errorText } from './error-message';
import { useCountdown } from './use-countdown';

/**
 * Texts a code (purpose 0 sign-up, 1 bind: a phone or a receiving account, 2 forget: a login or
 * safebox password, 3 sign-in); answers resendAfterSeconds. Shared by the sign-in and wallet
 * features, which do not import each other.
 */
export const smsSend = (body: CallRequest<'smsSend'>) => call('smsSend', body);

export const useSmsSend = () => useMutation({ mutationKey: ['smsSend'], mutationFn: smsSend });

/**
 * "Send code": smsSend for a purpose, then a resend countdown of the answer's
 * resendAfterSeconds (or of the wait a 1103 "too soon" refusal carries).
 */
export function useSmsCode(purpose: SmsPurpose, onError: (error: unknown) => void) {
  const mutation = useSmsSend();
  const countdown = useCountdown();
  /** A code went out: the field says so and its button offers a resend. */
  const [sent, setSent] = useState(false);

  const send = (mobile: string) => {
    if (mutation.isPending || countdown.running) return;
    mutation.mutate(
      { mobile, purpose },
      {
        onSuccess: (answer) => {
          setSent(true);
          countdown.start(answer.resendAfterSeconds);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.errcode === ErrorCode.SMS_RESEND_TOO_SOON) {
            countdown.start(errorText(error).waitSeconds ?? 60);
          }
          onError(error);
        },
      },
    );
  };

  return {
    send,
    sending: mutation.isPending,
    remaining: countdown.remaining,
    sent,
  };
}
