import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { INVITE_CODE_PARAM } from '@lobby/contract/values/invite-link';
import { BackButton } from '@/components/back-button';
import { ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Link } from '@/components/link';
import { Emblem } from '@/components/logo';
import { pathTo, safeRedirect } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { isInviteCode, keptInviteCode } from '@/lib/invite-link';
import { savedAccountName } from '@/stores/session-store';
import { completeSignIn } from '../lib/complete-sign-in';
import { type OnSignedIn } from './form-parts';
import styles from './auth.module.css';

/** The `redirect` query, if it passes the open-redirect guard (else none). */
export function useRedirectParam(): string | undefined {
  const [params] = useSearchParams();
  const raw = params.get('redirect');
  const safe = safeRedirect(raw, '');
  return safe || undefined;
}

/**
 * Finishing a sign-in on a page: keep the session, fetch the after-login state, then go to
 * `redirect` (or `fallback`). While that runs the page does not bounce a signed-in player away.
 */
export function useFinishSignIn(fallback: string) {
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
export function useInviteCode(): string {
  const [params] = useSearchParams();
  const fromLink = params.get(INVITE_CODE_PARAM)?.trim() ?? '';
  return isInviteCode(fromLink) ? fromLink : (keptInviteCode() ?? '');
}

/** The sign-in screens' frame (no navbar): back, the brand, the card, the legal links. */
export function AuthScreen({
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
/** Pages that need a session but have no route guard in the spec: a way to sign in instead. */
export function SignInFirst() {
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
