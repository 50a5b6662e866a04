import { Navigate, useLocation, useSearchParams } from 'react-router';
import { ConfigGate } from '@/components/config-gate';
import { paths } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { readSocialCallback } from '@/lib/social-auth';
import { savedAccountName, useSignedIn } from '@/stores/session-store';
import { AuthLink, AuthNavProvider, pageNav } from './auth-nav';
import { LoginForms, type LoginTab } from './login-forms';
import { SocialButtons } from './social-buttons';
import { SocialCallbackView } from './social-callback';
import styles from './auth.module.css';
import { AuthScreen, useFinishSignIn, useInviteCode } from './auth-screen';
import { GameSignInNote } from './game-sign-in-note';
import { cashOutTarget } from './cash-out-button';

function LoginScreen({ initialTab }: { initialTab: LoginTab }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const inviteCode = useInviteCode();
  const { target, redirect, completing, onSignedIn } = useFinishSignIn(paths.member);
  if (signedIn && !completing) return <Navigate to={cashOutTarget(target)} replace />;
  return (
    <AuthNavProvider value={pageNav(redirect)}>
      <AuthScreen heading={t('auth.loginHeading')} tagline={t('auth.loginTagline')}>
        <GameSignInNote redirect={redirect} />
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
