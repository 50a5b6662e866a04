import { TimeoutError } from './api-errors';

export interface TimedInit {
  body?: string;
  headers?: Record<string, string>;
  /** The caller's own abort. */
  signal?: AbortSignal;
}

/**
 * One same-origin fetch, aborted after `timeoutMs` (then `onTimeout` runs and it throws
 * TimeoutError) or when the caller's signal aborts.
 */
export async function timedFetch(
  method: string,
  url: string,
  init: TimedInit,
  timeoutMs: number,
  onTimeout?: () => void,
): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abortFromCaller = () => controller.abort();
  init.signal?.addEventListener('abort', abortFromCaller);
  try {
    return await fetch(url, {
      method,
      headers: init.headers,
      body: init.body,
      signal: controller.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (timedOut) {
      onTimeout?.();
      throw new TimeoutError(method, url, timeoutMs);
    }
    throw error;
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', abortFromCaller);
  }
}
