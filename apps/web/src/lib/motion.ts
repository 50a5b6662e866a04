import { useEffect, useRef, useState } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

export const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;

/** Whether the player asked for less motion (follows the setting while the page is open). */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(prefersReducedMotion);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(QUERY);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

const nextFrame = (callback: () => void): (() => void) => {
  if (typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame(() => callback());
    return () => cancelAnimationFrame(id);
  }
  const id = setTimeout(callback, 16);
  return () => clearTimeout(id);
};

/** Eases out (fast, then settling): the shape of every landing here. */
export const easeOutCubic = (x: number) => 1 - (1 - x) ** 3;

/**
 * Runs `onFrame(elapsedMs)` every frame for `durationMs` (and once more at the end), resolving
 * when done; `cancel` stops it without resolving. One per component, cancelled on unmount.
 */
export function useFrames() {
  const cancelRef = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelRef.current?.(), []);
  const run = (durationMs: number, onFrame: (elapsedMs: number) => void) =>
    new Promise<void>((resolve) => {
      cancelRef.current?.();
      const started = performance.now();
      // The clock is read here, not taken from the frame's timestamp: that one may come from
      // another time origin (or lie a frame behind), and the climb must end on time.
      const tick = () => {
        const elapsed = Math.min(durationMs, Math.max(0, performance.now() - started));
        onFrame(elapsed);
        if (elapsed >= durationMs) {
          cancelRef.current = null;
          resolve();
        } else {
          cancelRef.current = nextFrame(tick);
        }
      };
      cancelRef.current = nextFrame(tick);
    });
  return run;
}

/** Resolves after `ms`, unless the component unmounted meanwhile (then never). */
export function useDelay() {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);
  return (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        resolve();
      }, ms);
      timers.current.add(timer);
    });
}
