import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LobbyBigWin, LobbyLiveAnswer } from '@lobby/contract/jackpot';
import { ActivityType } from '@lobby/contract/values/enums';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session-store';
import { envelope, stubApi, type SeenRequest } from '@/test/fetch-stub';
import { activity, configFixture } from '@/test/fixtures/app-config';
import { userFixture } from '@/test/fixtures/user';
import { preferReducedMotion } from '@/test/play-kit';
import { location, renderApp } from '@/test/render-app';
import { shownPeriodOf } from '@lobby/contract/values/jackpot-figures';
import { moneyFigure } from '@lobby/contract/values/money';
import { figuresOf } from '@/lib/jackpot-figures';
import { useCountingAmounts } from './jackpot-ticker';

/** Holds the clock still, so every view shows the figures of one 6 s period. */
const holdClock = () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(1_700_000_000_000);
};

/** What every jackpot view shows now for these pools (lib/jackpot-figures.ts). */
const shownNow = (list: LobbyLiveAnswer['pools']) => {
  const f = figuresOf(list, shownPeriodOf(Date.now()));
  // As toHaveTextContent reads the screen: the no-break space as a space.
  const text = (amount: number) => `${moneyFigure(amount)} coins`;
  return { total: text(f.total), mega: text(f.pools.mega.shown), mini: text(f.pools.mini.shown) };
};

const withJackpot = {
  ...configFixture,
  activities: [...configFixture.activities, activity(9, ActivityType.LuckyJackpot)],
};

const pools = (mega: number, major = 250_000, minor = 50_000, mini = 10_001) => [
  // Out of tier order on purpose: the ticker puts them in order.
  { tier: 'mini' as const, propId: 50004, amount: mini, sectionMin: 0, sectionMax: mini },
  { tier: 'mega' as const, propId: 50001, amount: mega, sectionMin: 0, sectionMax: mega },
  { tier: 'major' as const, propId: 50002, amount: major, sectionMin: 0, sectionMax: major },
  { tier: 'minor' as const, propId: 50003, amount: minor, sectionMin: 0, sectionMax: minor },
];

const roundWin = (n: number, extra: Partial<LobbyBigWin> = {}): LobbyBigWin => ({
  key: `r:${n}`,
  kind: 'round',
  nickname: `Pl***${n}`,
  gameId: 1005,
  gameName: 'Rocket Rush',
  tier: null,
  multiplier: 2500,
  amount: 250_000 + n,
  createTime: 1_700_000_000 + n,
  ...extra,
});

const jackpotWin: LobbyBigWin = {
  key: 'j:7',
  kind: 'jackpot',
  nickname: 'Lu***ky',
  gameId: null,
  gameName: 'mega',
  tier: 'mega',
  multiplier: null,
  amount: 1_234_567,
  createTime: 1_700_000_100,
};

const live = (extra: Partial<LobbyLiveAnswer> = {}): LobbyLiveAnswer => {
  const list = extra.pools ?? pools(1_234_567);
  return {
    refreshedAt: 1_700_000_000,
    jackpotLive: true,
    total: list.reduce((sum, pool) => sum + pool.amount, 0),
    pools: list,
    bigWins: [],
    ...extra,
  };
};

/** A server answering anonymous/lobbyLive with `answer()` each time it is asked. */
const serveLive = (answer: () => LobbyLiveAnswer, config = withJackpot) => {
  const { seen } = stubApi({ 'anonymous/lobbyLive': () => envelope(answer()) }, config);
  return { asked: () => seen.filter((r: SeenRequest) => r.url.endsWith('/anonymous/lobbyLive')) };
};

const ticker = () => screen.findByRole('region', { name: 'Lucky jackpot' });

describe('the lobby’s jackpot ticker', () => {
  afterEach(() => {
    queryClient.clear();
  });

  it('shows the total and the four pools in tier order, each within the band below its pool, with the coin sign', async () => {
    holdClock();
    serveLive(() => live());
    renderApp('/');
    const region = await ticker();
    const shown = shownNow(pools(1_234_567));
    expect(within(region).getByTestId('jackpot-total')).toHaveTextContent(shown.total);
    expect(
      within(region)
        .getAllByRole('term')
        .map((el) => el.textContent),
    ).toEqual(['Mega', 'Major', 'Minor', 'Mini']);
    expect(within(region).getByTestId('jackpot-mega')).toHaveTextContent(shown.mega);
    expect(within(region).getByTestId('jackpot-mini')).toHaveTextContent(shown.mini);
    // Within the band: 97% to 100% of 12,345.67.
    const mega = Number(shown.mega.replace(/[^\d]/g, ''));
    expect(mega).toBeGreaterThanOrEqual(Math.ceil(1_234_567 * 0.97));
    expect(mega).toBeLessThanOrEqual(1_234_567);
  });

  it('opens the jackpot on a tap', async () => {
    serveLive(() => live());
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(
      within(await ticker()).getByRole('button', { name: 'Open the lucky jackpot' }),
    );
    await waitFor(() => expect(location(router)).toBe('/activity/jackpot'));
  });

  it('is hidden while the jackpot is not live, and when the lobby has no live jackpot', async () => {
    const server = serveLive(() => live({ jackpotLive: false, bigWins: [roundWin(1)] }));
    const { unmount } = renderApp('/');
    // The feed answered from the same call: the ticker had its answer too, and stays away.
    await screen.findByRole('list', { name: 'Big wins' });
    expect(screen.queryByRole('region', { name: 'Lucky jackpot' })).toBeNull();
    expect(server.asked().length).toBeGreaterThan(0);
    unmount();
    queryClient.clear();

    serveLive(() => live({ bigWins: [roundWin(1)] }), configFixture);
    renderApp('/');
    await screen.findByRole('list', { name: 'Big wins' });
    expect(screen.queryByRole('region', { name: 'Lucky jackpot' })).toBeNull();
  });

  it('jumps to new figures for reduced motion', async () => {
    holdClock();
    preferReducedMotion();
    let mega = 1_234_567;
    serveLive(() => live({ pools: pools(mega) }));
    renderApp('/');
    const region = await ticker();
    expect(within(region).getByTestId('jackpot-mega')).toHaveTextContent(
      shownNow(pools(mega)).mega,
    );
    mega = 1_300_099;
    // No animation frame may run from here: the new figure must come without one.
    const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    await act(() => queryClient.refetchQueries({ queryKey: ['anonymous/lobbyLive'] }));
    // Waited for as a render, not a frame (a loaded machine renders the answer a tick later).
    const shown = shownNow(pools(mega));
    await waitFor(() =>
      expect(within(region).getByTestId('jackpot-mega')).toHaveTextContent(shown.mega),
    );
    expect(within(region).getByTestId('jackpot-total')).toHaveTextContent(shown.total);
    expect(frames).not.toHaveBeenCalled();
    frames.mockRestore();
  });

  it('polls every 20 s while the tab is visible, never in the background', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = serveLive(() => live());
    renderApp('/');
    await ticker();
    const first = server.asked().length;
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    await waitFor(() => expect(server.asked().length).toBe(first + 1));

    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(server.asked().length).toBe(first + 1);

    // Back in view, it asks at once (the figures have gone stale) and polls again.
    hidden.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    await waitFor(() => expect(server.asked().length).toBe(first + 2));
  });
});

describe('counting the ticker’s figures', () => {
  /** Frames the test runs itself, at the times it sets. */
  const manualFrames = () => {
    let now = 0;
    let queued: FrameRequestCallback[] = [];
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      queued.push(callback);
      return queued.length;
    });
    vi.stubGlobal('cancelAnimationFrame', () => {
      queued = [];
    });
    return (at: number) =>
      act(() => {
        now = at;
        const run = queued;
        queued = [];
        for (const callback of run) callback(at);
      });
  };

  it('counts from the figures on screen to the new ones in whole hundredths', () => {
    const frame = manualFrames();
    const { result, rerender } = renderHook(({ values }) => useCountingAmounts(values), {
      initialProps: { values: [10_000, 500] },
    });
    // The first figures show as they are.
    expect(result.current).toEqual([10_000, 500]);
    rerender({ values: [20_001, 500] });
    frame(0);
    expect(result.current).toEqual([10_000, 500]);
    frame(300);
    const [climbing] = result.current;
    expect(climbing).toBeGreaterThan(10_000);
    expect(climbing).toBeLessThan(20_001);
    expect(Number.isInteger(climbing)).toBe(true);
    frame(1200);
    expect(result.current).toEqual([20_001, 500]);

    // A change mid-count counts on from where it stands.
    rerender({ values: [30_000, 500] });
    frame(1300);
    rerender({ values: [10_000, 400] });
    frame(1400);
    frame(1600);
    const [falling, small] = result.current;
    expect(falling).toBeLessThan(30_000);
    expect(small).toBeLessThan(500);
    frame(3000);
    expect(result.current).toEqual([10_000, 400]);
  });
});

describe('the big-wins feed', () => {
  afterEach(() => {
    queryClient.clear();
  });

  it('lists the wins: masked name, game linked, multiple, amount; a jackpot win shows its tier', async () => {
    serveLive(() => live({ bigWins: [roundWin(1), jackpotWin] }));
    renderApp('/');
    const list = await screen.findByRole('list', { name: 'Big wins' });
    const [round, jackpot] = within(list).getAllByRole('listitem');
    expect(round).toHaveTextContent('Pl***1 won');
    expect(round).toHaveTextContent('2,500.01');
    expect(round).toHaveTextContent('×25.00');
    // Signed out, the game's link goes through sign-in.
    expect(within(round!).getByRole('link', { name: 'Rocket Rush' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Fgame%2Fstart%3FgameId%3D1005',
    );
    expect(jackpot).toHaveTextContent('Lu***ky won');
    expect(jackpot).toHaveTextContent('Mega jackpot');
    expect(jackpot).toHaveTextContent('12,345.67');
    expect(within(jackpot!).queryByRole('link')).toBeNull();
    // Three wins or fewer stand still: no motion, nothing to pause.
    expect(screen.getByTestId('big-wins-window')).toHaveAttribute('data-moving', 'false');
    expect(screen.queryByRole('button', { name: 'Pause the big wins' })).toBeNull();
    // Not announced as it changes.
    expect(list.closest('[aria-live]')).toBeNull();
  });

  it('links a signed-in player straight to the game', async () => {
    useSessionStore.getState().signIn('tok-1', userFixture());
    serveLive(() => live({ bigWins: [roundWin(1)] }));
    renderApp('/');
    const list = await screen.findByRole('list', { name: 'Big wins' });
    expect(within(list).getByRole('link', { name: 'Rocket Rush' })).toHaveAttribute(
      'href',
      '/game/start?gameId=1005',
    );
  });

  it('scrolls a longer list, holding still on hover, on focus and with its button', async () => {
    serveLive(() => live({ bigWins: [1, 2, 3, 4, 5].map((n) => roundWin(n)) }));
    const user = userEvent.setup();
    renderApp('/');
    const list = await screen.findByRole('list', { name: 'Big wins' });
    const window = screen.getByTestId('big-wins-window');
    expect(window).toHaveAttribute('data-moving', 'true');
    expect(window).toHaveAttribute('data-paused', 'false');
    // One list to screen readers; the copy that closes the loop is hidden and inert.
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getAllByRole('list', { name: 'Big wins' })).toHaveLength(1);
    const copy = window.querySelector('ul[aria-hidden="true"]')!;
    expect(copy).toHaveAttribute('inert');
    expect(copy.querySelectorAll('li')).toHaveLength(5);

    await user.hover(window);
    expect(window).toHaveAttribute('data-paused', 'true');
    await user.unhover(window);
    expect(window).toHaveAttribute('data-paused', 'false');

    act(() => within(list).getAllByRole('link')[0]!.focus());
    expect(window).toHaveAttribute('data-paused', 'true');
    act(() => within(list).getAllByRole('link')[1]!.focus());
    expect(window).toHaveAttribute('data-paused', 'true');
    act(() => within(list).getAllByRole('link')[1]!.blur());
    expect(window).toHaveAttribute('data-paused', 'false');

    await user.click(screen.getByRole('button', { name: 'Pause the big wins' }));
    expect(window).toHaveAttribute('data-paused', 'true');
    const play = screen.getByRole('button', { name: 'Play the big wins' });
    expect(play).toHaveAttribute('aria-pressed', 'true');
    await user.click(play);
    expect(window).toHaveAttribute('data-paused', 'false');
  });

  it('stands still for reduced motion, with the newest wins', async () => {
    preferReducedMotion();
    serveLive(() => live({ bigWins: [1, 2, 3, 4, 5].map((n) => roundWin(n)) }));
    renderApp('/');
    const list = await screen.findByRole('list', { name: 'Big wins' });
    expect(screen.getByTestId('big-wins-window')).toHaveAttribute('data-moving', 'false');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Pl***1'),
      expect.stringContaining('Pl***2'),
      expect.stringContaining('Pl***3'),
    ]);
    expect(screen.queryByRole('button', { name: 'Pause the big wins' })).toBeNull();
  });

  it('shows nothing without wins', async () => {
    const server = serveLive(() => live({ jackpotLive: false }));
    renderApp('/');
    await screen.findByRole('region', { name: 'Crash' });
    await waitFor(() => expect(server.asked().length).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: 'Big wins' })).toBeNull();
  });
});
