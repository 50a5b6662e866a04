/** A business refusal or transport code from the envelope: errcode (or code) and its message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly errcode: number,
    readonly msg: string,
    readonly code: number,
    readonly data?: unknown,
  ) {
    super(`${msg} (${errcode})`);
  }
}

/** "POST /app/v1/x 502 Bad Gateway": a client error is method, URL, status and status text. */
export const formatClientError = (
  method: string,
  url: string,
  status: number,
  statusText: string,
) => `${method.toUpperCase()} ${url} ${status} ${statusText}`.trim();

/** An HTTP failure without a usable envelope. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly method: string,
    readonly url: string,
    readonly status: number,
    readonly statusText: string,
  ) {
    super(formatClientError(method, url, status, statusText));
  }
}

export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
  constructor(
    readonly method: string,
    readonly url: string,
    readonly timeoutMs: number,
  ) {
    super(`${method.toUpperCase()} ${url} timed out after ${timeoutMs} ms`);
  }
}
