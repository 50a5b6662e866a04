import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActivityType } from '@lobby/contract/values/enums';
import { storageKeys } from '../config/storage-keys';
import { useSessionStore } from '../stores/session-store';
import { stubConfigServer } from '../test/fetch-stub';
import { activity, configFixture } from '../test/fixtures/app-config';
import { location, renderApp } from '../test/render-app';
import { userFixture } from '../test/fixtures/user';

describe('route guards', () => {
  it('sends a signed-out player from an auth route to sign-in, with a redirect back', async () => {
    stubConfigServer();
    const { router } = renderApp('/member');
    await waitFor(() => expect(location(router)).toBe('/auth/login?redirect=%2Fmember'));
    expect(await screen.findByText('Log in')).toBeInTheDocument();
  });

  it('opens sign-in on the account form when an account name was saved', async () => {
    stubConfigServer();
    localStorage.setItem(storageKeys.savedAccount, 'player_one');
    const { router } = renderApp('/wallets?name=deposit');
    await waitFor(() =>
      expect(location(router)).toBe(
        '/auth/login?type=account&redirect=%2Fwallets%3Fname%3Ddeposit',
      ),
    );
  });

  it('lets a signed-in player through', async () => {
    stubConfigServer();
    useSessionStore
      .getState()
      .signIn('token-1', userFixture({ id: 7, nickname: 'Ava', account: '' }));
    const { router } = renderApp('/member');
    expect(await screen.findByRole('heading', { name: 'Ava' })).toBeInTheDocument();
    expect(location(router)).toBe('/member');
  });

  it('auth-activity: the rank page needs sign-in and a live Rank activity', async () => {
    stubConfigServer();
    useSessionStore.getState().signIn('token-1', userFixture({ id: 7, account: '' }));
    const noRank = renderApp('/rank');
    expect(
      await screen.findByRole('heading', { name: 'This event is not running' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Events running now' })).toHaveAttribute(
      'href',
      '/bonus/event',
    );
    expect(location(noRank.router)).toBe('/rank');
    noRank.unmount();

    stubConfigServer(
      {
        ...configFixture,
        activities: [...configFixture.activities, activity(9, ActivityType.Rank)],
      },
      'v2',
    );
    const { queryClient } = await import('../lib/query-client');
    queryClient.clear();
    const withRank = renderApp('/rank');
    expect(await screen.findByRole('tablist', { name: 'Leaderboard period' })).toBeInTheDocument();
    expect(location(withRank.router)).toBe('/rank');
  });
});

describe('error layouts', () => {
  it('an unknown path raises "Page not found: /x" and shows Page Not Found', async () => {
    stubConfigServer();
    renderApp('/x');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Page not found: /x')).toBeInTheDocument();
  });
});
