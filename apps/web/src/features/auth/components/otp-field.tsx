import type { LengthLimit } from '@lobby/contract/app-config';
import { TextField } from '../../../components/field';
import { useTranslation } from '../../../i18n/use-translation';
import styles from './auth.module.css';

/**
 * The SMS code: digits only, read by the phone's keyboard and autofill (one-time-code), with the
 * "Send code" button that turns into the resend countdown.
 */
export function OtpField({
  id,
  value,
  onChange,
  error,
  limit,
  onSend,
  sending,
  remaining,
  sent,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  limit: LengthLimit;
  onSend: () => void;
  sending: boolean;
  remaining: number;
  sent: boolean;
}) {
  const { t } = useTranslation();
  const label =
    remaining > 0
      ? t('auth.resendIn', { seconds: remaining })
      : sent
        ? t('auth.resend')
        : t('auth.sendCode');
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
      hint={sent ? t('auth.codeSent') : undefined}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, limit.max))}
      trail={
        <button
          type="button"
          className={styles.send}
          onClick={onSend}
          disabled={sending || remaining > 0}
        >
          {label}
        </button>
      }
    />
  );
}
