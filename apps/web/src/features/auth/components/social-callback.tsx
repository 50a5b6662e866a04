import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SignInAnswer, UserAnswer } from '@lobby/contract/account';
import { ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { paths, pathTo, safeRedirect } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { describeError, errorText } from '@/lib/error-message';
import { endSocialAuth, socialProviderId, type SocialCallback } from '@/lib/social-auth';
import { applyUser } from '@/lib/user-state';
import { useBindSocialAccount } from '../api/bind-social-account';
import { useFacebookLogin } from '../api/facebook-login';
import { useGoogleLogin } from '../api/google-login';
import { useLineLogin } from '../api/line-login';
import { completeSignIn } from '../lib/complete-sign-in';

type Ok = Extract<SocialCallback, { ok: true }>;

// One exchange per provider answer, even if the effect runs twice (React's StrictMode).
const exchanges = new Map<string, Promise<string>>();

/**
 * Back from Google, Facebook or LINE on /auth/login: sends the answer (googleLogin/facebookLogin/lineLogin, or
 * bindSocialAccount when linking from the profile) and goes on to where the player was going.
 */
export function SocialCallbackView({ callback }: { callback: SocialCallback }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const google = useGoogleLogin();
  const facebook = useFacebookLogin();
  const line = useLineLogin();
  const bind = useBindSocialAccount();
  const [failure, setFailure] = useState<string | null>(() =>
    callback.ok
      ? null
      : t(callback.reason === 'denied' ? 'auth.socialDenied' : 'auth.socialExpired'),
  );

  useEffect(() => {
    if (!callback.ok) {
      endSocialAuth();
      return;
    }
    const { pending, token } = callback as Ok;
    let exchange = exchanges.get(pending.state);
    if (!exchange) {
      exchange = (async () => {
        if (pending.mode === 'bind') {
          const answer: UserAnswer = await bind.mutateAsync({
            provider: socialProviderId[pending.provider],
            ...token,
          });
          applyUser(answer.user);
          return safeRedirect(pending.redirect, paths['member-profile']);
        }
        const answer: SignInAnswer =
          pending.provider === 'google' && 'idToken' in token
            ? await google.mutateAsync(token)
            : pending.provider === 'line'
              ? await line.mutateAsync(token)
              : await facebook.mutateAsync(token);
        await completeSignIn(answer);
        return safeRedirect(pending.redirect, paths.member);
      })().finally(endSocialAuth);
      exchanges.set(pending.state, exchange);
    }
    let live = true;
    exchange.then(
      (to) => live && void navigate(to, { replace: true }),
      (error: unknown) => live && setFailure(describeError(errorText(error), t)),
    );
    return () => {
      live = false;
    };
    // The callback is read once from the URL the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (failure) {
    return (
      <EmptyState
        icon="shield"
        title={t('auth.socialFailedTitle')}
        text={failure}
        action={<ButtonLink to={pathTo('auth-login')}>{t('auth.backToLogin')}</ButtonLink>}
      />
    );
  }
  return <EmptyState icon="refresh" title={t('auth.socialWorking')} />;
}
