import type { CallAnswer, CallName, CallRequest } from '@lobby/contract/registry';
import { callPath } from '@lobby/contract/values/calls';
import { jsonBody, unwrapEnvelope } from '@lobby/contract/values/envelope';
import { storageKeys } from '@/config/storage-keys';
import { ApiError, HttpError } from '@/lib/api-errors';
import { commonBody } from '@/lib/common-body';
import { fingerprint, requestTimeoutMs } from '@/lib/device';
import { local } from '@/lib/storage';
import { timedFetch } from '@/lib/timed-fetch';

// The game pages' calls, by the lobby's rules (lib/api-client.ts): the same common body fields,
// the same authorization (the access token the lobby keeps) and fingerprint headers, the same
// timeouts, and POST never retried by itself. Without the lobby's stores, router and dialogs,
// which this page does not load: a 401 is shown on the page, not a redirect.

/** The lobby's access token, when the player is signed in on this device. */
export const accessToken = (): string | null => local.get(storageKeys.token);

export interface PlayCallOptions {
  /** Extra headers of this call (gamePlay's `idempotency-key`). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** POST /app/v1/<name>: the envelope's data, or ApiError, HttpError, TimeoutError. */
export async function playCall<N extends CallName>(
  name: N,
  body: CallRequest<N>,
  options: PlayCallOptions = {},
): Promise<CallAnswer<N>> {
  const url = callPath(name);
  const token = accessToken();
  const response = await timedFetch(
    'POST',
    url,
    {
      body: JSON.stringify({ ...commonBody(), ...(body as object) }),
      headers: {
        'content-type': 'application/json',
        ...options.headers,
        ...(token ? { authorization: token } : {}),
        fingerprint: fingerprint(),
      },
      signal: options.signal,
    },
    requestTimeoutMs(),
  );

  const answer = unwrapEnvelope<CallAnswer<N>>(await jsonBody(response), response.status);
  if (answer === null) throw new HttpError('POST', url, response.status, response.statusText);
  if (!answer.ok) throw new ApiError(answer.errcode, answer.msg, answer.code, answer.data);
  if (!response.ok) throw new HttpError('POST', url, response.status, response.statusText);
  return answer.data;
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
