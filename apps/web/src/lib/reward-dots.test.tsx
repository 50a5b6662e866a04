import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../stores/session-store';
import { envelope, stubApi } from '../test/fetch-stub';
import { statusFlags } from '../test/fixtures/status-flags';
import { userFixture } from '../test/fixtures/user';
import { renderApp } from '../test/render-app';
import { settle } from '../test/settle';

const bonusTab = () =>
  within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: /Bonus/ });

const vipTab = () =>
  within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: /VIP/ });

afterEach(() => {
  vi.useRealTimers();
});

describe('the red dots', () => {
  it('follow activityGetStatusList for a signed-in player, asked again on a new page', async () => {
    let waiting = true;
    const { seen } = stubApi({
      activityGetStatusList: () => envelope(statusFlags({ hasSignUpBonus: waiting })),
    });
    useSessionStore.getState().signIn('tok-1', userFixture());
    const { router } = renderApp('/');
    await waitFor(() =>
      expect(within(bonusTab()).queryByRole('img', { name: 'New' })).not.toBeNull(),
    );

    const asked = () => seen.filter((r) => r.url.endsWith('/activityGetStatusList')).length;
    // Within the second, a new page does not ask again (the product's 1 s throttle).
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = asked();
    await act(() => router.navigate('/member'));
    await settle();
    expect(asked()).toBe(first);

    // Claimed meanwhile: the next page, a second later, asks again and the dot goes out.
    waiting = false;
    vi.setSystemTime(Date.now() + 1_500);
    await act(() => router.navigate('/vip'));
    await waitFor(() => expect(within(bonusTab()).queryByRole('img', { name: 'New' })).toBeNull());
    expect(asked()).toBeGreaterThan(first);
  });

  it('light the VIP tab while a VIP award waits', async () => {
    stubApi({ activityGetStatusList: () => envelope(statusFlags({ vipAwardFlag: true })) });
    useSessionStore.getState().signIn('tok-1', userFixture());
    renderApp('/');
    await waitFor(() =>
      expect(within(vipTab()).queryByRole('img', { name: 'New' })).not.toBeNull(),
    );
    expect(within(bonusTab()).queryByRole('img', { name: 'New' })).toBeNull();
  });

  it('light the member tab for an unread mail, or a reward left in a mail already read', async () => {
    const memberTab = () =>
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: /Me/ });
    stubApi({ activityGetStatusList: () => envelope(statusFlags({ emailAwardFlag: true })) });
    useSessionStore.getState().signIn('tok-1', userFixture());
    renderApp('/');
    await waitFor(() =>
      expect(within(memberTab()).queryByRole('img', { name: 'New' })).not.toBeNull(),
    );
    expect(within(bonusTab()).queryByRole('img', { name: 'New' })).toBeNull();
  });

  it('are not asked for when nobody is signed in', async () => {
    const { seen } = stubApi({
      activityGetStatusList: () => envelope(statusFlags({ hasTask: true })),
    });
    renderApp('/');
    await screen.findAllByTestId('game-tile');
    expect(seen.filter((r) => r.url.endsWith('/activityGetStatusList'))).toHaveLength(0);
    expect(within(bonusTab()).queryByRole('img', { name: 'New' })).toBeNull();
  });
});
