import type { AppConfig } from '@lobby/contract/app-config';
import { SocialProvider } from '@lobby/contract/values/enums';
import { paths } from '../config/paths';
import { storageKeys } from '../config/storage-keys';
import { session } from './storage';

/**
 * Social sign-in without the providers' scripts: a top-level redirect to their authorize URL,
 * back to /auth/login, where the answer is read and checked against the state kept in
 * sessionStorage. Google (implicit flow) answers an ID token bound to our nonce, Facebook an
 * access token; LINE has no implicit flow, so it answers an authorization code (PKCE, S256) that
 * the server trades for the ID token with the channel secret.
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

export interface PendingSocialAuth {
  provider: SocialName;
  state: string;
  nonce: string;
  mode: 'login' | 'bind';
  /** Where to go once done (already checked by the caller's redirect guard when used). */
  redirect: string;
  /** LINE's PKCE verifier (43 characters); its S256 challenge went to the authorize URL. */
  codeVerifier?: string;
  codeChallenge?: string;
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

const randomToken = (size = 18) => {
  const bytes = new Uint8Array(size);
  crypto.getRandomValues(bytes);
  return base64url(bytes);
};

/** RFC 7636 S256: base64url(SHA-256(verifier)). */
const pkceChallenge = async (verifier: string) =>
  base64url(
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))),
  );

export const socialRedirectUri = (origin = window.location.origin) =>
  `${origin}${paths['auth-login']}`;

/** The provider's authorize URL for a pending sign-in; null when it is not configured. */
export function authorizeUrl(
  signIn: SignInConfig,
  pending: Pick<PendingSocialAuth, 'provider' | 'state' | 'nonce' | 'codeChallenge'>,
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
  if (pending.provider === 'line' && signIn.line && pending.codeChallenge) {
    const q = new URLSearchParams({
      response_type: 'code',
      client_id: signIn.line.channelId,
      redirect_uri: redirectUri,
      state: pending.state,
      scope: 'openid profile',
      nonce: pending.nonce,
      code_challenge: pending.codeChallenge,
      code_challenge_method: 'S256',
    });
    return `https://access.line.me/oauth2/v2.1/authorize?${q}`;
  }
  return null;
}

/** Starts a provider's sign-in (or linking) by leaving for its authorize page. */
export async function startSocialAuth(
  signIn: SignInConfig,
  provider: SocialName,
  options: { mode: PendingSocialAuth['mode']; redirect: string },
  go: (url: string) => void = (url) => window.location.assign(url),
): Promise<boolean> {
  const pending: PendingSocialAuth = {
    provider,
    state: randomToken(),
    nonce: randomToken(),
    ...options,
  };
  if (provider === 'line') {
    pending.codeVerifier = randomToken(32);
    pending.codeChallenge = await pkceChallenge(pending.codeVerifier);
  }
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
      token:
        | { idToken: string; nonce: string }
        | { accessToken: string }
        | { code: string; redirectUri: string; codeVerifier: string; nonce: string };
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
  const hasAnswer = ['id_token', 'access_token', 'code', 'error'].some((k) => from.has(k));
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
  const code = from.get('code');
  if (pending.provider === 'line' && code && pending.codeVerifier) {
    return {
      ok: true,
      pending,
      token: {
        code,
        redirectUri: socialRedirectUri(),
        codeVerifier: pending.codeVerifier,
        nonce: pending.nonce,
      },
    };
  }
  return { ok: false, pending, reason: 'denied' };
}

export const endSocialAuth = () => session.remove(storageKeys.socialAuth);
