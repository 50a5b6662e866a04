import { useId, useState, type ReactNode, type SelectHTMLAttributes } from 'react';
import type { LengthLimit } from '@lobby/contract/app-config';
import type { SmsPurpose } from '@lobby/contract/enums';
import { ErrorCode } from '@lobby/contract/errors';
import { ButtonLink } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { TextField, fieldStyles } from '../../../components/field';
import { Icon, type IconName } from '../../../components/icon';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api-errors';
import { errorText } from '../../../lib/error-message';
import { signInPath } from '../../../lib/session';
import { useCountdown } from '../../../lib/use-countdown';
import { useSmsSend } from '../api/sms-send';
import { cleanAmountInput } from '../lib/amount';
import styles from './wallet.module.css';

export const walletStyles = styles;

/** A page of the wallet that is not guarded by its route but needs a session (spec §2). */
export function SignInFirst({ path }: { path: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon="lock"
      title={t('wallet.signInTitle')}
      text={t('wallet.signInText')}
      action={<ButtonLink to={signInPath(path)}>{t('wallet.logIn')}</ButtonLink>}
    />
  );
}

export type Tone = 'info' | 'warn' | 'error' | 'success';

const toneIcon: Record<Tone, IconName> = {
  info: 'info',
  warn: 'alert',
  error: 'alert',
  success: 'check',
};

/** A boxed message: information, a warning, a refusal (role alert) or a confirmation. */
export function Notice({
  tone = 'info',
  children,
  testId,
}: {
  tone?: Tone;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div
      className={`${styles.notice} ${styles[tone]}`}
      role={tone === 'error' ? 'alert' : tone === 'success' ? 'status' : undefined}
      data-testid={testId}
    >
      <Icon name={toneIcon[tone]} size={18} />
      <div>{children}</div>
    </div>
  );
}

/** The coin glyph in front of an amount. */
export const CoinDot = () => <span className={styles.coin} aria-hidden="true" />;

/**
 * An amount typed by the player: the decimal text as typed (digits, one point, two decimals),
 * read into hundredths by parsing it, with an optional "All" button.
 */
export function AmountField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  onAll,
  allLabel,
  placeholder,
}: {
  id?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  onAll?: (() => void) | undefined;
  allLabel?: string;
  placeholder?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      id={id}
      name="amount"
      label={label}
      inputMode="decimal"
      autoComplete="off"
      enterKeyHint="done"
      placeholder={placeholder ?? '0.00'}
      value={value}
      error={error}
      hint={hint}
      onChange={(e) => onChange(cleanAmountInput(e.target.value))}
      lead={
        <span className={styles.currency}>
          <CoinDot />
        </span>
      }
      trail={
        onAll ? (
          <button type="button" className={styles.allButton} onClick={onAll}>
            {allLabel ?? t('wallet.all')}
          </button>
        ) : undefined
      }
    />
  );
}

/** A labelled native select, drawn like the text fields (the phone's own picker opens). */
export function SelectField({
  label,
  error,
  hint,
  children,
  id,
  ...select
}: {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: ReactNode;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const auto = useId();
  const selectId = id ?? auto;
  const messageId = `${selectId}-message`;
  return (
    <div className={error ? `${fieldStyles.field} ${fieldStyles.invalid}` : fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={selectId}>
        {label}
      </label>
      <div className={fieldStyles.control}>
        <select
          id={selectId}
          className={styles.select}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? messageId : undefined}
          {...select}
        >
          {children}
        </select>
        <Icon name="chevron" size={18} className={styles.selectChevron} />
      </div>
      {error ? (
        <p id={messageId} className={fieldStyles.error} role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A digits-only secret (the safebox password): numeric keyboard, masked. */
export function PinField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  limit,
  autoComplete = 'off',
}: {
  id?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  limit: LengthLimit;
  autoComplete?: string;
}) {
  return (
    <TextField
      id={id}
      label={label}
      icon="lock"
      type="password"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete={autoComplete}
      maxLength={limit.max}
      value={value}
      error={error}
      hint={hint}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, limit.max))}
    />
  );
}

/**
 * "Send code" to the player's bound phone for a purpose, then the resend countdown (the
 * answer's resendAfterSeconds, or the wait a 1103 refusal carries).
 */
export function useSmsCode(purpose: SmsPurpose, onError: (error: unknown) => void) {
  const mutation = useSmsSend();
  const countdown = useCountdown();
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
  return { send, sending: mutation.isPending, remaining: countdown.remaining, sent };
}

/** The SMS code with its "Send code" button (and the resend countdown). */
export function CodeField({
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
  id?: string;
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
  return (
    <TextField
      id={id}
      name="smsCode"
      label={t('wallet.smsCode')}
      icon="shield"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={limit.max}
      placeholder={t('wallet.codePlaceholder', { count: limit.max })}
      value={value}
      error={error}
      hint={sent ? t('wallet.codeSent') : undefined}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, limit.max))}
      trail={
        <button
          type="button"
          className={styles.sendButton}
          onClick={onSend}
          disabled={sending || remaining > 0}
        >
          {remaining > 0
            ? t('wallet.resendIn', { seconds: remaining })
            : sent
              ? t('wallet.resend')
              : t('wallet.sendCode')}
        </button>
      }
    />
  );
}

export type ChipTone = 'success' | 'pending' | 'failed' | 'neutral';

export function StatusChip({ tone, children }: { tone: ChipTone; children: ReactNode }) {
  return (
    <span className={styles.chip} data-tone={tone}>
      {children}
    </span>
  );
}

/** One line of a summary box: a label and a figure. */
export function SummaryRow({
  label,
  value,
  total,
  valueClass,
  testId,
}: {
  label: string;
  value: ReactNode;
  total?: boolean;
  valueClass?: string | undefined;
  testId?: string;
}) {
  return (
    <div className={total ? `${styles.summaryRow} ${styles.summaryTotal}` : styles.summaryRow}>
      <span>{label}</span>
      <strong className={valueClass} data-testid={testId}>
        {value}
      </strong>
    </div>
  );
}
