import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@lobby/contract/values/errors';
import { useSessionStore } from '@/stores/session-store';
import { seriousViolations } from '@/test/axe';
import { refreshAnswer } from '@/test/balances';
import { envelope, refusal, stubApi, type SeenRequest } from '@/test/fetch-stub';
import { userFixture } from '@/test/fixtures/user';
import { location, renderApp } from '@/test/render-app';

// The reality check over the game (ADR 0072): every N minutes of play from the session's start
// on the server's clock, the time played and the net, the game held until the player chooses.

const LAUNCH = '/play/crash?session=s-1';
const STUDIO_LAUNCH = 'https://studio.example/launch/rocket?session=s-1&mode=real';
const MINUTE = 60_000;

const calls = (seen: SeenRequest[], name: string) => seen.filter((r) => r.url.endsWith(`/${name}`));

/**
 * A server with a game session that started `playedMinutes` before the page opened, on a server
 * clock `skewMs` ahead of the page's; `net` its rounds' net; `minutes` the interval.
 */
const server = (
  options: { playedMinutes?: number; skewMs?: number; net?: number; minutes?: 15 | 30 | 60 } = {},
  launchUrl = LAUNCH,
) => {
  const { playedMinutes = 0, skewMs = 0, net = -1_250, minutes = 15 } = options;
  const startedAt = Math.floor((Date.now() + skewMs) / 1000) - playedMinutes * 60;
  let closed = false;
  const api = stubApi({
    startGame: () => envelope({ launchUrl, sessionId: 's-1' }),
    online: () => envelope({}),
    exitGame: () => {
      closed = true;
      return envelope({});
    },
    refreshData: () => envelope(refreshAnswer({ coin: 50_000, hasSafeboxPassword: false })),
    gameSessionSummary: () => {
      if (closed) return refusal(ErrorCode.GAME_SESSION_CLOSED);
      const now = Math.floor((Date.now() + skewMs) / 1000);
      return envelope({
        sessionId: 's-1',
        startedAt,
        now,
        playedSeconds: now - startedAt,
        rounds: 3,
        bets: 3_000,
        wins: 3_000 + net,
        net,
        minutes,
      });
    },
  });
  return api;
};

const openGame = async () => {
  useSessionStore.getState().signIn('tok-1', userFixture({ coin: 500 }));
  const app = renderApp('/game/start?gameId=1005');
  const frame = await screen.findByTestId<HTMLIFrameElement>('game-frame');
  const posted = vi.spyOn(frame.contentWindow!, 'postMessage');
  return { ...app, frame, posted };
};

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('the reality check on the game page', () => {
  it('shows the time and net at 15 minutes, holds the game, and resumes on Keep playing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { seen } = server();
    const { frame, posted } = await openGame();
    await waitFor(() => expect(calls(seen, 'gameSessionSummary')).toHaveLength(1));
    expect(calls(seen, 'gameSessionSummary')[0]?.body).toMatchObject({ gameId: 1005 });

    await advance(14 * MINUTE + 50_000);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(posted).not.toHaveBeenCalled();
    await advance(15_000);

    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' });
    expect(within(dialog).getByTestId('reality-check-time')).toHaveTextContent(
      'You have played for 15 minutes in this game session.',
    );
    expect(within(dialog).getByTestId('reality-check-net')).toHaveTextContent('−12.50');
    // Held: our own game hears it, and the frame takes no input under the dialog.
    expect(posted).toHaveBeenCalledWith({ type: 'lobby:pause' }, window.location.origin);
    expect(frame).toHaveAttribute('inert');
    // No way round it: neither Escape nor a close button.
    await act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    expect(await seriousViolations()).toEqual([]);

    await act(() => within(dialog).getByRole('button', { name: 'Keep playing' }).click());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(posted).toHaveBeenLastCalledWith({ type: 'lobby:resume' }, window.location.origin);
    expect(frame).not.toHaveAttribute('inert');

    // The next one at 30 minutes of play.
    await advance(14 * MINUTE);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(MINUTE);
    expect(await screen.findByTestId('reality-check-time')).toHaveTextContent(
      'You have played for 30 minutes in this game session.',
    );
  });

  it('counts from the session’s start on the server’s clock, not from the page opening', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // A session 40 minutes old (the page reloaded), a server clock 5 minutes off the page's,
    // every 30 minutes: the next check is at 60 minutes of play, 20 minutes from now.
    server({ playedMinutes: 40, skewMs: 5 * MINUTE, minutes: 30, net: 4_000 });
    await openGame();
    await advance(19 * MINUTE);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(MINUTE + 2_000);
    expect(await screen.findByTestId('reality-check-time')).toHaveTextContent(
      'You have played for 1 hour in this game session.',
    );
    expect(screen.getByTestId('reality-check-net')).toHaveTextContent('+40.00');
  });

  it('Stop leaves the game and closes its session', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { seen } = server();
    const { router } = await openGame();
    await advance(15 * MINUTE + 1_000);
    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' });
    await act(() => within(dialog).getByRole('button', { name: 'Stop playing' }).click());
    await waitFor(() => expect(calls(seen, 'exitGame')).toHaveLength(1));
    expect(calls(seen, 'exitGame')[0]?.body).toMatchObject({ gameId: 1005, sessionId: 's-1' });
    await waitFor(() => expect(location(router)).toBe('/'));
    expect(screen.queryByTestId('game-frame')).toBeNull();
  });

  it('covers a provider’s frame and posts the pause to its origin alone', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server({}, STUDIO_LAUNCH);
    const { frame, posted } = await openGame();
    await advance(15 * MINUTE + 1_000);
    await screen.findByRole('alertdialog', { name: 'Reality check' });
    expect(posted).toHaveBeenCalledWith({ type: 'lobby:pause' }, 'https://studio.example');
    expect(frame).toHaveAttribute('inert');
  });
});
