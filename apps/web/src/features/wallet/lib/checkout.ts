import { pathTo } from '@/config/paths';
import { storageKeys } from '@/config/storage-keys';
import { session } from '@/lib/storage';

/** The deposit the player left for the provider's checkout, kept for their return. */
export interface PendingDeposit {
  orderNo: string;
  /** Epoch milliseconds of the order. */
  at: number;
}

/** Orders expire after 30 minutes (docs/rules.md "Deposits"): an older note is stale. */
const PENDING_FOR_MS = 30 * 60_000;

export const rememberPendingDeposit = (orderNo: string) =>
  session.setJson(storageKeys.pendingDeposit, { orderNo, at: Date.now() } satisfies PendingDeposit);

export const readPendingDeposit = (): PendingDeposit | null => {
  const pending = session.getJson<PendingDeposit>(storageKeys.pendingDeposit);
  return pending &&
    typeof pending.orderNo === 'string' &&
    typeof pending.at === 'number' &&
    Date.now() - pending.at < PENDING_FOR_MS
    ? pending
    : null;
};

export const clearPendingDeposit = () => session.remove(storageKeys.pendingDeposit);

/**
 * Where to send the player to pay. Our sandbox checkout (a path on this site) takes the page to
 * come back to, naming the order; a provider elsewhere returns to the URL the server gave it.
 */
export const checkoutUrl = (payUrl: string, orderNo: string): string => {
  if (!payUrl.startsWith('/') || payUrl.startsWith('//')) return payUrl;
  const back = pathTo('wallets', { name: 'deposit', orderNo });
  return `${payUrl}${payUrl.includes('?') ? '&' : '?'}returnUrl=${encodeURIComponent(back)}`;
};

/** Leaves the app for the checkout page, in the same tab (it sends the player back). */
export const openCheckout = (url: string) => window.location.assign(url);
