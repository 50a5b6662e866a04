import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import type { LengthLimit } from '@lobby/contract/app-config';
import { ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { TextField, fieldStyles } from '@/components/field';
import { Icon, type IconName } from '@/components/icon';
import { useTranslation } from '@/i18n/use-translation';
import { signInPath } from '@/lib/session';
import { cleanAmountInput } from '../lib/amount';
import styles from './wallet-ui.module.css';

/** A page of the wallet that is not guarded by its route but needs a session (docs/spec/routes.json). */
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
          className={fieldStyles.select}
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
