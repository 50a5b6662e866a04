import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../config/storage-keys';
import { useDotStore } from '../stores/dot-store';
import { useSessionStore } from '../stores/session-store';
import { cachedBalances } from '../test/balances';
import { updateBalances } from '../lib/balances';
import { watchTokenAcrossTabs } from './cross-tab';
import { userFixture } from '../test/fixtures/user';

let stop: () => void = () => undefined;
afterEach(() => stop());

/** What the browser fires in this tab when another tab changes localStorage. */
const fromOtherTab = (key: string | null, newValue: string | null) =>
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));

describe('the access token across tabs', () => {
  it('removing it in another tab signs this tab out', () => {
    useSessionStore.getState().signIn('shared-token', userFixture({ id: 9, account: '' }));
    updateBalances({ coin: 500 });
    useDotStore.getState().set({ hasMail: true });
    stop = watchTokenAcrossTabs();

    localStorage.removeItem(storageKeys.token); // the other tab logged out
    fromOtherTab(storageKeys.token, null);

    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null });
    expect(cachedBalances()).toBeUndefined();
    expect(useDotStore.getState().hasMail).toBe(false);
  });

  it('localStorage cleared in another tab (key null) also signs out', () => {
    useSessionStore.getState().signIn('shared-token', userFixture({ id: 9, account: '' }));
    stop = watchTokenAcrossTabs();
    localStorage.clear();
    fromOtherTab(null, null);
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('a sign-in in another tab is taken over; other keys are ignored', () => {
    stop = watchTokenAcrossTabs();
    fromOtherTab('unrelated', 'x');
    expect(useSessionStore.getState().token).toBeNull();

    localStorage.setItem(storageKeys.token, 'new-token');
    localStorage.setItem(storageKeys.user, JSON.stringify({ id: 3, nickname: 'Bo' }));
    fromOtherTab(storageKeys.token, 'new-token');
    expect(useSessionStore.getState()).toMatchObject({ token: 'new-token', user: { id: 3 } });
  });
});
