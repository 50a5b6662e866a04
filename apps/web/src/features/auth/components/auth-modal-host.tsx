import { useLocation } from 'react-router';
import { addIconShapes } from '@/components/icon';
import { ConfigGate } from '@/components/config-gate';
import { Modal } from '@/components/modal';
import { pageIconShapes } from '@/components/page-icons';
import { pathTo } from '@/config/paths';
import { storageKeys } from '@/config/storage-keys';
import { useTranslation } from '@/i18n/use-translation';
import { useModalManager, type AuthModal } from '@/lib/modal-manager';
import { local } from '@/lib/storage';
import { completeSignIn } from '../lib/complete-sign-in';
import { AuthLink, AuthNavProvider, type AuthView } from './auth-nav';
import { ForgetForm } from './forget-form';
import type { OnSignedIn } from './form-parts';
import { LoginForms } from './login-forms';
import { RegisterForms } from './register-forms';
import { SocialButtons } from './social-buttons';
import styles from './auth.module.css';

// The modal can open on the lobby before the page routes (and their icons) have loaded.
addIconShapes(pageIconShapes);

const titles: Record<AuthModal, string> = {
  login: 'auth.loginHeading',
  register: 'auth.registerHeading',
  forget: 'auth.forgetHeading',
};

const pageOf = { login: 'auth-login', register: 'auth-register', forget: 'auth-forget' } as const;

/**
 * The sign-in, sign-up and reset modals. The modal manager holds at most one of them: a link
 * from one to another replaces it. A sign-in keeps the player where they are.
 * @public lazy-loaded by the default layout, which knip cannot follow
 */
export function AuthModalHost() {
  const { t } = useTranslation();
  const location = useLocation();
  const modal = useModalManager((s) => s.auth);
  const openAuth = useModalManager((s) => s.openAuth);
  const closeAuth = useModalManager((s) => s.closeAuth);
  if (!modal) return null;

  const here = `${location.pathname}${location.search}`;
  const nav = {
    to: (view: AuthView) => pathTo(pageOf[view], { redirect: here }),
    open: (view: AuthView) => openAuth(view),
  };
  const onSignedIn: OnSignedIn = async (answer) => {
    await completeSignIn(answer);
    closeAuth();
  };

  return (
    <Modal title={t(titles[modal])} onClose={closeAuth}>
      <div className={styles.modalContent} key={modal} data-testid={`auth-modal-${modal}`}>
        <AuthNavProvider value={nav}>
          <ConfigGate>
            {(config) =>
              modal === 'login' ? (
                <>
                  <LoginForms config={config} onSignedIn={onSignedIn} />
                  <SocialButtons signIn={config.signIn} redirect={here} />
                  <p className={styles.switch}>
                    {t('auth.newHere')}
                    <AuthLink view="register">{t('auth.signUp')}</AuthLink>
                  </p>
                </>
              ) : modal === 'register' ? (
                <>
                  <RegisterForms
                    config={config}
                    onSignedIn={onSignedIn}
                    initialInviteCode={local.get(storageKeys.inviteCode) ?? ''}
                  />
                  <SocialButtons signIn={config.signIn} redirect={here} />
                  <p className={styles.switch}>
                    {t('auth.haveAccount')}
                    <AuthLink view="login">{t('auth.logIn')}</AuthLink>
                  </p>
                </>
              ) : (
                <>
                  <ForgetForm config={config} onSignedIn={onSignedIn} />
                  <p className={styles.switch}>
                    {t('auth.remembered')}
                    <AuthLink view="login">{t('auth.logIn')}</AuthLink>
                  </p>
                </>
              )
            }
          </ConfigGate>
        </AuthNavProvider>
      </div>
    </Modal>
  );
}
