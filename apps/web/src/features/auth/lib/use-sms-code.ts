import { useState } from 'react';
import type { SmsPurpose } from '@lobby/contract/enums';
import { ErrorCode } from '@lobby/contract/errors';
import { ApiError } from '../../../lib/api-errors';
import { errorText } from '../../../lib/error-message';
import { useSmsSend } from '../api/sms-send';
import { useCountdown } from '../../../lib/use-countdown';

/**
 * "Send code": smsSend for a purpose, then a resend countdown of the answer's
 * resendAfterSeconds (or of the wait a 1103 "too soon" refusal carries).
 */
export function useSmsCode(purpose: SmsPurpose, onError: (error: unknown) => void) {
  const mutation = useSmsSend();
  const countdown = useCountdown();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = (mobile: string) => {
    if (mutation.isPending || countdown.running) return;
    mutation.mutate(
      { mobile, purpose },
      {
        onSuccess: (answer) => {
          setSentTo(mobile);
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
    waiting: countdown.running,
    sentTo,
  };
}
