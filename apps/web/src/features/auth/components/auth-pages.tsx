import { useId, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { AppConfig } from '@lobby/contract/app-config';
import { SmsPurpose } from '@lobby/contract/values/enums';
import { INVITE_CODE_PARAM } from '@lobby/contract/values/invite-link';
import { formatHundredths } from '@lobby/contract/values/money';
import { BackButton } from '@/components/back-button';
import { ButtonLink } from '@/components/button';
import { ConfigGate } from '@/components/config-gate';
import { EmptyState } from '@/components/empty-state';
import { Icon } from '@/components/icon';
import { Link } from '@/components/link';
import { Emblem } from '@/components/logo';
import { Page } from '@/components/page';
import { SmsCodeField } from '@/components/sms-code-field';
import { paths, pathTo, safeRedirect } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { readSocialCallback } from '@/lib/social-auth';
import { useSmsCode } from '@/lib/sms-code';
import { isInviteCode, keptInviteCode } from '@/lib/invite-link';
import { applyUser } from '@/lib/user-state';
import { savedAccountName, useSessionStore, useSignedIn } from '@/stores/session-store';
import { useBindAccount } from '../api/bind-account';
import { useInitPassword } from '../api/init-password';
import { completeSignIn } from '../lib/complete-sign-in';
import { problemText } from '../lib/form-errors';
import { formatPhone } from '@/lib/phone';
import { checkPassword, checkSmsCode } from '../lib/rules';
import { CurrentPasswordField, NewPasswordField } from './account-fields';
import { AuthLink, AuthNavProvider, pageNav } from './auth-nav';
import { ForgetForm } from './forget-form';
import { AuthForm, useAuthForm, type OnSignedIn } from './form-parts';
import { LoginForms, type LoginTab } from './login-forms';
import { PhoneCodeFields, usePhoneCode } from './phone-code-fields';
import { RegisterForms } from './register-forms';
import { SocialButtons } from './social-buttons';
import { SocialCallbackView } from './social-callback';
import styles from './auth.module.css';

/** The `redirect` query, if it passes the open-redirect guard (else none). */
function useRedirectParam(): string | undefined {
  const [params] = useSearchParams();
  const raw = params.get('redirect');
  const safe = safeRedirect(raw, '');
  return safe || undefined;
}

/**
 * Finishing a sign-in on a page: keep the session, fetch the after-login state, then go to
 * `redirect` (or `fallback`). While that runs the page does not bounce a signed-in player away.
 */
function useFinishSignIn(fallback: string) {
  const navigate = useNavigate();
  const redirect = useRedirectParam();
  const target = redirect ?? fallback;
  const [completing, setCompleting] = useState(false);
  const onSignedIn: OnSignedIn = async (answer) => {
    setCompleting(true);
    await completeSignIn(answer);
    await navigate(target, { replace: true });
  };
  return { target, redirect, completing, onSignedIn };
}

/**
 * An invite code from the link (`?inviteCode=`), or the one kept from an earlier visit (the
 * default layout keeps it: lib/invite-link.ts).
 */
function useInviteCode(): string {
  const [params] = useSearchParams();
  const fromLink = params.get(INVITE_CODE_PARAM)?.trim() ?? '';
  return isInviteCode(fromLink) ? fromLink : (keptInviteCode() ?? '');
}

/** The sign-in screens' frame (no navbar): back, the brand, the card, the legal links. */
function AuthScreen({
  heading,
  tagline,
  children,
  banner,
}: {
  heading: string;
  tagline: string;
  children: ReactNode;
  banner?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.screen}>
      <div className={styles.top}>
        <BackButton className={styles.back} />
      </div>
      <div className={styles.hero}>
        <span className={styles.emblem}>
          <Emblem size={56} />
        </span>
        <p className={styles.brand}>{t('app.name')}</p>
        <h1 className={styles.heading}>{heading}</h1>
        <p className={styles.tagline}>{tagline}</p>
      </div>
      {banner}
      <section className={styles.card}>{children}</section>
      <p className={styles.legal}>
        {t('auth.adultsOnly')} · <Link to={pathTo('terms-of-use')}>{t('titles.terms-of-use')}</Link>{' '}
        · <Link to={pathTo('privacy-policy')}>{t('titles.privacy-policy')}</Link>
      </p>
    </div>
  );
}

function LoginScreen({ initialTab }: { initialTab: LoginTab }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const inviteCode = useInviteCode();
  const { target, redirect, completing, onSignedIn } = useFinishSignIn(paths.member);
  if (signedIn && !completing) return <Navigate to={target} replace />;
  return (
    <AuthNavProvider value={pageNav(redirect)}>
      <AuthScreen heading={t('auth.loginHeading')} tagline={t('auth.loginTagline')}>
        <ConfigGate>
          {(config) => (
            <>
              <LoginForms
                config={config}
                onSignedIn={onSignedIn}
                initialTab={initialTab}
                initialAccount={initialTab === 'account' ? (savedAccountName() ?? '') : ''}
                inviteCode={inviteCode || undefined}
              />
              <SocialButtons signIn={config.signIn} redirect={target} />
            </>
          )}
        </ConfigGate>
        <p className={styles.switch}>
          {t('auth.newHere')}
          <AuthLink view="register">{t('auth.signUp')}</AuthLink>
        </p>
      </AuthScreen>
    </AuthNavProvider>
  );
}

/** /auth/login: `type=account` opens the account form with the saved account name. */
export function LoginPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const callback = readSocialCallback(location.hash, location.search);
  if (callback) {
    return (
      <div className={styles.screen}>
        <SocialCallbackView callback={callback} />
      </div>
    );
  }
  const type = params.get('type');
  const tab: LoginTab = type === 'account' ? 'account' : type === 'password' ? 'password' : 'code';
  return <LoginScreen key={tab} initialTab={tab} />;
}

/** /auth/accountLogin: straight to the account form. */
export const AccountLoginPage = () => <LoginScreen initialTab="account" />;

function SignUpBanner({ config }: { config: AppConfig }) {
  const { t } = useTranslation();
  const amount = config.clientConfig.lobbyBonusAmount;
  if (amount <= 0) return null;
  return (
    <div className={styles.bonus}>
      <Icon name="gift" size={28} />
      <span>
        {t('auth.bonusLead')}
        <br />
        <span className={styles.bonusAmount}>{formatHundredths(Math.floor(amount))}</span>
      </span>
    </div>
  );
}

export function RegisterPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const inviteCode = useInviteCode();
  const { target, redirect, completing, onSignedIn } = useFinishSignIn(paths.member);
  if (signedIn && !completing) return <Navigate to={target} replace />;
  return (
    <AuthNavProvider value={pageNav(redirect)}>
      <ConfigGate>
        {(config) => (
          <AuthScreen
            heading={t('auth.registerHeading')}
            tagline={t('auth.registerTagline')}
            banner={<SignUpBanner config={config} />}
          >
            <RegisterForms config={config} onSignedIn={onSignedIn} initialInviteCode={inviteCode} />
            <SocialButtons signIn={config.signIn} redirect={target} />
            <p className={styles.switch}>
              {t('auth.haveAccount')}
              <AuthLink view="login">{t('auth.logIn')}</AuthLink>
            </p>
          </AuthScreen>
        )}
      </ConfigGate>
    </AuthNavProvider>
  );
}

export function ForgetPage() {
  const { t } = useTranslation();
  const { redirect, onSignedIn } = useFinishSignIn(paths.member);
  return (
    <AuthNavProvider value={pageNav(redirect)}>
      <AuthScreen heading={t('auth.forgetHeading')} tagline={t('auth.forgetTagline')}>
        <ConfigGate>
          {(config) => <ForgetForm config={config} onSignedIn={onSignedIn} />}
        </ConfigGate>
        <p className={styles.switch}>
          {t('auth.remembered')}
          <AuthLink view="login">{t('auth.logIn')}</AuthLink>
        </p>
      </AuthScreen>
    </AuthNavProvider>
  );
}

/** Pages that need a session but have no route guard in the spec: a way to sign in instead. */
function SignInFirst() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <EmptyState
      icon="lock"
      title={t('auth.signInFirstTitle')}
      text={t('auth.signInFirstText')}
      action={
        <ButtonLink
          to={pathTo('auth-login', {
            type: savedAccountName() ? 'account' : undefined,
            redirect: `${location.pathname}${location.search}`,
          })}
        >
          {t('auth.logIn')}
        </ButtonLink>
      }
    />
  );
}

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

function BindForm({ config }: { config: AppConfig }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const redirect = useRedirectParam();
  const form = useAuthForm(['mobile', 'smsCode']);
  const pair = usePhoneCode(config, SmsPurpose.Bind, form);
  const bind = useBindAccount();

  return (
    <AuthForm
      form={form}
      label={t('auth.bindHeading')}
      problems={pair.problems}
      send={async () => {
        const answer = await bind.mutateAsync({ mobile: pair.mobile(), smsCode: pair.code });
        applyUser(answer.user);
        await navigate(redirect ?? paths['member-profile'], {
          replace: true,
          state: { notice: 'phoneLinked' },
        });
      }}
      submitLabel={t('auth.bindSubmit')}
    >
      <PhoneCodeFields id={id} pair={pair} form={form} config={config} />
    </AuthForm>
  );
}

/** /auth/bind (no navbar): link a phone, proved by a code of purpose 1. */
export function BindPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const mobile = useSessionStore((s) => s.user?.mobile);
  return (
    <AuthScreen heading={t('auth.bindHeading')} tagline={t('auth.bindTagline')}>
      {!signedIn ? (
        <SignInFirst />
      ) : mobile ? (
        <div className={styles.form}>
          <div className={styles.status}>
            <span className={styles.statusIcon}>
              <Icon name="check" />
            </span>
            <span>
              <strong>{t('auth.phoneLinked')}</strong>
              <br />
              {formatPhone(mobile)}
            </span>
          </div>
          <ButtonLink block to={pathTo('member-profile')}>
            {t('auth.backToProfile')}
          </ButtonLink>
        </div>
      ) : (
        <ConfigGate>{(config) => <BindForm config={config} />}</ConfigGate>
      )}
    </AuthScreen>
  );
}
