import type { CallAnswer, CallName, CallRequest } from '@lobby/contract/registry';
import { callPath, isPublicCall } from '@lobby/contract/values/calls';
import { jsonBody, unwrapEnvelope } from '@lobby/contract/values/envelope';
import { ErrorCode } from '@lobby/contract/values/errors';
import { useSessionStore } from '../stores/session-store';
import { ApiError, HttpError } from './api-errors';
import { CHALLENGE_REQUIRED, passDeviceCheck } from './device-check';
import { commonBody } from './common-body';
import { fingerprint } from './device';
import { request } from './http';
import { breakOut, isCashOutOnly, lockedOut, logout } from './session';

export { ApiError } from './api-errors';

export const authHeaders = (): Record<string, string> => {
  const token = useSessionStore.getState().token;
  return { ...(token ? { authorization: token } : {}), fingerprint: fingerprint() };
};

export interface CallOptions {
  /** The online heartbeat and telemetry show no timeout tip. */
  timeoutTip?: boolean;
  signal?: AbortSignal;
  /** Extra headers of this call (a money call's `idempotency-key`). */
  headers?: Record<string, string>;
}

/** The challenge of a CHALLENGE_REQUIRED answer to a body that did not carry a solution yet. */
const challengeOf = (refusal: { errcode: number; data: unknown }, body: unknown): unknown => {
  if (refusal.errcode !== CHALLENGE_REQUIRED) return null;
  if ((body as { challenge?: unknown }).challenge !== undefined) return null;
  return (refusal.data as { challenge?: unknown } | null)?.challenge ?? null;
};

/**
 * POST /app/v1/<name> with the common fields and headers (a CHALLENGE_REQUIRED answer is
 * solved and the call made once more, lib/device-check.ts); answers the envelope's data, or
 * throws ApiError (business errcode or transport code), HttpError or TimeoutError.
 */
export async function call<N extends CallName>(
  name: N,
  body: CallRequest<N>,
  options: CallOptions = {},
): Promise<CallAnswer<N>> {
  const url = callPath(name);
  const response = await request('POST', url, {
    body: JSON.stringify({ ...commonBody(), ...(body as object) }),
    headers: { 'content-type': 'application/json', ...options.headers, ...authHeaders() },
    timeoutTip: options.timeoutTip,
    signal: options.signal,
  });

  const answer = unwrapEnvelope<CallAnswer<N>>(await jsonBody(response), response.status);
  if (answer === null) throw new HttpError('POST', url, response.status, response.statusText);
  if (!answer.ok) {
    if (answer.code === 401 || answer.errcode === 401) {
      if (!isPublicCall(name)) logout();
      throw new ApiError(401, answer.msg, answer.code, answer.data);
    }
    // Staff locked the account since this session began: the app says so (a sign-in form
    // shows the refusal itself).
    if (answer.errcode === ErrorCode.PLAYER_LOCKED && !isPublicCall(name)) lockedOut();
    // A time-out or self-exclusion ended the session (a cash-out-only one keeps going: only
    // the calls it may not make are refused, ADR 0071).
    if (answer.errcode === ErrorCode.PLAYER_ON_BREAK && !isPublicCall(name) && !isCashOutOnly())
      breakOut();
    const asked = challengeOf(answer, body);
    if (asked !== null) {
      // Solved once and tried again once; a second refusal is the caller's to show.
      const solved = await passDeviceCheck(asked).catch(() => null);
      if (solved !== null) return call(name, { ...body, challenge: solved }, options);
    }
    throw new ApiError(answer.errcode, answer.msg, answer.code, answer.data);
  }
  if (!response.ok) throw new HttpError('POST', url, response.status, response.statusText);
  return answer.data;
}
