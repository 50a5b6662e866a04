import { ConfigGate } from '@/components/config-gate';
import { paths } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { AuthLink, AuthNavProvider, pageNav } from './auth-nav';
import { ForgetForm } from './forget-form';
import styles from './auth.module.css';
import { AuthScreen, useFinishSignIn } from './auth-screen';

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
