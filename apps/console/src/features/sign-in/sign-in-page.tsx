import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { StaffSignInAnswer, StaffSignInCodeAnswer } from '@lobby/contract/console';
import { ErrorBox, Loading } from '@/components/error-box';
import ui from '@/components/ui.module.css';
import { SubmitButton, TextField } from '@/components/form-fields';
import { t } from '@/i18n/i18n';
import { signedIn, useStaffQuery } from '@/lib/staff';
import { useTitle } from '@/lib/use-title';
import { confirmSignInCode, signInStaff } from './api/staff-sign-in';
import { RecoveryCodes } from '@/components/recovery-codes';
import styles from './sign-in-page.module.css';

/** Where to go after signing in: the page that asked for it, if it is one of the console's. */
const backTo = (state: unknown) => {
  const back = (state as { back?: unknown } | null)?.back;
  return typeof back === 'string' && back.startsWith('/') && !back.startsWith('//') ? back : '/';
};

/** An SVG document as an image's address: shown as a picture, never run as markup. */
const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * Two steps (ADR 0042): email and password, then a code from the authenticator (or a recovery
 * code). An account without TOTP enrols in the second step: the QR code and its secret, then the
 * first code, then its ten recovery codes shown once. The session's cookie is set by the code.
 */
export function SignInPage() {
  useTitle(t('signIn.title'));
  const staff = useStaffQuery();
  const location = useLocation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [second, setSecond] = useState<StaffSignInAnswer | null>(null);
  const [enrolled, setEnrolled] = useState<StaffSignInCodeAnswer | null>(null);
  const finish = (answer: StaffSignInCodeAnswer) => {
    signedIn(answer.staff);
    void navigate(backTo(location.state), { replace: true });
  };
  const signIn = useMutation({
    mutationFn: () => signInStaff(email, password),
    onSuccess: (answer) => {
      setPassword('');
      setSecond(answer);
    },
    onError: () => setPassword(''),
  });
  const confirm = useMutation({
    mutationFn: (pendingToken: string) => confirmSignInCode(pendingToken, code),
    onSuccess: (answer) => {
      if (answer.recoveryCodes.length > 0) setEnrolled(answer);
      else finish(answer);
    },
    onError: () => setCode(''),
  });

  if (staff.isPending) return <Loading />;
  if (staff.data && !confirm.isSuccess) return <Navigate to={backTo(location.state)} replace />;

  if (enrolled)
    return (
      <main className={styles.page}>
        <div className={styles.card}>
          <h1>{t('signIn.recoveryHeading')}</h1>
          <p>{t('signIn.recoveryIntro')}</p>
          <RecoveryCodes codes={enrolled.recoveryCodes} />
          <button
            type="button"
            className={ui.primary}
            autoFocus
            onClick={() => finish(enrolled)}
            data-testid="console-recovery-continue"
          >
            {t('signIn.recoveryContinue')}
          </button>
        </div>
      </main>
    );

  if (second) {
    const submitCode = (event: FormEvent) => {
      event.preventDefault();
      confirm.mutate(second.pendingToken);
    };
    return (
      <main className={styles.page}>
        <form className={styles.card} onSubmit={submitCode}>
          <h1>{second.step === 'enrol' ? t('signIn.enrolHeading') : t('signIn.codeHeading')}</h1>
          {second.step === 'enrol' ? (
            <>
              <p>{t('signIn.enrolIntro')}</p>
              <img
                className={styles.qr}
                src={svgSource(second.qrSvg)}
                alt={t('signIn.enrolQr')}
                data-testid="console-enrol-qr"
                data-otpauth-url={second.otpauthUrl}
              />
              <p>
                {t('signIn.enrolSecret')}{' '}
                <code className={styles.secret} data-testid="console-enrol-secret">
                  {second.secret}
                </code>
              </p>
            </>
          ) : (
            <p>{t('signIn.codeIntro')}</p>
          )}
          {confirm.isError ? <ErrorBox error={confirm.error} /> : null}
          <TextField
            id="signin-code"
            label={t('signIn.code')}
            autoComplete="one-time-code"
            inputMode={second.step === 'enrol' ? 'numeric' : 'text'}
            required
            autoFocus
            value={code}
            onChange={setCode}
            data-testid="console-signin-code"
          />
          <SubmitButton pending={confirm.isPending} testId="console-signin-code-submit">
            {confirm.isPending ? t('signIn.submitting') : t('signIn.codeSubmit')}
          </SubmitButton>
          <button
            type="button"
            className={ui.button}
            onClick={() => {
              setSecond(null);
              setCode('');
              confirm.reset();
            }}
          >
            {t('signIn.startOver')}
          </button>
        </form>
      </main>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate();
  };

  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={submit}>
        <h1>{t('signIn.heading')}</h1>
        {signIn.isError ? <ErrorBox error={signIn.error} /> : null}
        <TextField
          id="signin-email"
          label={t('signIn.email')}
          type="email"
          autoComplete="username"
          required
          autoFocus
          value={email}
          onChange={setEmail}
          data-testid="console-signin-email"
        />
        <TextField
          id="signin-password"
          label={t('signIn.password')}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
          data-testid="console-signin-password"
        />
        <SubmitButton pending={signIn.isPending} testId="console-signin-submit">
          {signIn.isPending ? t('signIn.submitting') : t('signIn.submit')}
        </SubmitButton>
      </form>
    </main>
  );
}
