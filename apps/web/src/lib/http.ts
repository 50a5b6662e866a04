import { RETRY_METHODS, RETRY_STATUSES } from '../config/constants';
import { showTimeoutTip } from './alert-store';
import { requestTimeoutMs } from './device';
import { timedFetch } from './timed-fetch';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  body?: string;
  headers?: Record<string, string>;
  /** Show the "Tips" timeout dialog when this request times out (default true). */
  timeoutTip?: boolean;
  signal?: AbortSignal;
}

/**
 * The one HTTP primitive: applies the timeout of the connection type and the retry rule
 * (statuses 408, 409, 425, 429, 500, 502, 503, 504 retried once, for GET only).
 */
export async function request(method: Method, url: string, options: RequestOptions = {}) {
  const timeoutMs = requestTimeoutMs();
  const attempt = () =>
    timedFetch(
      method,
      url,
      { body: options.body, headers: options.headers, signal: options.signal },
      timeoutMs,
      options.timeoutTip === false ? undefined : showTimeoutTip,
    );

  const first = await attempt();
  if (!first.ok && RETRY_METHODS.includes(method) && RETRY_STATUSES.includes(first.status)) {
    return attempt();
  }
  return first;
}
