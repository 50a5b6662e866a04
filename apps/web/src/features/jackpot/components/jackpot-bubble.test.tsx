import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ActivityType } from '@lobby/contract/values/enums';
import { useSessionStore } from '@/stores/session-store';
import { settle } from '@/test/settle';
import { allLiveIds, envelope, stubApi } from '@/test/fetch-stub';
import { configFixture } from '@/test/fixtures/app-config';
import { drawInfo } from '@/test/fixtures/jackpot';
import { statusFlags } from '@/test/fixtures/status-flags';
import { userFixture } from '@/test/fixtures/user';
import { renderApp } from '@/test/render-app';

const signIn = () => useSessionStore.getState().signIn('tok-1', userFixture());

/** The server with the jackpot live (or not) and the red dots as told. */
const server = ({ live = true, canDraw = false } = {}) =>
  stubApi({
    getActivityIds: () => {
      const ids = allLiveIds(configFixture);
      return envelope(
        live
          ? { ...ids, activityMap: { ...ids.activityMap, [ActivityType.LuckyJackpot]: 99 } }
          : ids,
      );
    },
    activityGetStatusList: () => envelope(statusFlags({ canReceiveDrawChance: canDraw })),
    getJackpotDrawInfo: () => envelope(drawInfo({ canReceiveDrawChance: canDraw })),
  });

describe('the jackpot bubble', () => {
  // Loaded up front, so that a bubble that should not show would be on screen within a settle().
  beforeAll(() => import('./jackpot-bubble'));

  it('floats over the lobby for a signed-in player with a red dot when a draw waits, and opens the jackpot', async () => {
    server({ canDraw: true });
    signIn();
    renderApp('/');
    const bubble = await screen.findByRole('button', {
      name: 'Open the lucky jackpot: a draw is waiting',
    });
    expect(screen.getByTestId('jackpot-bubble-dot')).toBeInTheDocument();
    await userEvent.click(bubble);
    const dialog = await screen.findByRole('dialog', { name: 'Lucky Jackpot' });
    expect(await screen.findByRole('button', { name: 'SPIN' })).toBeEnabled();
    expect(dialog).toContainElement(screen.getByRole('button', { name: 'SPIN' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Lucky Jackpot' })).toBeNull();
    // From the keyboard too: it is a button.
    bubble.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Lucky Jackpot' })).toBeInTheDocument();
  });

  it('has no red dot when no draw waits, and shows on Me and the game lists too', async () => {
    server();
    signIn();
    const { router } = renderApp('/member');
    expect(await screen.findByRole('button', { name: 'Open the lucky jackpot' })).toBeVisible();
    expect(screen.queryByTestId('jackpot-bubble-dot')).toBeNull();
    // The page keeps room at its end for what floats over it (the chat goes with the tab bar).
    const shell = () => screen.getByRole('main').parentElement;
    expect(shell()).toHaveAttribute('data-floats', 'chat jackpot');
    await router.navigate('/member/games');
    expect(await screen.findByRole('button', { name: 'Open the lucky jackpot' })).toBeVisible();
    await waitFor(() => expect(shell()).toHaveAttribute('data-floats', 'jackpot'));
    await router.navigate('/vip');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Open the lucky jackpot' })).toBeNull(),
    );
  });

  it('is not there for a visitor, nor while the jackpot is not live', async () => {
    server();
    const first = renderApp('/');
    await screen.findAllByRole('link', { name: 'Log in' });
    await settle();
    expect(screen.queryByTestId('jackpot-bubble')).toBeNull();
    first.unmount();
    server({ live: false });
    signIn();
    renderApp('/');
    await screen.findByRole('navigation', { name: 'Main' });
    await settle();
    expect(screen.queryByTestId('jackpot-bubble')).toBeNull();
  });

  it('is dragged, not opened, by a press that moves, and stays where it was left for the visit', async () => {
    server();
    signIn();
    renderApp('/');
    const bubble = await screen.findByRole('button', { name: 'Open the lucky jackpot' });
    // A click this soon after a drag belongs to the drag; the test's clock says how soon.
    vi.useFakeTimers({ toFake: ['Date'] });
    fireEvent.pointerDown(bubble, { pointerId: 1, clientX: 100, clientY: 600, button: 0 });
    fireEvent.pointerMove(window, { pointerId: 1, clientX: 60, clientY: 300 });
    fireEvent.pointerUp(window, { pointerId: 1, clientX: 60, clientY: 300 });
    fireEvent.click(bubble);
    await settle();
    expect(screen.queryByRole('dialog', { name: 'Lucky Jackpot' })).toBeNull();
    const kept = JSON.parse(sessionStorage.getItem('lobby.jackpotBubble')!) as {
      x: number;
      y: number;
    };
    expect(screen.getByTestId('jackpot-bubble').style.transform).toBe(
      `translate3d(${kept.x}px, ${kept.y}px, 0)`,
    );
    expect(kept.y).toBeLessThan(window.innerHeight - 200);
    // A press that does not move is a tap.
    vi.advanceTimersByTime(349);
    fireEvent.pointerDown(bubble, { pointerId: 2, clientX: 60, clientY: 300, button: 0 });
    fireEvent.pointerUp(window, { pointerId: 2, clientX: 61, clientY: 301 });
    fireEvent.click(bubble);
    await settle();
    expect(screen.queryByRole('dialog', { name: 'Lucky Jackpot' })).toBeNull();
    vi.advanceTimersByTime(1);
    fireEvent.click(bubble);
    expect(await screen.findByRole('dialog', { name: 'Lucky Jackpot' })).toBeInTheDocument();
  });
});
