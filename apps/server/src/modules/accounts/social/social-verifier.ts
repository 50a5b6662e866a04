import { createHmac } from 'node:crypto';
import {
  createRemoteJWKSet,
  customFetch,
  errors as joseErrors,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { SocialProvider } from '@lobby/contract/values/enums';
import { AppError, ErrorCode } from '@/core/app-error';

/** Who the provider says signed in. `subject` is the provider's stable user id. */
export interface SocialIdentity {
  provider: SocialProvider;
  subject: string;
  name: string;
  email: string | null;
}

/** What the client sent: an ID token (Google, LINE, Facebook Limited Login) or a Facebook access token. */
export interface SocialCredentials {
  idToken?: string;
  accessToken?: string;
  /** The nonce the client put in its sign-in request; the token must carry the same. */
  nonce?: string;
  /**
   * LINE's web flow: the authorization code, the redirect URI it was issued for and the PKCE
   * verifier. The server trades them for the ID token (that needs the channel secret).
   */
  code?: string;
  redirectUri?: string;
  codeVerifier?: string;
}

export interface SocialVerifier {
  /**
   * The identity the credentials prove for the app `clientId` (Google client id, LINE channel
   * id, Facebook app id). Throws AppError SOCIAL_TOKEN_INVALID for any bad token (the reason
   * rides along as `cause`, for the log only) and UNAVAILABLE when the provider cannot be
   * reached.
   */
  verify(
    provider: SocialProvider,
    credentials: SocialCredentials,
    clientId: string,
  ): Promise<SocialIdentity>;
}

export interface SocialEndpoints {
  googleJwksUrl: string;
  lineJwksUrl: string;
  facebookJwksUrl: string;
  /** Graph API base, version included: https://graph.facebook.com/v19.0 */
  facebookGraphUrl: string;
  /** Without it, Facebook access tokens are refused (debug_token needs the app secret). */
  facebookAppSecret?: string | undefined;
  /** LINE's token endpoint, where an authorization code is traded for an ID token. */
  lineTokenUrl?: string;
  /** Without it, LINE authorization codes are refused (the exchange needs the channel secret). */
  lineChannelSecret?: string | undefined;
}

export const defaultSocialEndpoints: SocialEndpoints = {
  googleJwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
  lineJwksUrl: 'https://api.line.me/oauth2/v2.1/certs',
  facebookJwksUrl: 'https://limited.facebook.com/.well-known/oauth/openid/jwks/',
  facebookGraphUrl: 'https://graph.facebook.com/v19.0',
  lineTokenUrl: 'https://api.line.me/oauth2/v2.1/token',
};

export interface SocialVerifierOptions {
  fetch?: typeof fetch;
  /** How long one JWKS or Graph request may take; 5 s unless given. */
  timeoutMs?: number;
}

/** Providers' clocks and ours disagree a little; a token this far past exp still passes. */
const CLOCK_TOLERANCE_SECONDS = 30;
const DEFAULT_TIMEOUT_MS = 5000;
/** Real ID and access tokens are a few KB at most; anything longer is not one. */
const MAX_TOKEN_LENGTH = 8192;
const MAX_SUBJECT_LENGTH = 255;

interface IdTokenRule {
  issuers: string[];
  algorithms: string[];
  jwksUrl: (endpoints: SocialEndpoints) => string;
  /** Google marks unverified addresses; those are not passed on. */
  emailNeedsVerified: boolean;
}

const idTokenRules: Record<SocialProvider, IdTokenRule> = {
  [SocialProvider.Google]: {
    issuers: ['https://accounts.google.com', 'accounts.google.com'],
    algorithms: ['RS256'],
    jwksUrl: (e) => e.googleJwksUrl,
    emailNeedsVerified: true,
  },
  [SocialProvider.Line]: {
    issuers: ['https://access.line.me'],
    algorithms: ['ES256'],
    jwksUrl: (e) => e.lineJwksUrl,
    emailNeedsVerified: false,
  },
  [SocialProvider.Facebook]: {
    issuers: ['https://www.facebook.com'],
    algorithms: ['RS256'],
    jwksUrl: (e) => e.facebookJwksUrl,
    emailNeedsVerified: false,
  },
};

/** jose errors that say the token is bad; any other failure is the provider's side. */
const TOKEN_ERROR_CODES = new Set<string>([
  joseErrors.JWTClaimValidationFailed.code,
  joseErrors.JWTExpired.code,
  joseErrors.JOSEAlgNotAllowed.code,
  joseErrors.JOSENotSupported.code,
  joseErrors.JWSInvalid.code,
  joseErrors.JWTInvalid.code,
  joseErrors.JWKSNoMatchingKey.code,
  joseErrors.JWKSMultipleMatchingKeys.code,
  joseErrors.JWSSignatureVerificationFailed.code,
]);

const withCause = (error: AppError, cause: unknown): AppError => {
  error.cause = cause;
  return error;
};

const invalid = (reason: string, cause?: unknown) =>
  withCause(
    new AppError(ErrorCode.SOCIAL_TOKEN_INVALID),
    new Error(reason, cause === undefined ? undefined : { cause }),
  );

const unavailable = (reason: string, cause?: unknown) =>
  withCause(
    new AppError(ErrorCode.UNAVAILABLE),
    new Error(reason, cause === undefined ? undefined : { cause }),
  );

const usableToken = (token: unknown): token is string =>
  typeof token === 'string' && token.length > 0 && token.length <= MAX_TOKEN_LENGTH;

const stringClaim = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 ? value : null;

const checkedSubject = (value: unknown): string => {
  const subject = stringClaim(value);
  if (!subject || subject.length > MAX_SUBJECT_LENGTH) throw invalid('no usable sub');
  return subject;
};

interface GraphDebugToken {
  data?: { is_valid?: unknown; app_id?: unknown; user_id?: unknown };
}

interface GraphMe {
  id?: unknown;
  name?: unknown;
  email?: unknown;
}

export const createSocialVerifier = (
  endpoints: SocialEndpoints,
  options: SocialVerifierOptions = {},
): SocialVerifier => {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // One remote set per URL; jose keeps its keys, refetches after cacheMaxAge and, past the
  // cooldown, when a token names a kid it does not know (key rotation).
  const keySets = new Map<string, JWTVerifyGetKey>();
  const keySetFor = (url: string): JWTVerifyGetKey => {
    let keySet = keySets.get(url);
    if (!keySet) {
      keySet = createRemoteJWKSet(new URL(url), {
        timeoutDuration: timeoutMs,
        ...(options.fetch ? { [customFetch]: options.fetch } : {}),
      });
      keySets.set(url, keySet);
    }
    return keySet;
  };

  const verifyIdToken = async (
    provider: SocialProvider,
    idToken: string,
    clientId: string,
    nonce: string | undefined,
  ): Promise<SocialIdentity> => {
    const rule = idTokenRules[provider];
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, keySetFor(rule.jwksUrl(endpoints)), {
        issuer: rule.issuers,
        audience: clientId,
        algorithms: rule.algorithms,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'exp'],
      }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError && TOKEN_ERROR_CODES.has(error.code)) {
        throw invalid(`ID token refused: ${error.code}`, error);
      }
      throw unavailable(`JWKS of provider ${provider} unusable`, error);
    }
    if (nonce && payload.nonce !== nonce) throw invalid('nonce mismatch');
    const email = stringClaim(payload.email);
    return {
      provider,
      subject: checkedSubject(payload.sub),
      name: stringClaim(payload.name) ?? '',
      email: email && (!rule.emailNeedsVerified || payload.email_verified !== false) ? email : null,
    };
  };

  /** GET a Graph URL (its query carries tokens: never log or echo it). */
  const graphGet = async <T>(what: string, url: URL): Promise<T> => {
    let response: Response;
    let body: string;
    try {
      response = await fetchImpl(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'manual',
      });
      body = await response.text();
    } catch (error) {
      throw unavailable(`Graph ${what} request failed`, error);
    }
    if (response.status === 429 || response.status >= 500) {
      throw unavailable(`Graph ${what} answered HTTP ${response.status}`);
    }
    if (response.status !== 200) throw invalid(`Graph ${what} answered HTTP ${response.status}`);
    try {
      return JSON.parse(body) as T;
    } catch (error) {
      throw unavailable(`Graph ${what} answered no JSON`, error);
    }
  };

  const verifyAccessToken = async (accessToken: string, appId: string): Promise<SocialIdentity> => {
    const appSecret = endpoints.facebookAppSecret;
    if (!appSecret) throw invalid('FACEBOOK_APP_SECRET unset: access tokens cannot be checked');
    const graph = endpoints.facebookGraphUrl.replace(/\/+$/, '');

    const debugUrl = new URL(`${graph}/debug_token`);
    debugUrl.searchParams.set('input_token', accessToken);
    debugUrl.searchParams.set('access_token', `${appId}|${appSecret}`);
    const { data } = await graphGet<GraphDebugToken>('debug_token', debugUrl);
    if (data?.is_valid !== true) throw invalid('debug_token: not valid');
    if (String(data.app_id) !== appId) throw invalid('debug_token: token of another app');

    const meUrl = new URL(`${graph}/me`);
    meUrl.searchParams.set('fields', 'id,name,email');
    meUrl.searchParams.set('access_token', accessToken);
    // Graph's proof that the caller holds the app secret (required when the app enables it).
    meUrl.searchParams.set(
      'appsecret_proof',
      createHmac('sha256', appSecret).update(accessToken).digest('hex'),
    );
    const me = await graphGet<GraphMe>('me', meUrl);
    const subject = checkedSubject(me.id);
    if (data.user_id !== undefined && String(data.user_id) !== subject) {
      throw invalid('debug_token and me disagree on the user');
    }
    return {
      provider: SocialProvider.Facebook,
      subject,
      name: stringClaim(me.name) ?? '',
      email: stringClaim(me.email),
    };
  };

  /** Trades a LINE authorization code (PKCE) for its ID token at LINE's token endpoint. */
  const lineIdTokenFromCode = async (
    credentials: SocialCredentials,
    channelId: string,
  ): Promise<string> => {
    const secret = endpoints.lineChannelSecret;
    if (!secret) throw invalid('LINE_CHANNEL_SECRET unset: codes cannot be exchanged');
    if (!credentials.redirectUri) throw invalid('no redirect URI for the LINE code');
    let response: Response;
    let body: string;
    try {
      response = await fetchImpl(endpoints.lineTokenUrl ?? defaultSocialEndpoints.lineTokenUrl!, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: credentials.code ?? '',
          redirect_uri: credentials.redirectUri,
          client_id: channelId,
          client_secret: secret,
          ...(credentials.codeVerifier ? { code_verifier: credentials.codeVerifier } : {}),
        }).toString(),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'manual',
      });
      body = await response.text();
    } catch (error) {
      throw unavailable('LINE token request failed', error);
    }
    if (response.status === 429 || response.status >= 500) {
      throw unavailable(`LINE token endpoint answered HTTP ${response.status}`);
    }
    // 400 invalid_grant: a wrong, used or expired code.
    if (response.status !== 200)
      throw invalid(`LINE token endpoint answered HTTP ${response.status}`);
    let idToken: unknown;
    try {
      idToken = (JSON.parse(body) as { id_token?: unknown }).id_token;
    } catch (error) {
      throw unavailable('LINE token endpoint answered no JSON', error);
    }
    if (!usableToken(idToken))
      throw invalid('LINE answered no ID token (is the openid scope asked?)');
    return idToken;
  };

  return {
    verify: async (provider, credentials, clientId) => {
      if (!(provider in idTokenRules)) throw invalid(`unknown provider ${String(provider)}`);
      // An empty audience would match a token minted with an empty aud: no app, no token.
      if (!clientId) throw invalid('no client id configured');
      const { idToken, accessToken, nonce } = credentials;
      if (usableToken(idToken)) return verifyIdToken(provider, idToken, clientId, nonce);
      if (provider === SocialProvider.Line && usableToken(credentials.code)) {
        const fromCode = await lineIdTokenFromCode(credentials, clientId);
        return verifyIdToken(provider, fromCode, clientId, nonce);
      }
      if (provider === SocialProvider.Facebook && usableToken(accessToken)) {
        return verifyAccessToken(accessToken, clientId);
      }
      throw invalid('no usable token');
    },
  };
};
