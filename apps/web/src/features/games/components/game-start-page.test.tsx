import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@lobby/contract/values/errors';
import { useAlertStore } from '@/lib/alert-store';
import { useModalManager } from '@/lib/modal-manager';
import { useSessionStore } from '@/stores/session-store';
import { cachedBalances, refreshAnswer } from '@/test/balances';
import { envelope, refusal, stubApi, type SeenRequest } from '@/test/fetch-stub';
import { configFixture } from '@/test/fixtures/app-config';
import { userFixture } from '@/test/fixtures/user';
import { location, renderApp } from '@/test/render-app';
import { settle } from '@/test/settle';

const LAUNCH = '/play/crash?session=s-1';
/** A provider's game: its own page at its own origin. */
const STUDIO_LAUNCH = 'https://studio.example/launch/rocket?session=s-1&mode=real';

const refresh = (coin: number) => refreshAnswer({ coin, hasSafeboxPassword: false });

const calls = (seen: SeenRequest[], name: string) => seen.filter((r) => r.url.endsWith(`/${name}`));
const signIn = () => useSessionStore.getState().signIn('tok-1', userFixture({ coin: 500 }));

/** A server whose games calls answer as the real one does for a signed-in player. */
const gameServer = (overrides: Parameters<typeof stubApi>[0] = {}, config = configFixture) => {
  let coin = 123_456;
  return stubApi(
    {
      startGame: (body) =>
        body.tryIt
          ? envelope({ launchUrl: '/play/crash?demo=1' })
          : envelope({ launchUrl: LAUNCH, sessionId: 's-1' }),
      online: () => envelope({}),
      exitGame: () => {
        coin = 120_000;
        return envelope({});
      },
      refreshData: () => envelope(refresh(coin)),
      ...overrides,
    },
    config,
  );
};

const frame = () => screen.findByTestId<HTMLIFrameElement>('game-frame');

describe('/game/start', () => {
  it('starts the game and shows its launch URL full screen with the handle and the balance', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { seen } = gameServer({
      startGame: async () => {
        await held;
        return envelope({ launchUrl: LAUNCH, sessionId: 's-1' });
      },
    });
    signIn();
    renderApp('/game/start?gameId=1005');
    expect(await screen.findByText('Starting Rocket Rush…')).toBeInTheDocument();
    release();

    const iframe = await frame();
    expect(iframe).toHaveAttribute('src', LAUNCH);
    expect(iframe).toHaveAttribute('title', 'Rocket Rush');
    expect(calls(seen, 'startGame').map((r) => r.body?.gameId)).toEqual([1005]);
    expect(calls(seen, 'startGame')[0]?.body).not.toHaveProperty('tryIt');

    const handle = screen.getByRole('toolbar', { name: 'Game menu' });
    expect(within(handle).getByRole('button', { name: 'Leave the game' })).toBeInTheDocument();
    expect(within(handle).getByRole('button', { name: 'Fairness' })).toBeInTheDocument();
    // Floored to two decimals, fresh from refreshData as the game opens.
    await waitFor(() => expect(screen.getByTestId('game-balance')).toHaveTextContent('1,234.56'));
    // No navigation bar and no tab bar over the game.
    expect(screen.queryByTestId('navbar')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('passes tryIt and activityId on, and shows demo play without a balance or a session', async () => {
    const { seen } = gameServer();
    const user = userEvent.setup();
    renderApp('/game/start?gameId=1005&tryIt=1&activityId=3');
    expect(await frame()).toHaveAttribute('src', '/play/crash?demo=1');
    expect(calls(seen, 'startGame')[0]?.body).toMatchObject({
      gameId: 1005,
      tryIt: true,
      activityId: 3,
    });
    expect(screen.queryByTestId('game-balance')).toBeNull();
    expect(screen.getByRole('toolbar', { name: 'Game menu' })).toHaveTextContent('Demo');

    await user.click(screen.getByRole('button', { name: 'Leave the game' }));
    await waitFor(() => expect(screen.queryByTestId('game-frame')).toBeNull());
    await settle();
    expect(calls(seen, 'exitGame')).toHaveLength(0);
    expect(calls(seen, 'refreshData')).toHaveLength(0);
  });

  it('sends a signed-out player to sign-in and back to the game afterwards', async () => {
    const { seen } = gameServer();
    const { router } = renderApp('/game/start?gameId=1005');
    await waitFor(() =>
      expect(location(router)).toBe('/auth/login?redirect=%2Fgame%2Fstart%3FgameId%3D1005'),
    );
    expect(calls(seen, 'startGame')).toHaveLength(0);
  });

  it('closes the session with a request that outlives the page when the tab goes away', async () => {
    const { seen } = gameServer();
    signIn();
    renderApp('/game/start?gameId=1005');
    await frame();
    expect(calls(seen, 'exitGame')).toHaveLength(0);

    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    await waitFor(() => expect(calls(seen, 'exitGame')).toHaveLength(1));
    const exit = calls(seen, 'exitGame')[0]!;
    expect(exit.body).toMatchObject({ gameId: 1005, sessionId: 's-1', appId: expect.any(String) });
    expect(exit.headers).toMatchObject({ authorization: 'tok-1' });
    expect(exit.keepalive).toBe(true);
  });

  it('leaves with the handle: exitGame, then the balance refreshed, back in the lobby', async () => {
    const { seen } = gameServer();
    signIn();
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await screen.findAllByTestId('game-tile');
    await act(() => router.navigate('/game/start?gameId=1005'));
    await frame();
    await waitFor(() => expect(screen.getByTestId('game-balance')).toHaveTextContent('1,234.56'));

    await user.click(screen.getByRole('button', { name: 'Leave the game' }));
    await waitFor(() => expect(location(router)).toBe('/'));
    await waitFor(() => expect(calls(seen, 'exitGame')).toHaveLength(1));
    expect(calls(seen, 'exitGame')[0]?.body).toMatchObject({ gameId: 1005, sessionId: 's-1' });
    // The refresh after leaving comes after the exit, and fills the balances.
    await waitFor(() => expect(cachedBalances()?.coin).toBe(120_000));
    const order = seen.map((r) => r.url.replace(/^.*\/app\/v1\//, ''));
    expect(order.lastIndexOf('refreshData')).toBeGreaterThan(order.indexOf('exitGame'));
    expect(await screen.findByTestId('balance-chip')).toHaveTextContent('1,200.00');
  });

  it('starts once and keeps the session through React’s development re-mount (StrictMode)', async () => {
    const { seen } = gameServer();
    signIn();
    renderApp('/game/start?gameId=1005', { strict: true });
    expect(await frame()).toHaveAttribute('src', LAUNCH);
    await settle();
    expect(calls(seen, 'startGame')).toHaveLength(1);
    expect(calls(seen, 'exitGame')).toHaveLength(0);
  });

  it('keeps start-up notices off the game until the player is back in the lobby', async () => {
    const withPopup = {
      ...configFixture,
      notices: configFixture.notices.map((n) => ({ ...n, popup: true })),
    };
    gameServer({}, withPopup);
    signIn();
    const user = userEvent.setup();
    const { router } = renderApp('/');
    expect(await screen.findByRole('dialog', { name: 'Welcome to the lobby' })).toBeInTheDocument();

    // The notice still waits to be dismissed, but not over the game.
    await act(() => router.navigate('/game/start?gameId=1005'));
    await frame();
    expect(useModalManager.getState().current?.kind).toBe('notice');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Leave the game' }));
    await waitFor(() => expect(location(router)).toBe('/'));
    expect(await screen.findByRole('dialog', { name: 'Welcome to the lobby' })).toBeInTheDocument();
  });

  it('closes the session when the player goes elsewhere without the handle', async () => {
    const { seen } = gameServer();
    signIn();
    const { router } = renderApp('/game/start?gameId=1005');
    await frame();
    await act(() => router.navigate('/member'));
    await waitFor(() => expect(calls(seen, 'exitGame')).toHaveLength(1));
    expect(calls(seen, 'exitGame')[0]?.body).toMatchObject({ gameId: 1005 });
  });

  it('sends online {gameId} every 60 s, and a heartbeat that times out shows no Tips dialog', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let hang = false;
    const { seen } = gameServer({
      online: (_body, req) =>
        hang
          ? new Promise<Response>(() => {
              void req;
            })
          : envelope({}),
    });
    signIn();
    renderApp('/game/start?gameId=1005');
    await frame();
    expect(calls(seen, 'online')).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(calls(seen, 'online').map((r) => r.body?.gameId)).toEqual([1005]);
    hang = true;
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(calls(seen, 'online')).toHaveLength(2);
    // The request timeout (10 s) passes: the heartbeat asks for no dialog.
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(useAlertStore.getState().alerts).toEqual([]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await frame()).toBeInTheDocument();
  });

  it('updates the balance from the game frame’s own messages, and ignores anyone else’s', async () => {
    gameServer();
    signIn();
    renderApp('/game/start?gameId=1005');
    const iframe = await frame();
    await waitFor(() => expect(screen.getByTestId('game-balance')).toHaveTextContent('1,234.56'));
    const post = (data: unknown, origin = window.location.origin, source = iframe.contentWindow) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
      });

    post({ type: 'lobby:balance', coin: 98_765 });
    // The query cache tells its observers on the next task, not in the same one.
    await waitFor(() => expect(screen.getByTestId('game-balance')).toHaveTextContent('987.65'));
    expect(cachedBalances()?.playable).toBe(98_765);

    post({ type: 'lobby:balance', coin: 1 }, 'https://evil.example');
    post({ type: 'lobby:balance', coin: 2 }, window.location.origin, window);
    post({ type: 'lobby:balance', coin: 'lots' });
    post({ type: 'something:else', coin: 3 });
    post({ type: 'lobby:balance', coin: 1.5 });
    expect(cachedBalances()?.playable).toBe(98_765);
  });

  it('opens the fairness page in the frame, and goes back to the game', async () => {
    gameServer();
    signIn();
    const user = userEvent.setup();
    renderApp('/game/start?gameId=1005');
    await frame();
    await user.click(screen.getByRole('button', { name: 'Fairness' }));
    // Set to the game being played.
    expect(await frame()).toHaveAttribute('src', '/play/fairness?game=crash');
    const back = screen.getByRole('button', { name: 'Back to the game' });
    expect(back).toHaveAttribute('aria-pressed', 'true');
    await user.click(back);
    expect(await frame()).toHaveAttribute('src', LAUNCH);
  });

  it('drags the handle with a pointer along the strip above the game, and a drag is no tap', async () => {
    const { seen } = gameServer();
    signIn();
    const { router } = renderApp('/game/start?gameId=1005');
    await frame();
    const handle = screen.getByTestId('game-handle');
    handle.getBoundingClientRect = () => ({ width: 200, height: 48 }) as DOMRect;
    const leave = screen.getByRole('button', { name: 'Leave the game' });

    fireEvent.pointerDown(leave, { pointerId: 1, clientX: 30, clientY: 80, button: 0 });
    // The frame stops taking the pointer while the handle is pressed.
    expect(document.body).toHaveAttribute('data-dragging');
    // Followed off the handle too (a mouse leaves it at once).
    // Down over the game: it stays in the 52 px strip above it (48 px tall, so at most 4 down).
    fireEvent.pointerMove(document.body, { pointerId: 1, clientX: 130, clientY: 280 });
    expect(handle.style.transform).toBe('translate3d(108px, 4px, 0)');
    // Another finger moves nothing.
    fireEvent.pointerMove(document.body, { pointerId: 9, clientX: 0, clientY: 0 });
    expect(handle.style.transform).toBe('translate3d(108px, 4px, 0)');
    // Far past the corner: it stops at the strip's right end.
    fireEvent.pointerMove(leave, { pointerId: 1, clientX: 5000, clientY: 5000 });
    expect(handle.style.transform).toBe(`translate3d(${window.innerWidth - 200}px, 4px, 0)`);
    fireEvent.pointerUp(document.body, { pointerId: 1, clientX: 5000, clientY: 5000 });
    expect(document.body).not.toHaveAttribute('data-dragging');
    fireEvent.click(leave);
    expect(location(router)).toBe('/game/start?gameId=1005');
    expect(calls(seen, 'exitGame')).toHaveLength(0);

    // A press that barely moves is a tap: the emblem folds the menu away, and back.
    const grip = screen.getByRole('button', { name: 'Hide the game menu' });
    fireEvent.pointerDown(grip, { pointerId: 2, clientX: 10, clientY: 10, button: 0 });
    fireEvent.pointerMove(grip, { pointerId: 2, clientX: 12, clientY: 11 });
    fireEvent.pointerUp(grip, { pointerId: 2, clientX: 12, clientY: 11 });
    // The tap comes well after the earlier drag (whose late click is swallowed for 350 ms).
    const later = Date.now() + 1_000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
    fireEvent.click(grip);
    expect(screen.queryByRole('button', { name: 'Leave the game' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show the game menu' }));
    expect(screen.getByRole('button', { name: 'Leave the game' })).toBeInTheDocument();
    clock.mockRestore();
  });

  it('opens the handle where the player last left it along the strip', async () => {
    gameServer();
    signIn();
    localStorage.setItem('lobby.gameHandle', JSON.stringify({ x: 40, y: 300 }));
    renderApp('/game/start?gameId=1005');
    await frame();
    const handle = screen.getByTestId('game-handle');
    // A place kept lower (before the strip) comes back up into the strip (52 px; jsdom lays out
    // the handle 0 px tall).
    expect(handle.style.transform).toBe('translate3d(40px, 52px, 0)');

    handle.getBoundingClientRect = () => ({ width: 200, height: 48 }) as DOMRect;
    const leave = screen.getByRole('button', { name: 'Leave the game' });
    fireEvent.pointerDown(leave, { pointerId: 1, clientX: 50, clientY: 60, button: 0 });
    fireEvent.pointerMove(document.body, { pointerId: 1, clientX: 150, clientY: 10 });
    fireEvent.pointerUp(document.body, { pointerId: 1, clientX: 150, clientY: 10 });
    expect(JSON.parse(localStorage.getItem('lobby.gameHandle') ?? 'null')).toEqual({
      x: 140,
      y: 2,
    });
  });

  it('says when the game does not exist, with the way back to the lobby', async () => {
    const { seen } = gameServer({ startGame: () => refusal(ErrorCode.GAME_NOT_FOUND) });
    signIn();
    renderApp('/game/start?gameId=9999');
    expect(await screen.findByText('This game is not in the lobby')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the lobby' })).toHaveAttribute('href', '/');
    expect(calls(seen, 'startGame')).toHaveLength(1);
  });

  it('needs no call to know that a missing or malformed gameId is no game', async () => {
    const { seen } = gameServer();
    renderApp('/game/start');
    expect(await screen.findByText('This game is not in the lobby')).toBeInTheDocument();
    expect(calls(seen, 'startGame')).toHaveLength(0);
  });

  it('offers sign-in when a game has no demo play', async () => {
    gameServer({ startGame: () => refusal(ErrorCode.GAME_TRY_IT_UNAVAILABLE) });
    renderApp('/game/start?gameId=1005&tryIt=1');
    expect(await screen.findByText('No demo for this game')).toBeInTheDocument();
    expect(
      screen.getByText('This game has no demo play. Please log in to play.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to play' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Fgame%2Fstart%3FgameId%3D1005',
    );
    expect(screen.getByRole('link', { name: 'Back to the lobby' })).toHaveAttribute('href', '/');
  });

  it('says when the game’s provider is down, with the way back and a retry', async () => {
    let down = true;
    const { seen } = gameServer({
      startGame: () =>
        down
          ? refusal(ErrorCode.GAME_PROVIDER_UNAVAILABLE)
          : envelope({ launchUrl: STUDIO_LAUNCH, sessionId: 's-1' }),
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/game/start?gameId=1005');
    expect(await screen.findByText('Rocket Rush is taking a break')).toBeInTheDocument();
    expect(
      screen.getByText(
        'This game’s provider is not available right now. Please try again later or pick another game.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the lobby' })).toHaveAttribute('href', '/');
    expect(screen.queryByTestId('game-frame')).toBeNull();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await frame()).toHaveAttribute('src', STUDIO_LAUNCH);
    expect(calls(seen, 'startGame')).toHaveLength(2);
  });

  it('frames a provider’s page at its own origin: its balance messages count, no fairness page', async () => {
    gameServer({ startGame: () => envelope({ launchUrl: STUDIO_LAUNCH, sessionId: 's-1' }) });
    signIn();
    renderApp('/game/start?gameId=1005');
    const iframe = await frame();
    expect(iframe).toHaveAttribute('src', STUDIO_LAUNCH);
    expect(screen.queryByRole('button', { name: 'Fairness' })).toBeNull();
    await waitFor(() => expect(screen.getByTestId('game-balance')).toHaveTextContent('1,234.56'));
    const post = (coin: number, origin: string) =>
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            data: { type: 'lobby:balance', coin },
            origin,
            source: iframe.contentWindow,
          }),
        );
      });
    // Our own origin is not the game's here; the studio's is.
    post(1, window.location.origin);
    post(2, 'https://evil.example');
    await settle();
    expect(screen.getByTestId('game-balance')).toHaveTextContent('1,234.56');
    post(55_500, 'https://studio.example');
    await waitFor(() => expect(screen.getByTestId('game-balance')).toHaveTextContent('555.00'));
    expect(cachedBalances()?.playable).toBe(55_500);
  });

  it('explains any other failure in words and tries again on request', async () => {
    let fail = true;
    const { seen } = gameServer({
      startGame: () =>
        fail ? envelope(undefined, 503, 503, 'busy') : envelope({ launchUrl: LAUNCH }),
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/game/start?gameId=1005');
    expect(await screen.findByText('The game could not start')).toBeInTheDocument();
    expect(
      screen.getByText('This service is busy right now. Please try again in a moment.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await frame()).toHaveAttribute('src', LAUNCH);
    expect(calls(seen, 'startGame')).toHaveLength(2);
  });

  it('shows the end of a session the server closed, and opens the game again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let session = 1;
    const { seen } = gameServer({
      startGame: () => envelope({ launchUrl: `/play/crash?session=s-${session}` }),
      online: () => refusal(ErrorCode.GAME_SESSION_CLOSED),
    });
    signIn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/game/start?gameId=1005');
    await frame();
    session = 2;
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(await screen.findByText('The game session has ended')).toBeInTheDocument();
    expect(screen.queryByTestId('game-frame')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open the game again' }));
    expect(await frame()).toHaveAttribute('src', '/play/crash?session=s-2');
    expect(calls(seen, 'startGame')).toHaveLength(2);
  });

  it('signs the player out on a 401 from startGame (an expired session)', async () => {
    gameServer({ startGame: () => envelope(undefined, 401, 401, 'expired') });
    signIn();
    const { router } = renderApp('/game/start?gameId=1005');
    // Back to the game after sign-in, on the account form (the account name was saved).
    await waitFor(() =>
      expect(location(router)).toBe(
        '/auth/login?type=account&redirect=%2Fgame%2Fstart%3FgameId%3D1005',
      ),
    );
    expect(useSessionStore.getState().token).toBeNull();
  });
});
