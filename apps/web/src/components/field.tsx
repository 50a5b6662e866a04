import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Icon, type IconName } from './icon';
import styles from './field.module.css';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  /** The message shown under the field; marks it invalid. */
  error?: string | null;
  hint?: string;
  icon?: IconName;
  /** Something drawn at the start of the control (a country picker). */
  lead?: ReactNode;
  /** Something drawn at the end of the control (a toggle, a "Send code" button). */
  trail?: ReactNode;
}

/** A labelled input with its inline error, wired for screen readers (aria-invalid, describedby). */
export function TextField({
  label,
  error,
  hint,
  icon,
  lead,
  trail,
  id,
  className,
  ...input
}: FieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div
      className={[styles.field, error ? styles.invalid : null, className].filter(Boolean).join(' ')}
    >
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.control}>
        {lead}
        {icon && !lead ? (
          <span className={styles.lead}>
            <Icon name={icon} size={20} />
          </span>
        ) : null}
        <input
          id={inputId}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        {trail ? <span className={styles.trail}>{trail}</span> : null}
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A password input with a show/hide toggle (a real button, aria-pressed). */
export function PasswordField(props: Omit<FieldProps, 'type' | 'trail'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const auto = useId();
  const id = props.id ?? auto;
  return (
    <TextField
      icon="lock"
      {...props}
      id={id}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      trail={
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          aria-controls={id}
          aria-label={t('fields.showPassword')}
          onClick={() => setVisible((v) => !v)}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} size={20} />
        </button>
      }
    />
  );
}

export const fieldStyles = styles;
