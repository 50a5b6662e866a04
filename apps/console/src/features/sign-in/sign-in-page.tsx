import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ErrorBox, Loading } from '../../components/error-box';
import ui from '../../components/ui.module.css';
import { t } from '../../i18n/i18n';
import { consoleCall } from '../../lib/api-client';
import { signedIn, useStaffQuery } from '../../lib/staff';
import { useTitle } from '../../lib/use-title';
import styles from './sign-in-page.module.css';

/** Where to go after signing in: the page that asked for it, if it is one of the console's. */
const backTo = (state: unknown) => {
  const back = (state as { back?: unknown } | null)?.back;
  return typeof back === 'string' && back.startsWith('/') && !back.startsWith('//') ? back : '/';
};

/** Email and password: the console session's cookie is set by the answer. */
export function SignInPage() {
  useTitle(t('signIn.title'));
  const staff = useStaffQuery();
  const location = useLocation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useMutation({
    mutationFn: () => consoleCall('staffSignIn', { email, password }),
    onSuccess: (answer) => {
      signedIn(answer.staff);
      void navigate(backTo(location.state), { replace: true });
    },
    onError: () => setPassword(''),
  });

  if (staff.isPending) return <Loading />;
  if (staff.data && !signIn.isSuccess) return <Navigate to={backTo(location.state)} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate();
  };

  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={submit}>
        <h1>{t('signIn.heading')}</h1>
        {signIn.isError ? <ErrorBox error={signIn.error} /> : null}
        <div className={ui.field}>
          <label htmlFor="signin-email">{t('signIn.email')}</label>
          <input
            id="signin-email"
            className={ui.input}
            type="email"
            autoComplete="username"
            required
            autoFocus
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            data-testid="console-signin-email"
          />
        </div>
        <div className={ui.field}>
          <label htmlFor="signin-password">{t('signIn.password')}</label>
          <input
            id="signin-password"
            className={ui.input}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            data-testid="console-signin-password"
          />
        </div>
        <button
          type="submit"
          className={ui.primary}
          disabled={signIn.isPending}
          data-testid="console-signin-submit"
        >
          {signIn.isPending ? t('signIn.submitting') : t('signIn.submit')}
        </button>
      </form>
    </main>
  );
}
