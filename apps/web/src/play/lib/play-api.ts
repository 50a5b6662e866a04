import type { CommonBody } from '@lobby/contract/common';
import type { Envelope } from '@lobby/contract/envelope';
import type { CallAnswer, CallName, CallRequest } from '@lobby/contract/registry';
import { callPath } from '@lobby/contract/values/calls';
import { APP_CHANNEL, APP_VERSION } from '@lobby/contract/values/enums';
import { APP_ID } from '@/config/constants';
import { storageKeys } from '@/config/storage-keys';
import { ApiError, HttpError, TimeoutError } from '@/lib/api-errors';
import { fingerprint, platform, requestTimeoutMs } from '@/lib/device';
import { local } from '@/lib/storage';

// The game pages' calls, by the lobby's rules (lib/api-client.ts): the same common body fields,
// the same authorization (the access token the lobby keeps) and fingerprint headers, the same
// timeouts, and POST never retried by itself. Without the lobby's stores, router and dialogs,
// which this page does not load: a 401 is shown on the page, not a redirect.

export const commonBody = (): Required<CommonBody> => ({
  appId: APP_ID,
  channel: APP_CHANNEL,
  clientReferrer: document.referrer,
  platform: platform(),
  appVersion: APP_VERSION,
});

/** The lobby's access token, when the player is signed in on this device. */
export const accessToken = (): string | null => local.get(storageKeys.token);

export interface PlayCallOptions {
  /** Extra headers of this call (gamePlay's `idempotency-key`). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const isEnvelope = (value: unknown): value is Envelope<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Envelope<unknown>).code === 'number' &&
  typeof (value as Envelope<unknown>).errcode === 'number';

/** POST /app/v1/<name>: the envelope's data, or ApiError, HttpError, TimeoutError. */
export async function playCall<N extends CallName>(
  name: N,
  body: CallRequest<N>,
  options: PlayCallOptions = {},
): Promise<CallAnswer<N>> {
  const url = callPath(name);
  const token = accessToken();
  const timeoutMs = requestTimeoutMs();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abortFromCaller = () => controller.abort();
  options.signal?.addEventListener('abort', abortFromCaller);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      body: JSON.stringify({ ...commonBody(), ...(body as object) }),
      headers: {
        'content-type': 'application/json',
        ...options.headers,
        ...(token ? { authorization: token } : {}),
        fingerprint: fingerprint(),
      },
      signal: controller.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (timedOut) throw new TimeoutError('POST', url, timeoutMs);
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }

  let envelope: unknown = null;
  try {
    envelope = await response.json();
  } catch {
    envelope = null;
  }
  if (!isEnvelope(envelope)) throw new HttpError('POST', url, response.status, response.statusText);
  if (envelope.errcode !== 0 || envelope.code !== 200) {
    throw new ApiError(
      envelope.errcode || envelope.code,
      envelope.msg,
      envelope.code,
      envelope.data,
    );
  }
  if (!response.ok) throw new HttpError('POST', url, response.status, response.statusText);
  return envelope.data as CallAnswer<N>;
}

/** A new idempotency key: one per round, sent again unchanged when that round is retried. */
export function newRoundKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
