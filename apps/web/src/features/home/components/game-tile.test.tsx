import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAlertStore } from '@/lib/alert-store';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session-store';
import { envelope, stubApi, type SeenRequest } from '@/test/fetch-stub';
import { afterLoginFixture, userFixture } from '@/test/fixtures/user';
import { location, renderApp } from '@/test/render-app';

const calls = (seen: SeenRequest[], name: string) => seen.filter((r) => r.url.endsWith(`/${name}`));
const signIn = () => useSessionStore.getState().signIn('tok-1', userFixture());

/** The heart of a game in one section of the lobby (a game may be in two: Hot and its type). */
const heartIn = (section: string, name: string) =>
  within(screen.getByRole('region', { name: section })).getByRole('button', {
    name: `Like ${name}`,
  });
const heart = (name: string) => heartIn('Crash', name);
const slotsHeart = (name: string) => heartIn('Slots', name);

/** A promise the test settles when it wants the server to answer. */
const held = () => {
  let release = () => {};
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
};

describe('the like heart on game tiles', () => {
  it('shows the liked games, and likes one at once while the server confirms', async () => {
    const answer = held();
    const { seen } = stubApi({
      gameLikeList: () => envelope({ gameLikeIds: [1002] }),
      gameLike: async (body) => {
        await answer.promise;
        return envelope({ liked: true, gameLikeIds: [body.gameId as number, 1002] });
      },
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/?type=slots');
    await waitFor(() => expect(slotsHeart('Fruit Fiesta')).toHaveAttribute('aria-pressed', 'true'));
    expect(slotsHeart('Golden Sevens')).toHaveAttribute('aria-pressed', 'false');

    await user.click(slotsHeart('Golden Sevens'));
    // Optimistic: pressed before the server has answered.
    await waitFor(() =>
      expect(slotsHeart('Golden Sevens')).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(calls(seen, 'gameLike').map((r) => r.body?.gameId)).toEqual([1001]);
    answer.release();
    await waitFor(() => expect(queryClient.getQueryData(['gameLikeList'])).toEqual([1001, 1002]));
    expect(slotsHeart('Golden Sevens')).toHaveAttribute('aria-pressed', 'true');
    expect(slotsHeart('Fruit Fiesta')).toHaveAttribute('aria-pressed', 'true');
  });

  it('unlikes too, and puts the heart back with a word when the server refuses', async () => {
    const answer = held();
    stubApi({
      gameLikeList: () => envelope({ gameLikeIds: [1005] }),
      gameLike: async () => {
        await answer.promise;
        return envelope(undefined, 500, 500, 'boom');
      },
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/');
    await waitFor(() => expect(heart('Rocket Rush')).toHaveAttribute('aria-pressed', 'true'));

    await user.click(heart('Rocket Rush'));
    await waitFor(() => expect(heart('Rocket Rush')).toHaveAttribute('aria-pressed', 'false'));
    answer.release();
    // Rolled back.
    await waitFor(() => expect(heart('Rocket Rush')).toHaveAttribute('aria-pressed', 'true'));
    expect(useAlertStore.getState().alerts.map((a) => a.messageKey)).toEqual(['home.likeFailed']);
    expect(
      await screen.findByText('We could not save your like. Please try again.'),
    ).toBeInTheDocument();
  });

  it('ignores a second tap while the first is on its way', async () => {
    const answer = held();
    const { seen } = stubApi({
      gameLikeList: () => envelope({ gameLikeIds: [] }),
      gameLike: async () => {
        await answer.promise;
        return envelope({ liked: true, gameLikeIds: [1005] });
      },
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/');
    await waitFor(() => expect(calls(seen, 'gameLikeList')).toHaveLength(1));
    // The sections below the first are built when idle.
    await user.click(await waitFor(() => heart('Rocket Rush')));
    await waitFor(() => expect(heart('Rocket Rush')).toHaveAttribute('aria-pressed', 'true'));
    await user.click(heart('Rocket Rush'));
    answer.release();
    await waitFor(() => expect(queryClient.getQueryData(['gameLikeList'])).toEqual([1005]));
    expect(calls(seen, 'gameLike')).toHaveLength(1);
    expect(heart('Rocket Rush')).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the likes sign-in brought until the list answers', async () => {
    const list = held();
    stubApi({
      gameLikeList: async () => {
        await list.promise;
        return envelope({ gameLikeIds: [1005, 1001] });
      },
    });
    signIn();
    queryClient.setQueryData(['getAfterLoginInfoWeb'], {
      ...afterLoginFixture(userFixture()),
      gameLikeIds: [1005],
    });
    renderApp('/');
    await waitFor(() => expect(heart('Rocket Rush')).toHaveAttribute('aria-pressed', 'true'));
    expect(heartIn('Hot', 'Golden Sevens')).toHaveAttribute('aria-pressed', 'false');
    list.release();
    await waitFor(() =>
      expect(heartIn('Hot', 'Golden Sevens')).toHaveAttribute('aria-pressed', 'true'),
    );
    // Every tile of a game shows its heart alike.
    expect(heartIn('Hot', 'Rocket Rush')).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends a signed-out player to sign-in, and back to the lobby page afterwards', async () => {
    const { seen } = stubApi({});
    window.history.replaceState(null, '', '/?type=crash');
    const user = userEvent.setup();
    const { router } = renderApp('/?type=crash');
    await user.click(await screen.findByRole('button', { name: 'Like Rocket Rush' }));
    await waitFor(() => expect(location(router)).toBe('/auth/login?redirect=%2F%3Ftype%3Dcrash'));
    expect(calls(seen, 'gameLikeList')).toHaveLength(0);
    expect(calls(seen, 'gameLike')).toHaveLength(0);
    window.history.replaceState(null, '', '/');
  });
});

describe('a game tile for a signed-out visitor', () => {
  it('offers the demo on the tile itself; a signed-in player plays for real', async () => {
    stubApi({ gameLikeList: () => envelope({ gameLikeIds: [] }) });
    const first = renderApp('/?type=crash');
    const crash = await screen.findByRole('region', { name: 'Crash' });
    const tryIt = within(crash).getByRole('link', {
      name: 'Try for fun: Rocket Rush, no account needed',
    });
    expect(tryIt).toHaveTextContent('Try for fun');
    expect(tryIt).toHaveAttribute('href', '/game/start?gameId=1005&tryIt=1');
    first.unmount();
    signIn();
    renderApp('/?type=crash');
    await screen.findAllByRole('button', { name: 'Like Rocket Rush' });
    expect(screen.queryByTestId('game-tile-try')).toBeNull();
  });

  it('says on the sign-in page why a tap on the game asks to sign in, with the demo beside', async () => {
    stubApi({});
    const user = userEvent.setup();
    const { router } = renderApp('/?type=crash');
    const crash = await screen.findByRole('region', { name: 'Crash' });
    await user.click(within(crash).getAllByTestId('game-tile')[0]!);
    await waitFor(() => expect(location(router)).toMatch(/^\/auth\/login\?redirect=/));
    expect(await screen.findByTestId('game-sign-in-note')).toHaveTextContent(
      /Playing for real needs an account/,
    );
    expect(screen.getByRole('link', { name: 'Try for fun' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/game\/start\?gameId=\d+&tryIt=1$/),
    );
  });
});
