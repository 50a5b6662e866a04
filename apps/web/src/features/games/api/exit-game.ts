import { callPath } from '@lobby/contract/values/calls';
import { authHeaders, call } from '@/lib/api-client';
import { commonBody } from '@/lib/common-body';
import { queryClient } from '@/lib/query-client';
import { isSignedIn } from '@/stores/session-store';
import { refreshDataQuery } from '@/lib/balances';

/**
 * Closes the game session the page opened (only that one: a late exit never closes the session
 * of a game opened again meanwhile). Sent as the player leaves, in the background: a timeout is
 * not worth a dialog over the page they went to.
 */
export const exitGame = (gameId: number, sessionId?: string) =>
  call('exitGame', { gameId, ...(sessionId ? { sessionId } : {}) }, { timeoutTip: false });

/**
 * Leaving a game: close its session, then refresh the balances and the
 * history of played games. Failures are quiet: the server closes silent sessions on its own.
 */
export async function leaveGame(gameId: number, sessionId?: string) {
  // Signed out meanwhile (a 401 on the heartbeat): there is no session left to close.
  if (!isSignedIn()) return;
  try {
    await exitGame(gameId, sessionId);
  } catch {
    // Closed by the server after three silent minutes anyway.
  }
  if (!isSignedIn()) return;
  void queryClient.invalidateQueries({ queryKey: ['gameHistory'] });
  try {
    await queryClient.fetchQuery(refreshDataQuery());
  } catch {
    // The balance shown is refreshed on the next page that asks.
  }
}

/**
 * The page is going away with the game open (the tab closed, a reload, another site): close
 * its session with a request that outlives the page. fetch with keepalive, not sendBeacon: the
 * call needs the session header, which a beacon cannot carry.
 */
export function exitGameOnUnload(gameId: number, sessionId?: string) {
  if (!isSignedIn()) return;
  fetch(callPath('exitGame'), {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json', ...authHeaders() },
    body: JSON.stringify({ ...commonBody(), gameId, ...(sessionId ? { sessionId } : {}) }),
  }).catch(() => {
    // Closed by the server after three silent minutes anyway.
  });
}
