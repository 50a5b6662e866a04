import type { UserInfo } from '@lobby/contract/account';
import { pathTo } from '../config/paths';
import { savedAccountName, useSessionStore } from '../stores/session-store';
import { useDotStore } from '../stores/dot-store';
import { useAlertStore } from './alert-store';
import { currentPath, navigateTo } from './navigation';
import { queryClient } from './query-client';

const APP_CONFIG_KEY = 'anonymous/appConfig';

/**
 * Clears the token, the stored user, the dot store, and the player's queries: the balances and
 * the VIP club's answer, which hold the player's VIP level and exp (docs/api.md "What the app
 * does with answers").
 */
export function clearSession() {
  cashOutOnly = false;
  useSessionStore.getState().clear();
  useDotStore.getState().reset();
  // Server state that belonged to the player goes too; the shared app config stays.
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== APP_CONFIG_KEY });
}

/** Sign-in, opening on the account form when an account name was saved, then back to `redirect`. */
export const signInPath = (redirect?: string) =>
  pathTo('auth-login', {
    type: savedAccountName() ? 'account' : undefined,
    redirect: redirect && !redirect.startsWith('/auth/') && redirect !== '/' ? redirect : undefined,
  });

/** When the player last logged out on purpose (ms); guarded pages then go home, not to sign-in. */
let loggedOutAt = 0;
const LOGOUT_LANDING_MS = 5_000;

/**
 * The player's own logout: everything cleared, and the guarded page they were on sends them
 * home (router navigations are transitions: the page stays mounted a moment after the session
 * is gone, and its guard would otherwise send them to sign-in).
 */
export function signOut() {
  loggedOutAt = Date.now();
  clearSession();
  navigateTo('/', { replace: true });
}

/** Whether a guard that finds no session should send the player home (just logged out). */
export const justLoggedOut = () => Date.now() - loggedOutAt < LOGOUT_LANDING_MS;

/** Logout on a 401: clear everything the session held and send the player to sign-in. */
export function logout() {
  loggedOutAt = 0;
  clearSession();
  navigateTo(signInPath(currentPath()), { replace: true });
}

/**
 * A call refused with PLAYER_LOCKED: staff locked the account while the player was signed in.
 * The session is over (the lock ended it): everything is cleared, the player lands on the lobby
 * (sign-in would only refuse them) and is told at once why, with the way to customer service.
 */
export function lockedOut() {
  loggedOutAt = Date.now();
  clearSession();
  navigateTo('/', { replace: true });
  useAlertStore.getState().show({
    id: 'locked',
    titleKey: 'locked.title',
    messageKey: 'locked.text',
    link: { to: pathTo('service'), labelKey: 'locked.support' },
  });
}

/**
 * Whether the session is a cash-out-only one (a player on a time-out or self-exclusion, ADR
 * 0071): only the cash-out calls accept it; the others' refusals (1710) are not a reason to end it.
 */
let cashOutOnly = false;
export const isCashOutOnly = () => cashOutOnly;

/** Keeps a cash-out-only session (the sign-in refusal's token) to reach the withdrawal page. */
export function startCashOut(token: string, user: UserInfo) {
  clearSession();
  cashOutOnly = true;
  useSessionStore.getState().signIn(token, user);
}

/**
 * A call refused with PLAYER_ON_BREAK: the player took a time-out or self-exclusion (here or on
 * another device) and every session ended. Everything is cleared, the player lands on the lobby
 * and is told why; sign-in says until when and offers to withdraw the balance.
 */
export function breakOut() {
  loggedOutAt = Date.now();
  clearSession();
  navigateTo('/', { replace: true });
  useAlertStore.getState().show({
    id: 'on-break',
    titleKey: 'onBreak.title',
    messageKey: 'onBreak.text',
  });
}
