import type { ConsoleAnswerOf, ConsoleCallName, ConsoleRequestOf } from '@lobby/contract/console';
import { consolePath } from '@lobby/contract/values/console';
import { jsonBody, unwrapEnvelope } from '@lobby/contract/values/envelope';
import { ErrorCode } from '@lobby/contract/values/errors';

/** How long a call may take before it is given up (staff see an error and may try again). */
const CALL_TIMEOUT_MS = 20_000;

/** A refusal in the envelope: its errcode (or the transport code) and message. */
export class ConsoleApiError extends Error {
  override readonly name = 'ConsoleApiError';
  constructor(
    readonly errcode: number,
    readonly msg: string,
    /** The HTTP status of the answer. */
    readonly status: number,
    readonly data?: unknown,
  ) {
    super(`${msg} (${errcode})`);
  }
}

/** An answer without an envelope (a proxy's error page, a dropped connection's remains). */
export class ConsoleHttpError extends Error {
  override readonly name = 'ConsoleHttpError';
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`POST ${url} ${status}`);
  }
}

let onUnauthorized: () => void = () => {};

/**
 * What to do when any call finds the session gone: the app sends staff back to sign-in. Set
 * once by the app; answers the function that removes it (tests).
 */
export const setUnauthorizedHandler = (handler: () => void) => {
  onUnauthorized = handler;
  return () => {
    if (onUnauthorized === handler) onUnauthorized = () => {};
  };
};

/** Calls that run without a session: their 401 is theirs, not a sign-out. */
const SESSIONLESS: ReadonlySet<ConsoleCallName> = new Set(['staffSignIn', 'staffMe']);

/**
 * POST /console/api/v1/<name> with the console's session cookie (same origin); answers the
 * envelope's data, typed by the contract, or throws ConsoleApiError (a refusal; 401 also runs
 * the unauthorized handler) or ConsoleHttpError.
 */
export async function consoleCall<N extends ConsoleCallName>(
  name: N,
  body: ConsoleRequestOf<N>,
  options: { signal?: AbortSignal } = {},
): Promise<ConsoleAnswerOf<N>> {
  const url = consolePath(name);
  const timeout = AbortSignal.timeout(CALL_TIMEOUT_MS);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
    signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
  });
  const answer = unwrapEnvelope<ConsoleAnswerOf<N>>(await jsonBody(response), response.status);
  if (answer === null) throw new ConsoleHttpError(url, response.status);
  if (!answer.ok || !response.ok) {
    // A successful envelope on a non-2xx answer is refused with the HTTP status.
    const errcode = answer.ok ? response.status : answer.errcode;
    // 401: no console session (never signed in, expired, or ended elsewhere).
    if (errcode === ErrorCode.UNAUTHORIZED || response.status === 401) {
      if (!SESSIONLESS.has(name)) onUnauthorized();
      throw new ConsoleApiError(ErrorCode.UNAUTHORIZED, answer.msg, response.status, answer.data);
    }
    throw new ConsoleApiError(errcode, answer.msg, response.status, answer.data);
  }
  return answer.data;
}

/** Whether `error` is the refusal `errcode`. */
export const isRefusal = (error: unknown, errcode: number) =>
  error instanceof ConsoleApiError && error.errcode === errcode;
