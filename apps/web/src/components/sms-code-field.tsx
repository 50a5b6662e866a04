import type { LengthLimit } from '@lobby/contract/app-config';
import { useTranslation } from '../i18n/use-translation';
import { TextField } from './field';
import styles from './sms-code-field.module.css';

/**
 * The SMS code: digits only, read by the phone's keyboard and autofill (one-time-code), with the
 * "Send code" button that turns into the resend countdown.
 */
export function SmsCodeField({
  id,
  value,
  onChange,
  error,
  limit,
  onSend,
  sending,
  remaining,
  sent,
  sendClassName = styles.send,
}: {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  limit: LengthLimit;
  onSend: () => void;
  sending: boolean;
  remaining: number;
  sent: boolean;
  /** The send button's look where the page's own differs (the wallet's). */
  sendClassName?: string | undefined;
}) {
  const { t } = useTranslation();
  const label =
    remaining > 0
      ? t('fields.resendIn', { seconds: remaining })
      : sent
        ? t('fields.resend')
        : t('fields.sendCode');
  return (
    <TextField
      id={id}
      name="smsCode"
      label={t('fields.code')}
      icon="shield"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={limit.max}
      placeholder={t('fields.codePlaceholder', { count: limit.max })}
      value={value}
      error={error}
      hint={sent ? t('fields.codeSent') : undefined}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, limit.max))}
      trail={
        <button
          type="button"
          className={sendClassName}
          onClick={onSend}
          disabled={sending || remaining > 0}
        >
          {label}
        </button>
      }
    />
  );
}
