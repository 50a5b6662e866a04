import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AppConfig } from '@lobby/contract/app-config';
import { SmsPurpose } from '@lobby/contract/values/enums';
import { ConfigGate } from '@/components/config-gate';
import { Link } from '@/components/link';
import { Page } from '@/components/page';
import { SmsCodeField } from '@/components/sms-code-field';
import { paths, pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { useSmsCode } from '@/lib/sms-code';
import { useSessionStore, useSignedIn } from '@/stores/session-store';
import { useInitPassword } from '../api/init-password';
import { completeSignIn } from '../lib/complete-sign-in';
import { problemText } from '../lib/form-errors';
import { checkPassword, checkSmsCode } from '../lib/rules';
import { CurrentPasswordField, NewPasswordField } from './account-fields';
import { AuthForm, useAuthForm } from './form-parts';
import styles from './auth.module.css';
import { SignInFirst, useRedirectParam } from './auth-screen';

function SetPasswordForm({ config }: { config: AppConfig }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const redirect = useRedirectParam();
  const user = useSessionStore((s) => s.user);
  const hasPassword = user?.hasPassword === true;
  // A first password of a player with a phone is proved by a code to it: a session alone cannot
  // give itself the password that confirms withdrawals.
  const phone = !hasPassword ? (user?.mobile ?? '') : '';
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const form = useAuthForm(['oldPassword', 'password', 'smsCode']);
  const sms = useSmsCode(SmsPurpose.Bind, form.fail);
  const init = useInitPassword();
  const username = user?.account || user?.mobile || '';

  return (
    <AuthForm
      form={form}
      label={t('titles.auth-set-password')}
      problems={() => ({
        oldPassword: hasPassword && !oldPassword ? t('fields.passwordRequired') : undefined,
        password: problemText(checkPassword(password, config.limits), t),
        smsCode: phone ? problemText(checkSmsCode(smsCode, config.limits), t) : undefined,
      })}
      send={async () => {
        const answer = await init.mutateAsync({
          password,
          ...(hasPassword ? { oldPassword } : {}),
          ...(phone ? { smsCode } : {}),
        });
        // Every session ended; the answer carries this device's new one.
        await completeSignIn(answer);
        await navigate(redirect ?? paths['member-profile'], {
          replace: true,
          state: { notice: 'passwordSaved' },
        });
      }}
      submitLabel={t('auth.savePassword')}
      after={
        hasPassword ? (
          <p className={styles.terms}>
            <Link to={pathTo('auth-forget')}>{t('auth.forgot')}</Link>
          </p>
        ) : null
      }
    >
      <p className={styles.tagline}>
        {hasPassword ? t('auth.changePasswordText') : t('auth.setPasswordText')}
      </p>
      {/* Password managers file the new password under this account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      {hasPassword ? (
        <CurrentPasswordField
          id={`${id}-old`}
          name="oldPassword"
          label={t('fields.currentPassword')}
          limits={config.limits}
          value={oldPassword}
          onChange={form.editInput('oldPassword', setOldPassword)}
          error={form.errors.oldPassword}
        />
      ) : null}
      <NewPasswordField
        id={`${id}-new`}
        label={t('fields.newPassword')}
        limits={config.limits}
        value={password}
        onChange={form.editInput('password', setPassword)}
        error={form.errors.password}
      />
      {phone ? (
        <>
          <p className={styles.tagline}>
            {t('auth.setPasswordCode', { last4: phone.replace(/\D/g, '').slice(-4) })}
          </p>
          <SmsCodeField
            id={`${id}-code`}
            value={smsCode}
            onChange={form.edit('smsCode', setSmsCode)}
            error={form.errors.smsCode}
            limit={config.limits.smsCode}
            onSend={() => sms.send(phone)}
            sending={sms.sending}
            remaining={sms.remaining}
            sent={sms.sent}
          />
        </>
      ) : null}
    </AuthForm>
  );
}

/** /auth/set-password (navbar): a first password, or a change with the current one. */
export function SetPasswordPage() {
  const signedIn = useSignedIn();
  if (!signedIn) return <SignInFirst />;
  return (
    <Page>
      <section className={styles.card} style={{ margin: 0 }}>
        <ConfigGate>{(config) => <SetPasswordForm config={config} />}</ConfigGate>
      </section>
    </Page>
  );
}
