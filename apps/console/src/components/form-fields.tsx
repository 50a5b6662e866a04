import type { InputHTMLAttributes, ReactNode } from 'react';
import ui from './ui.module.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'onChange'>;

/**
 * A labelled text input: the label names it (`htmlFor`), and `error`, when given, is shown under
 * it and read with it (aria-describedby). `onChange` gets the new text.
 */
export function TextField({
  id,
  label,
  error,
  onChange,
  ...input
}: InputProps & {
  id: string;
  label: ReactNode;
  error?: string | null;
  onChange?: (value: string) => void;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={ui.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={ui.input}
        {...input}
        {...(onChange ? { onChange: (event) => onChange(event.target.value) } : {})}
        {...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
      />
      {error ? (
        <p id={errorId} className={ui.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A form's submit button, disabled while its call is on its way. */
export function SubmitButton({
  pending,
  children,
  testId,
}: {
  pending: boolean;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <button type="submit" className={ui.primary} disabled={pending} data-testid={testId}>
      {children}
    </button>
  );
}
