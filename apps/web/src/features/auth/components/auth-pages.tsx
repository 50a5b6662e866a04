import { useSearchParams } from 'react-router';
import { Link } from '../../../components/link';
import { useTranslation } from '../../../i18n/use-translation';
import { EmptyState } from '../../../components/empty-state';
import { Emblem } from '../../../components/logo';
import { Page, ScreenHeader, pageStyles } from '../../../components/page';
import { pathTo } from '../../../config/paths';

/**
 * The sign-in pages' frame. The forms (phone code, password, account, social) come with the
 * accounts issue; until then each page says plainly that it is not open yet.
 */
function AuthFrame({
  titleKey,
  textKey,
  withHeader = true,
}: {
  titleKey: string;
  textKey: string;
  withHeader?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {withHeader ? <ScreenHeader /> : null}
      <Page>
        <div style={{ display: 'grid', placeItems: 'center', paddingTop: 12 }}>
          <Emblem size={64} />
        </div>
        <EmptyState icon="user" title={t(titleKey)} text={t(textKey)} />
        <p className={pageStyles.muted} style={{ textAlign: 'center' }}>
          <Link className={pageStyles.gold} to={pathTo('terms-of-use')}>
            {t('titles.terms-of-use')}
          </Link>
          {' · '}
          <Link className={pageStyles.gold} to={pathTo('privacy-policy')}>
            {t('titles.privacy-policy')}
          </Link>
        </p>
      </Page>
    </>
  );
}

export function LoginPage() {
  const [params] = useSearchParams();
  return (
    <AuthFrame
      titleKey={params.get('type') === 'account' ? 'auth.loginAccountTitle' : 'auth.loginTitle'}
      textKey="auth.unavailable"
    />
  );
}
export const AccountLoginPage = () => (
  <AuthFrame titleKey="auth.loginAccountTitle" textKey="auth.unavailable" />
);
export const RegisterPage = () => (
  <AuthFrame titleKey="auth.registerTitle" textKey="auth.unavailable" />
);
export const ForgetPage = () => (
  <AuthFrame titleKey="auth.forgetTitle" textKey="auth.unavailable" />
);
export const BindPage = () => <AuthFrame titleKey="auth.bindTitle" textKey="auth.unavailable" />;
export const SetPasswordPage = () => (
  <AuthFrame titleKey="auth.setPasswordTitle" textKey="auth.unavailable" withHeader={false} />
);
