import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ErrorBox, Loading } from '@/components/error-box';
import ui from '@/components/ui.module.css';
import { SubmitButton, TextField } from '@/components/form-fields';
import { t } from '@/i18n/i18n';
import { useTitle } from '@/lib/use-title';
import { RecoveryCodes } from '@/components/recovery-codes';
import { SessionsList } from '@/components/sessions-list';
import styles from '@/components/staff-forms.module.css';
import {
  changeMyPassword,
  myAccountKey,
  myAccountQuery,
  regenerateRecoveryCodes,
} from './api/my-account';
import { endMySession, mySessionsKey, mySessionsQuery } from './api/my-sessions';

/**
 * /account, every staff member's own: the two-factor state and recovery codes (new ones for a
 * current code, shown once), their live sessions, and their password.
 */
export function AccountPage() {
  useTitle(t('account.title'));
  return (
    <div className={styles.page}>
      <h1>{t('account.title')}</h1>
      <TwoFactor />
      <MySessions />
      <PasswordForm />
    </div>
  );
}

function TwoFactor() {
  const queryClient = useQueryClient();
  const account = useQuery(myAccountQuery());
  const [code, setCode] = useState('');
  const regenerate = useMutation({
    mutationFn: () => regenerateRecoveryCodes(code),
    onSettled: () => {
      setCode('');
      void queryClient.invalidateQueries({ queryKey: myAccountKey });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    regenerate.mutate();
  };
  return (
    <section aria-labelledby="account-2fa">
      <h2 id="account-2fa">{t('account.twoFactor')}</h2>
      {account.isError ? <ErrorBox error={account.error} /> : null}
      {account.data ? (
        <p data-testid="account-totp">
          {account.data.totpEnabled ? t('account.totpOn') : t('account.totpOff')}{' '}
          {t('account.codesLeft', { count: account.data.recoveryCodesLeft })}
        </p>
      ) : (
        <Loading />
      )}
      <form className={ui.formRow} onSubmit={submit}>
        <TextField
          id="account-code"
          label={t('account.currentCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          required
          value={code}
          onChange={setCode}
        />
        <button type="submit" className={ui.button} disabled={regenerate.isPending}>
          {t('account.regenerate')}
        </button>
      </form>
      {regenerate.isError ? <ErrorBox error={regenerate.error} /> : null}
      {regenerate.data ? (
        <div className={ui.notice}>
          <p>{t('signIn.recoveryIntro')}</p>
          <RecoveryCodes codes={regenerate.data.recoveryCodes} />
        </div>
      ) : null}
    </section>
  );
}

function MySessions() {
  const queryClient = useQueryClient();
  const sessions = useQuery(mySessionsQuery());
  const end = useMutation({
    mutationFn: endMySession,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: mySessionsKey }),
  });
  return (
    <section aria-labelledby="account-sessions">
      <h2 id="account-sessions">{t('account.sessions')}</h2>
      {sessions.isError ? <ErrorBox error={sessions.error} /> : null}
      {end.isError ? <ErrorBox error={end.error} /> : null}
      {sessions.data ? (
        <SessionsList
          list={sessions.data.list}
          onEnd={(sessionId) => end.mutate(sessionId)}
          ending={end.isPending}
        />
      ) : (
        <Loading />
      )}
    </section>
  );
}

function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const change = useMutation({
    mutationFn: () => changeMyPassword(current, next),
    onSettled: () => {
      setCurrent('');
      setNext('');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate();
  };
  return (
    <section aria-labelledby="account-password">
      <h2 id="account-password">{t('account.password')}</h2>
      <form className={ui.formRow} onSubmit={submit}>
        <TextField
          id="account-current"
          label={t('account.currentPassword')}
          type="password"
          autoComplete="current-password"
          required
          value={current}
          onChange={setCurrent}
        />
        <TextField
          id="account-next"
          label={t('account.newPassword')}
          type="password"
          autoComplete="new-password"
          minLength={12}
          required
          value={next}
          onChange={setNext}
        />
        <SubmitButton pending={change.isPending}>{t('account.changePassword')}</SubmitButton>
      </form>
      {change.isError ? <ErrorBox error={change.error} /> : null}
      {change.isSuccess ? <p role="status">{t('account.passwordChanged')}</p> : null}
    </section>
  );
}
