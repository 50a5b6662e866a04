import { useEffect } from 'react';
import { useSignedIn } from '../stores/session-store';
import { refetchBalances } from './balances';

// The header's balance is fresh (docs/rules.md "Balance freshness"): asked again as the app opens,
// when the window regains focus, when the tab shows again, when the device comes back online,
// and, while the tab shows, on a light poll, so a money movement made on another screen or
// device shows within one poll. A failed ask backs off (doubling, up to a minute) so an
// unreachable server is not hammered; the next success goes back to the light poll.

/** How often the balance is asked while the tab shows: never staler than this. */
export const BALANCE_POLL_MS = 10_000;
/** The longest wait after failures in a row. */
export const BALANCE_BACKOFF_MAX_MS = 60_000;

/** The wait before the next ask after `failures` failed asks in a row. */
export const nextPollIn = (failures: number) =>
  Math.min(BALANCE_POLL_MS * 2 ** failures, BALANCE_BACKOFF_MAX_MS);

const visible = () => document.visibilityState !== 'hidden';

/**
 * Keeps the balances fresh while it runs (a signed-in player): asks at once, then on focus,
 * `online`, a return to the tab and every BALANCE_POLL_MS while the tab shows and the device is
 * online; never two asks at once (TanStack Query shares one in flight). Returns its stop.
 */
export function keepBalancesFresh(): () => void {
  let failures = 0;
  let timer: number | undefined;
  let stopped = false;

  const schedule = () => {
    window.clearTimeout(timer);
    timer = undefined;
    if (stopped || !visible() || !navigator.onLine) return;
    timer = window.setTimeout(() => void ask(), nextPollIn(failures));
  };
  const ask = async () => {
    window.clearTimeout(timer);
    timer = undefined;
    try {
      await refetchBalances();
      failures = 0;
    } catch {
      failures += 1;
    }
    schedule();
  };
  const onReturn = () => {
    if (visible() && navigator.onLine) void ask();
    else schedule();
  };

  window.addEventListener('focus', onReturn);
  window.addEventListener('online', onReturn);
  window.addEventListener('offline', schedule);
  document.addEventListener('visibilitychange', onReturn);
  void ask();
  return () => {
    stopped = true;
    window.clearTimeout(timer);
    window.removeEventListener('focus', onReturn);
    window.removeEventListener('online', onReturn);
    window.removeEventListener('offline', schedule);
    document.removeEventListener('visibilitychange', onReturn);
  };
}

/** Keeps the balances fresh while a player is signed in (mounted once, by the app). */
export function useBalanceFreshness() {
  const signedIn = useSignedIn();
  useEffect(() => (signedIn ? keepBalancesFresh() : undefined), [signedIn]);
}
