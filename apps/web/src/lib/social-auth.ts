import type { AppConfig } from '@lobby/contract/app-config';
import { SocialProvider } from '@lobby/contract/enums';
import { paths } from '../config/paths';
import { storageKeys } from '../config/storage-keys';
import { session } from './storage';

/**
 * Google and Facebook sign-in without the providers' scripts: a top-level redirect to their
 * authorize URL (OAuth 2 implicit flow: Google answers an ID token bound to our nonce, Facebook an
 * access token), back to /auth/login, where the fragment is read and checked against the state
 * kept in sessionStorage. LINE has no implicit flow: its ID token comes only from a code exchange
 * that needs the channel secret, so it cannot be completed in the browser alone.
 */

export type SocialName = 'google' | 'facebook' | 'line';
type SignInConfig = AppConfig['signIn'];

export const socialNames: readonly SocialName[] = ['google', 'facebook', 'line'];

export const socialProviderId: Record<
  SocialName,
  (typeof SocialProvider)[keyof typeof SocialProvider]
> = {
  google: SocialProvider.Google,
  facebook: SocialProvider.Facebook,
  line: SocialProvider.Line,
};

/** The providers the operator configured (appConfig signIn.google/facebook/line non-null). */
export const configuredSocial = (signIn: SignInConfig | undefined): SocialName[] =>
  signIn ? socialNames.filter((name) => signIn[name] !== null) : [];

/** Whether a provider's flow can run in the browser (see above: not LINE). */
export const canStartInBrowser = (name: SocialName) => name !== 'line';

export interface PendingSocialAuth {
  provider: SocialName;
  state: string;
  nonce: string;
  mode: 'login' | 'bind';
  /** Where to go once done (already checked by the caller's redirect guard when used). */
  redirect: string;
}

const randomToken = () => {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
};

export const socialRedirectUri = (origin = window.location.origin) =>
  `${origin}${paths['auth-login']}`;

/** The provider's authorize URL for a pending sign-in; null when it is not configured. */
export function authorizeUrl(
  signIn: SignInConfig,
  pending: Pick<PendingSocialAuth, 'provider' | 'state' | 'nonce'>,
  redirectUri = socialRedirectUri(),
): string | null {
  if (pending.provider === 'google' && signIn.google) {
    const q = new URLSearchParams({
      client_id: signIn.google.clientId,
      redirect_uri: redirectUri,
      response_type: 'id_token',
      scope: 'openid email profile',
      nonce: pending.nonce,
      state: pending.state,
      prompt: 'select_account',
    });
    return `https://accounts.google.com/o/oauth2/v2/auth?${q}`;
  }
  if (pending.provider === 'facebook' && signIn.facebook) {
    const q = new URLSearchParams({
      client_id: signIn.facebook.appId,
      redirect_uri: redirectUri,
      response_type: 'token',
      scope: 'public_profile',
      state: pending.state,
    });
    return `https://www.facebook.com/dialog/oauth?${q}`;
  }
  return null;
}

/** Starts a provider's sign-in (or linking) by leaving for its authorize page. */
export function startSocialAuth(
  signIn: SignInConfig,
  provider: SocialName,
  options: { mode: PendingSocialAuth['mode']; redirect: string },
  go: (url: string) => void = (url) => window.location.assign(url),
): boolean {
  const pending: PendingSocialAuth = {
    provider,
    state: randomToken(),
    nonce: randomToken(),
    ...options,
  };
  const url = authorizeUrl(signIn, pending);
  if (!url) return false;
  session.setJson(storageKeys.socialAuth, pending);
  go(url);
  return true;
}

export type SocialCallback =
  | {
      ok: true;
      pending: PendingSocialAuth;
      token: { idToken: string; nonce: string } | { accessToken: string };
    }
  | { ok: false; pending: PendingSocialAuth | null; reason: 'denied' | 'state' };

/**
 * The provider's answer on the way back (fragment, or query for errors), checked against the
 * pending state; null when the URL carries no such answer. Reading it does not use up the pending
 * state: `endSocialAuth` does, once the answer has been sent.
 */
export function readSocialCallback(hash: string, search: string): SocialCallback | null {
  const fragment = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const query = new URLSearchParams(search);
  const from = fragment.has('state') ? fragment : query.has('state') ? query : null;
  if (!from) return null;
  const hasAnswer = ['id_token', 'access_token', 'error'].some((k) => from.has(k));
  if (!hasAnswer) return null;

  const pending = session.getJson<PendingSocialAuth>(storageKeys.socialAuth);
  if (!pending || pending.state !== from.get('state'))
    return { ok: false, pending, reason: 'state' };
  const idToken = from.get('id_token');
  const accessToken = from.get('access_token');
  if (pending.provider === 'google' && idToken) {
    return { ok: true, pending, token: { idToken, nonce: pending.nonce } };
  }
  if (pending.provider === 'facebook' && accessToken) {
    return { ok: true, pending, token: { accessToken } };
  }
  return { ok: false, pending, reason: 'denied' };
}

export const endSocialAuth = () => session.remove(storageKeys.socialAuth);
