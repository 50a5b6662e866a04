/**
 * Business constants of docs/api.md "Client constants" that only the client applies; those the
 * server shares (telemetry batch size and flush interval, the public calls) are the contract's
 * (`@lobby/contract/values/*`).
 */
export const APP_ID = 'lobby-web';
export const REQUEST_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_2G_MS = 20_000;
export const REQUEST_TIMEOUT_3G_MS = 30_000;
export const ONLINE_HEARTBEAT_MS = 60_000;
export const LOCALE_COOKIE = 'lobby_locale';
export const LOCALE_COOKIE_DAYS = 365;
export const DEFAULT_LOCALE = 'en-US';
/** How often a running client asks whether a newer build is live. */
export const BUILD_CHECK_MS = 5 * 60_000;
/** Statuses a GET is retried on, once; POST, PUT, PATCH and DELETE are never retried. */
export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];
export const RETRY_METHODS: readonly string[] = ['GET'];
