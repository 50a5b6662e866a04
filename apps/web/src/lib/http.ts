import { RETRY_METHODS, RETRY_STATUSES } from '../config/constants';
import { TimeoutError } from './api-errors';
import { showTimeoutTip } from './alert-store';
import { requestTimeoutMs } from './device';

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
  const attempt = async (): Promise<Response> => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const abortFromCaller = () => controller.abort();
    options.signal?.addEventListener('abort', abortFromCaller);
    try {
      return await fetch(url, {
        method,
        headers: options.headers,
        body: options.body,
        signal: controller.signal,
        credentials: 'same-origin',
      });
    } catch (error) {
      if (timedOut) {
        if (options.timeoutTip !== false) showTimeoutTip();
        throw new TimeoutError(method, url, timeoutMs);
      }
      throw error;
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', abortFromCaller);
    }
  };

  const first = await attempt();
  if (!first.ok && RETRY_METHODS.includes(method) && RETRY_STATUSES.includes(first.status)) {
    return attempt();
  }
  return first;
}
