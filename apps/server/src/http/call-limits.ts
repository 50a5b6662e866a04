import type { CallRoute } from '../core/call-routes';

/**
 * Calls that move or guard money (a built-in game's round too): each takes its own per-IP limit (MONEY_RATE_LIMIT_MAX a
 * minute), tighter than the global one, so a script cannot hammer them.
 */
export const MONEY_CALLS = [
  'recharge',
  'exchange',
  'addBankInfo',
  'modifyBankInfo',
  'safeboxIn',
  'safeboxOut',
  'setSafeboxPassword',
  'retrieveBalance',
  'gamePlay',
] as const;

/** The routes with a per-minute limit on the named calls (0 leaves them as they are). */
export const withCallLimit = <R extends Readonly<Record<string, CallRoute | undefined>>>(
  routes: R,
  names: readonly string[],
  max: number,
): R => {
  if (max <= 0) return routes;
  const limited: Record<string, CallRoute | undefined> = { ...routes };
  for (const name of names) {
    const route = limited[name];
    if (route && !route.rateLimit)
      limited[name] = { ...route, rateLimit: { max, timeWindowMs: 60_000 } };
  }
  return limited as R;
};
