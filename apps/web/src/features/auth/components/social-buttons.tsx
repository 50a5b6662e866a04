import { useState } from 'react';
import type { AppConfig } from '@lobby/contract/app-config';
import { SocialGlyph } from '@/components/social-glyph';
import { useTranslation } from '@/i18n/use-translation';
import { configuredSocial, startSocialAuth, type SocialName } from '@/lib/social-auth';
import styles from './auth.module.css';

/**
 * Google, Facebook and LINE, each only when the operator configured it (appConfig signIn).
 * A tap leaves for the provider's own sign-in page and comes back to /auth/login.
 */
export function SocialButtons({
  signIn,
  redirect,
}: {
  signIn: AppConfig['signIn'];
  redirect: string;
}) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<string | null>(null);
  const names = configuredSocial(signIn);
  if (names.length === 0) return null;
  const start = (name: SocialName) => {
    setNotice(null);
    void startSocialAuth(signIn, name, { mode: 'login', redirect }).then((started) => {
      if (!started) setNotice(t('auth.socialUnavailable', { provider: t(`social.${name}`) }));
    });
  };
  return (
    <>
      <p className={styles.divider}>{t('auth.orContinue')}</p>
      <div className={styles.social}>
        {names.map((name) => (
          <button
            key={name}
            type="button"
            className={styles.socialButton}
            onClick={() => start(name)}
            aria-label={t('auth.continueWith', { provider: t(`social.${name}`) })}
          >
            <SocialGlyph name={name} size={26} />
          </button>
        ))}
      </div>
      {notice ? (
        <p className={styles.formError} role="alert" style={{ marginTop: 12 }}>
          {notice}
        </p>
      ) : null}
    </>
  );
}
