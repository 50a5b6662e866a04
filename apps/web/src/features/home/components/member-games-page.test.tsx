import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { envelope, stubApi, type SeenRequest } from '@/test/fetch-stub';
import { userFixture } from '@/test/fixtures/user';
import { location, renderApp } from '@/test/render-app';

const calls = (seen: SeenRequest[], name: string) => seen.filter((r) => r.url.endsWith(`/${name}`));
const signIn = () => useSessionStore.getState().signIn('tok-1', userFixture());
const tileNames = (panel: HTMLElement) =>
  within(panel)
    .queryAllByTestId('game-tile')
    .map((tile) => tile.dataset.gameId);

describe('/member/games', () => {
  it('shows the liked games as lobby tiles, latest first, and the recent ones on their tab', async () => {
    const { seen } = stubApi({
      gameLikeList: () => envelope({ gameLikeIds: [1005, 1002, 4242] }),
      gameHistory: () => envelope({ gameHistory: [1003, 1005] }),
    });
    signIn();
    const user = userEvent.setup();
    const { router } = renderApp('/member/games');
    const liked = await screen.findByRole('tab', { name: 'Liked' });
    expect(liked).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    // A game no longer in the lobby (4242) is left out.
    await waitFor(() => expect(tileNames(panel)).toEqual(['1005', '1002']));
    expect(within(panel).getByRole('button', { name: 'Like Rocket Rush' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(calls(seen, 'gameHistory')).toHaveLength(0);

    await user.click(screen.getByRole('tab', { name: 'Recent' }));
    await waitFor(() => expect(tileNames(screen.getByRole('tabpanel'))).toEqual(['1003', '1005']));
    expect(location(router)).toBe('/member/games?tab=recent');
    // The recent games carry their hearts too, liked or not.
    expect(
      within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Like Lucky Lanterns' }),
    ).toHaveAttribute('aria-pressed', 'false');

    // A tile starts its game like in the lobby.
    await user.click(within(screen.getByRole('tabpanel')).getAllByTestId('game-tile')[0]!);
    await waitFor(() => expect(location(router)).toBe('/game/start?gameId=1003'));
  });

  it('drops a game from Liked as soon as its heart is tapped', async () => {
    stubApi({
      gameLikeList: () => envelope({ gameLikeIds: [1005, 1002] }),
      gameLike: () => envelope({ liked: false, gameLikeIds: [1002] }),
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/member/games');
    const panel = await screen.findByRole('tabpanel');
    await waitFor(() => expect(tileNames(panel)).toEqual(['1005', '1002']));
    await user.click(within(panel).getByRole('button', { name: 'Like Rocket Rush' }));
    await waitFor(() => expect(tileNames(panel)).toEqual(['1002']));
  });

  it('has a friendly empty state with a next step on each tab', async () => {
    stubApi({
      gameLikeList: () => envelope({ gameLikeIds: [] }),
      gameHistory: () => envelope({ gameHistory: [] }),
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/member/games');
    expect(await screen.findByText('No liked games yet')).toBeInTheDocument();
    expect(screen.getByText('Tap the heart on any game to keep it here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the lobby' })).toHaveAttribute('href', '/');

    await user.click(screen.getByRole('tab', { name: 'Recent' }));
    expect(await screen.findByText('No games played yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the lobby' })).toHaveAttribute('href', '/');
  });

  it('explains a failed load and retries', async () => {
    let fail = true;
    stubApi({
      gameHistory: () =>
        fail ? envelope(undefined, 500, 500, 'boom') : envelope({ gameHistory: [1001] }),
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/member/games?tab=recent');
    expect(await screen.findByText('We could not load your games')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(tileNames(screen.getByRole('tabpanel'))).toEqual(['1001']));
  });

  it('asks a signed-out player to log in, with a way back here', async () => {
    const { seen } = stubApi({});
    renderApp('/member/games');
    expect(await screen.findByText('Log in to see your games')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Fmember%2Fgames',
    );
    expect(calls(seen, 'gameLikeList')).toHaveLength(0);
  });
});
