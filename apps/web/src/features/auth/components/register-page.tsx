import { Navigate } from 'react-router';
import type { AppConfig } from '@lobby/contract/app-config';
import { ConfigGate } from '@/components/config-gate';
import { Icon } from '@/components/icon';
import { paths } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { useSignedIn } from '@/stores/session-store';
import { AuthLink, AuthNavProvider, pageNav } from './auth-nav';
import { RegisterForms } from './register-forms';
import { SocialButtons } from './social-buttons';
import styles from './auth.module.css';
import { AuthScreen, useFinishSignIn, useInviteCode } from './auth-screen';
import { Amount } from '@/components/amount';
import { cashOutTarget } from './cash-out-button';

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
        <Amount className={styles.bonusAmount} value={amount} />
      </span>
    </div>
  );
}

export function RegisterPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const inviteCode = useInviteCode();
  const { target, redirect, completing, onSignedIn } = useFinishSignIn(paths.member);
  if (signedIn && !completing) return <Navigate to={cashOutTarget(target)} replace />;
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
