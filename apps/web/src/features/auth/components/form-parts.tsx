import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from '@/components/link';
import type { SignInAnswer } from '@lobby/contract/account';
import { ErrorCode } from '@lobby/contract/values/errors';
import { Button } from '@/components/button';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError } from '@/lib/api-errors';
import { fieldErrorsOf, type ErrorField, type FieldErrors } from '@/lib/error-message';
import { useFieldErrors } from '../lib/form-errors';
import { CashOutButton, cashOutTokenOf } from './cash-out-button';
import styles from './auth.module.css';

export type OnSignedIn = (answer: SignInAnswer) => Promise<void>;

/** Focuses the first field with a problem, so the player sees (and hears) what to fix. */
export const focusFirstInvalid = (form: HTMLFormElement | null) =>
  window.requestAnimationFrame(() =>
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
  );

/**
 * One form's submit cycle: rule problems first (shown inline, nothing sent), then the call; a
 * refusal lands on its field or above the button.
 */
export function useAuthForm(fields: readonly ErrorField[]) {
  const { t } = useTranslation();
  const { errors, setErrors, clear } = useFieldErrors();
  const [busy, setBusy] = useState(false);
  // A locked account: the refusal says so, and the way to support goes with it.
  const [locked, setLocked] = useState(false);
  // A player on a break: the refusal says until when, and hands a cash-out-only session.
  const [cashOutToken, setCashOutToken] = useState<string | null>(null);
  const refused = (error: unknown) => {
    setLocked(error instanceof ApiError && error.errcode === ErrorCode.PLAYER_LOCKED);
    setCashOutToken(cashOutTokenOf(error));
    setErrors(fieldErrorsOf(error, fields, t));
  };

  const run = async (
    form: HTMLFormElement,
    problems: FieldErrors,
    send: () => Promise<void>,
  ): Promise<void> => {
    if (busy) return;
    const found = Object.fromEntries(Object.entries(problems).filter(([, v]) => v));
    if (Object.keys(found).length > 0) {
      setErrors(found);
      focusFirstInvalid(form);
      return;
    }
    setErrors({});
    setLocked(false);
    setCashOutToken(null);
    setBusy(true);
    try {
      await send();
    } catch (error) {
      refused(error);
      focusFirstInvalid(form);
    } finally {
      setBusy(false);
    }
  };

  /** A refusal that came outside the submit (the code's send): shown the same way. */
  const fail = refused;

  /** A field's change handler: keep the new value and drop that field's shown problem. */
  const edit =
    <V,>(field: keyof FieldErrors, set: (value: V) => void) =>
    (value: V) => {
      set(value);
      clear(field);
    };
  /** The same for a plain input, whose change is an event. */
  const editInput =
    (field: keyof FieldErrors, set: (value: string) => void) =>
    (event: { target: { value: string } }) =>
      edit(field, set)(event.target.value);

  return { errors, setErrors, clear, busy, locked, cashOutToken, run, fail, edit, editInput };
}

export type AuthFormState = ReturnType<typeof useAuthForm>;

/**
 * An auth form: its fields, the refusal above the submit button, the button, then `after`.
 * Submitting checks `problems()` and, when there are none, runs `send` (useAuthForm's run).
 */
export function AuthForm({
  form,
  label,
  problems,
  send,
  submitLabel,
  error = form.errors.form,
  children,
  after,
}: {
  form: AuthFormState;
  /** The form's accessible name. */
  label: string;
  problems: () => FieldErrors;
  send: () => Promise<void>;
  submitLabel: string;
  /** What shows above the button; the form-wide refusal by default. */
  error?: string | undefined;
  children: ReactNode;
  after?: ReactNode;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.run(event.currentTarget, problems(), send);
  };
  return (
    <form className={styles.form} method="post" noValidate onSubmit={submit} aria-label={label}>
      {children}
      <FormError message={error} support={form.locked && error === form.errors.form} />
      {form.cashOutToken && error === form.errors.form ? (
        <CashOutButton token={form.cashOutToken} />
      ) : null}
      <SubmitButton busy={form.busy}>{submitLabel}</SubmitButton>
      {after}
    </form>
  );
}

/** The refusal above the button; with `support`, the way to customer service after it. */
export function FormError({
  message,
  support = false,
}: {
  message: string | undefined;
  support?: boolean;
}) {
  const { t } = useTranslation();
  return message ? (
    <p className={styles.formError} role="alert">
      {message}
      {support ? (
        <>
          {' '}
          <Link className={styles.formErrorLink} to={pathTo('service')}>
            {t('auth.contactSupport')}
          </Link>
        </>
      ) : null}
    </p>
  ) : null;
}

export function SubmitButton({ busy, children }: { busy: boolean; children: string }) {
  const { t } = useTranslation();
  return (
    <Button type="submit" block className={styles.submit} disabled={busy} aria-busy={busy}>
      {busy ? t('common.loading') : children}
    </Button>
  );
}
