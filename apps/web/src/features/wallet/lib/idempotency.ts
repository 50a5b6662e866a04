import { useCallback, useRef } from 'react';

/** 1–64 of [A-Za-z0-9_.:-], as the contract's IdempotencyKey wants: a random UUID. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One idempotency key per attempt of a form: the same key while the player sends the same
 * details again (a double tap, a retry after a timeout), so the server answers the first
 * request instead of making a second order; a new key once the details change or the attempt
 * has succeeded (`done`).
 */
export function useIdempotencyKey() {
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const keyFor = useCallback((body: unknown) => {
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) {
      attempt.current = { body: text, key: newIdempotencyKey() };
    }
    return attempt.current.key;
  }, []);
  const done = useCallback(() => {
    attempt.current = null;
  }, []);
  return { keyFor, done };
}
