import { useModalManager } from './modal-manager';

export const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Removes the splash cover that index.html paints before any script runs (spec: after the initial
 * config load). Start-up modals wait for this moment.
 */
export function removeCover() {
  const cover = document.getElementById('cover');
  const done = () => {
    cover?.remove();
    useModalManager.getState().markCoverRemoved();
  };
  if (!cover || prefersReducedMotion()) return done();
  cover.classList.add('cover--leaving');
  setTimeout(done, 200);
}
