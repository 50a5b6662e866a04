import { useEffect } from 'react';
import { useSessionStore, useSignedIn } from '../stores/session-store';
import { refetchBalances } from './balances';
import { openBalanceSocket, type BalancePushEvents } from './balance-socket';

// The header's balance is fresh (docs/rules.md "Balance freshness"): asked again as the app opens,
// at once when the server says it changed (the player socket's nudge, sent after every committed
// money movement, on any device: ADR 0063), when the window regains focus, when the tab shows
// again, when the device comes back online, and, while the tab shows, on a poll: light while no
// socket listens, a slow fallback while one does. A failed ask backs off (doubling, up to a
// minute) so an unreachable server is not hammered; the next success goes back to the poll.

/** How often the balance is asked while the tab shows and no socket listens. */
export const BALANCE_POLL_MS = 10_000;
/** How often while the socket listens: its nudges bring every change, the poll is a fallback. */
export const BALANCE_LISTENING_POLL_MS = 60_000;
/** The longest wait after failures in a row. */
export const BALANCE_BACKOFF_MAX_MS = 60_000;

const backoff = (every: number, failures: number) =>
  Math.min(every * 2 ** failures, BALANCE_BACKOFF_MAX_MS);

/** The wait before the next ask after `failures` failed asks in a row (no socket listening). */
export const nextPollIn = (failures: number) => backoff(BALANCE_POLL_MS, failures);

const visible = () => document.visibilityState !== 'hidden';

/** Opens the balance's socket with its events; answers its stop. */
export type BalancePush = (events: BalancePushEvents) => () => void;

/**
 * Keeps the balances fresh while it runs (a signed-in player): asks at once, then on a nudge
 * from `push`'s socket (held while the tab shows and the device is online), on focus, `online`,
 * a return to the tab and on the poll; never two asks at once (TanStack Query shares one in
 * flight), and a nudge during an ask asks once more after it, as the one in flight may have read
 * the balance before the change. Returns its stop.
 */
export function keepBalancesFresh(push?: BalancePush): () => void {
  let failures = 0;
  let timer: number | undefined;
  let stopped = false;
  let listening = false;
  let asking = false;
  let again = false;
  let closeSocket: (() => void) | null = null;

  const schedule = () => {
    window.clearTimeout(timer);
    timer = undefined;
    if (stopped || !visible() || !navigator.onLine) return;
    const wait = backoff(listening ? BALANCE_LISTENING_POLL_MS : BALANCE_POLL_MS, failures);
    timer = window.setTimeout(() => void ask(), wait);
  };
  const ask = async () => {
    window.clearTimeout(timer);
    timer = undefined;
    asking = true;
    try {
      await refetchBalances();
      failures = 0;
    } catch {
      failures += 1;
    }
    asking = false;
    if (again && !stopped) {
      again = false;
      return ask();
    }
    schedule();
  };
  const nudged = () => {
    if (stopped) return;
    if (asking) again = true;
    else void ask();
  };
  const events: BalancePushEvents = {
    nudged,
    listening: (on) => {
      listening = on;
      if (!asking) schedule();
    },
  };
  /** The socket is held while the tab shows and the device is online. */
  const holdSocket = () => {
    if (!push) return;
    if (!stopped && visible() && navigator.onLine) closeSocket ??= push(events);
    else {
      closeSocket?.();
      closeSocket = null;
      listening = false;
    }
  };
  const onReturn = () => {
    holdSocket();
    if (visible() && navigator.onLine) void ask();
    else schedule();
  };
  const onOffline = () => {
    holdSocket();
    schedule();
  };

  window.addEventListener('focus', onReturn);
  window.addEventListener('online', onReturn);
  window.addEventListener('offline', onOffline);
  document.addEventListener('visibilitychange', onReturn);
  holdSocket();
  void ask();
  return () => {
    stopped = true;
    window.clearTimeout(timer);
    holdSocket();
    window.removeEventListener('focus', onReturn);
    window.removeEventListener('online', onReturn);
    window.removeEventListener('offline', onOffline);
    document.removeEventListener('visibilitychange', onReturn);
  };
}

/**
 * Keeps the balances fresh while a player is signed in (mounted once, by the app), with the
 * balance's socket for their session.
 */
export function useBalanceFreshness() {
  const signedIn = useSignedIn();
  const token = useSessionStore((s) => s.token);
  useEffect(
    () =>
      signedIn && token
        ? keepBalancesFresh((events) => openBalanceSocket(token, events))
        : undefined,
    [signedIn, token],
  );
}
