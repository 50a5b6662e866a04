import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useModalManager } from '@/lib/modal-manager';
import { useSessionStore } from '@/stores/session-store';
import { updateBalances } from '@/lib/balances';
import { ActivityType } from '@lobby/contract/values/enums';
import { envelope, refusal, stubApi, stubConfigServer, stubFetch } from '@/test/fetch-stub';
import { userFixture } from '@/test/fixtures/user';
import { activity, configFixture } from '@/test/fixtures/app-config';
import { location, renderApp } from '@/test/render-app';

const addCover = () => {
  const cover = document.createElement('div');
  cover.id = 'cover';
  document.body.append(cover);
};

describe('home', () => {
  it('keeps the cover until the config has loaded, then removes it and shows the lobby', async () => {
    addCover();
    stubConfigServer();
    renderApp('/');
    expect(document.getElementById('cover')).not.toBeNull();

    // Game types as category tabs and sections, brands as chips, games as tiles.
    const tabs = await screen.findByRole('navigation', { name: 'Game categories' });
    expect(within(tabs).getByRole('link', { name: 'Slots' })).toHaveAttribute(
      'href',
      '/?type=slots',
    );
    expect(within(tabs).getByRole('link', { name: 'Crash' })).toBeInTheDocument();
    const brands = screen.getByRole('group', { name: 'Providers' });
    expect(within(brands).getByRole('button', { name: 'Lobby Originals' })).toBeInTheDocument();
    expect(within(brands).getByRole('button', { name: 'Starforge Play' })).toBeInTheDocument();

    // The sections below the first are built when idle.
    const slots = await screen.findByRole('region', { name: 'Slots' });
    // gameShowNum is 3: the section shows three of the four slots, with "All" to the rest.
    expect(within(slots).getAllByTestId('game-tile')).toHaveLength(3);
    expect(within(slots).getByText('4 games')).toBeInTheDocument();
    expect(within(slots).getByRole('link', { name: /All/ })).toHaveAttribute(
      'href',
      '/?type=slots',
    );
    expect(await screen.findByRole('region', { name: 'Crash' })).toHaveTextContent('Rocket Rush');
    expect(screen.getByText('Welcome to the lobby')).toBeInTheDocument();

    await waitFor(() => expect(document.getElementById('cover')).toBeNull());
    expect(useModalManager.getState().coverRemoved).toBe(true);
  });

  it('shows Log in and Sign up when signed out, balance and Deposit when signed in', async () => {
    stubConfigServer();
    const { unmount } = renderApp('/');
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/register');
    unmount();

    useSessionStore.getState().signIn('t', userFixture({ id: 1, account: '' }));
    updateBalances({ coin: 1_234_567 });
    renderApp('/');
    const chip = await screen.findByRole('link', {
      name: 'Balance 12,345.67 coins: open the wallet',
    });
    expect(chip).toHaveTextContent('12,345.67');
    expect(chip).toHaveAttribute('href', '/wallets?name=deposit&back=1');
    const bar = screen.getByRole('banner');
    expect(within(bar).getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/wallets?name=deposit&back=1',
    );
    expect(within(bar).queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('"All" lists a whole game type, and the brand chips filter it', async () => {
    stubConfigServer();
    const user = userEvent.setup();
    renderApp('/?type=slots');
    const section = await screen.findByRole('region', { name: 'Slots' });
    expect(within(section).getAllByTestId('game-tile')).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Starforge Play' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Slots' })).getAllByTestId('game-tile'),
      ).toHaveLength(2),
    );
    expect(screen.getByRole('region', { name: 'Slots' })).toHaveTextContent('Fruit Fiesta');
  });

  it('has Favourites and Recent tabs with the games of the player, and Log in when signed out', async () => {
    stubApi({
      gameLikeList: () => envelope({ gameLikeIds: [1005, 1002] }),
      gameHistory: () => envelope({ gameHistory: [1003] }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const tabs = await screen.findByRole('navigation', { name: 'Game categories' });
    const names = within(tabs)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names.slice(-2)).toEqual(['Favourites', 'Recent']);

    await user.click(within(tabs).getByRole('link', { name: 'Favourites' }));
    const signedOut = await screen.findByRole('region', { name: 'Favourites' });
    expect(await within(signedOut).findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2F%3Ftype%3Dfavourites',
    );
    // Provider chips filter game types, not the player's own lists.
    expect(screen.queryByRole('group', { name: 'Providers' })).toBeNull();

    useSessionStore.getState().signIn('tok-1', userFixture());
    const liked = await screen.findByRole('region', { name: 'Favourites' });
    await waitFor(() =>
      expect(
        within(liked)
          .queryAllByTestId('game-tile')
          .map((tile) => tile.dataset.gameId),
      ).toEqual(['1005', '1002']),
    );
    expect(within(tabs).getByRole('link', { name: 'Favourites' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(tabs).getByRole('link', { name: 'Recent' }));
    expect(location(router)).toBe('/?type=recent');
    const recent = await screen.findByRole('region', { name: 'Recent' });
    await waitFor(() =>
      expect(
        within(recent)
          .queryAllByTestId('game-tile')
          .map((tile) => tile.dataset.gameId),
      ).toEqual(['1003']),
    );
  });

  it('a game tile sends a signed-out player to sign-in, and back to the game afterwards', async () => {
    stubConfigServer();
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const crash = await screen.findByRole('region', { name: 'Crash' });
    await user.click(within(crash).getByTestId('game-tile'));
    await waitFor(() =>
      expect(location(router)).toBe('/auth/login?redirect=%2Fgame%2Fstart%3FgameId%3D1005'),
    );
  });

  it('an activity with unloginShowStatus 0 sends a signed-out player to sign-in', async () => {
    stubConfigServer();
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const shortcuts = await screen.findByRole('navigation', { name: 'Events' });
    await user.click(within(shortcuts).getByRole('button', { name: /Tasks/ }));
    await waitFor(() => expect(location(router)).toBe('/auth/login?redirect=%2Fbonus%2Ftasks'));
  });

  it('offers only the live activities: shortcuts, banners and start-up modals', async () => {
    const config = {
      ...configFixture,
      notices: [],
      activities: [
        activity(1, ActivityType.VIP, {
          name: 'VIP Club',
          banner: '/art/banners/vip.svg',
          popup: true,
        }),
        // Configured, but not live (out of its window, or its system not built).
        activity(2, ActivityType.FreeSign, {
          name: 'Daily Sign-in',
          banner: '/art/banners/sign-in.svg',
          popup: true,
        }),
        activity(3, ActivityType.Rank, { name: 'Leaderboard' }),
      ],
    };
    const asked: string[] = [];
    stubApi(
      {
        getActivityIds: () => {
          asked.push('getActivityIds');
          return envelope({
            activityMap: { [String(ActivityType.VIP)]: 1 },
            activityIds: [1],
            hasTurntable: false,
            totalRecharge: 0,
          });
        },
      },
      config,
    );
    renderApp('/');
    const shortcuts = await screen.findByRole('navigation', { name: 'Events' });
    expect(within(shortcuts).getByRole('button', { name: /VIP Club/ })).toBeInTheDocument();
    expect(within(shortcuts).queryByRole('button', { name: /Daily Sign-in/ })).toBeNull();
    expect(within(shortcuts).queryByRole('button', { name: /Leaderboard/ })).toBeNull();
    const banners = screen.getByRole('region', { name: 'Promotions' });
    expect(
      within(banners)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Activity 1 title']);
    await waitFor(() => {
      const { queue, current } = useModalManager.getState();
      expect([...(current ? [current.key] : []), ...queue.map((m) => m.key)]).toEqual([
        'activity:1',
      ]);
    });
    expect(asked.length).toBeGreaterThan(0);
  });

  it('offers no activity while the server has not said which are live', async () => {
    stubApi({ getActivityIds: () => refusal(500) });
    renderApp('/');
    expect(await screen.findByRole('navigation', { name: 'Game categories' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Events' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Activity 1 title' })).toBeNull();
    expect(useModalManager.getState().queue.filter((m) => m.kind === 'activity')).toEqual([]);
  });

  it('has the bottom tab bar with a raised Deposit', async () => {
    stubConfigServer();
    renderApp('/');
    const tabs = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Bonus', 'Deposit', 'VIP', 'Me']);
  });
});

describe('home when the config cannot load', () => {
  it('removes the cover and offers Retry', async () => {
    addCover();
    let fail = true;
    stubFetch(() =>
      fail
        ? envelope(undefined, 500, 500, 'Something went wrong, please try again later.')
        : envelope({ version: 'v1', notModified: false, config: configFixture }),
    );
    const user = userEvent.setup();
    renderApp('/');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    await waitFor(() => expect(document.getElementById('cover')).toBeNull());

    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('region', { name: 'Slots' })).toBeInTheDocument();
  });
});
