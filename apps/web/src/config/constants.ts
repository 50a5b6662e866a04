/**
 * Business constants of docs/api.md "Client constants" that the client applies. Values also defined in the contract
 * (telemetry batch size, flush interval) are checked against it in constants.test.ts: importing
 * them at runtime would pull the contract's zod schemas into the home bundle.
 */
export const APP_ID = 'lobby-web';
export const REQUEST_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_2G_MS = 20_000;
export const REQUEST_TIMEOUT_3G_MS = 30_000;
export const ONLINE_HEARTBEAT_MS = 60_000;
export const EVENT_BATCH_MAX = 20;
export const EVENT_FLUSH_MS = 2_000;
export const LOCALE_COOKIE = 'lobby_locale';
export const LOCALE_COOKIE_DAYS = 365;
export const DEFAULT_LOCALE = 'en-US';
/** How often a running client asks whether a newer build is live. */
export const BUILD_CHECK_MS = 5 * 60_000;
/** Statuses a GET is retried on, once; POST, PUT, PATCH and DELETE are never retried. */
export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];
export const RETRY_METHODS: readonly string[] = ['GET'];
/** Calls that need no session: a 401 on them is no reason to sign the player out. */
export const PUBLIC_CALLS: readonly string[] = [
  'anonymous/appConfig',
  'anonymous/appEventLogClient',
  'accountLogin',
  'accountLoginSms',
  'accountRegist',
  'accountRegist4',
  'googleLogin',
  'facebookLogin',
  'lineLogin',
  'forgetPassword',
  'smsSend',
  // Public for tryIt (demo coins); a real launch without a session answers 401 like others.
  'startGame',
];
export const isPublicCall = (name: string) =>
  name.startsWith('anonymous/') || PUBLIC_CALLS.includes(name);
