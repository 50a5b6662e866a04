import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { cachedBalances, refreshAnswer } from '@/test/balances';
import { envelope, refusal, stubApi, type SeenRequest } from '@/test/fetch-stub';
import { FakeChatSocket } from '@/test/fake-chat-socket';
import { userFixture } from '@/test/fixtures/user';
import {
  BALANCE_BACKOFF_MAX_MS,
  BALANCE_LISTENING_POLL_MS,
  BALANCE_POLL_MS,
  keepBalancesFresh,
  nextPollIn,
  useBalanceFreshness,
} from './balance-freshness';
import { openBalanceSocket } from './balance-socket';
import { queryClient } from './query-client';

const asked = (seen: SeenRequest[]) => seen.filter((r) => r.url.endsWith('/refreshData')).length;

let visibility: DocumentVisibilityState = 'visible';
let online = true;
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

/** Lets the answers in flight settle (the stub answers on promises, not timers). */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  visibility = 'visible';
  online = true;
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  useSessionStore.getState().signIn('tok-1', userFixture());
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  FakeChatSocket.all = [];
  vi.stubGlobal('WebSocket', FakeChatSocket);
});
afterEach(() => queryClient.clear());

/** The balance's socket as the app opens it, on fake sockets. */
const pushed = () =>
  keepBalancesFresh((events) =>
    openBalanceSocket('tok-1', events, (url) => new FakeChatSocket(url)),
  );

describe('the balance’s freshness', () => {
  it('asks as the app opens, then every 10 s while the tab shows, taking what another device moved', async () => {
    let coin = 1_000;
    const { seen } = stubApi({ refreshData: () => envelope(refreshAnswer({ coin })) });
    const stop = keepBalancesFresh();
    await settle();
    expect(asked(seen)).toBe(1);
    expect(cachedBalances()?.coin).toBe(1_000);
    // Another device moves money: the next poll brings it, never later than 10 s.
    coin = 4_000;
    await act(() => vi.advanceTimersByTimeAsync(BALANCE_POLL_MS - 1));
    expect(asked(seen)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(asked(seen)).toBe(2);
    expect(cachedBalances()?.coin).toBe(4_000);
    stop();
    await act(() => vi.advanceTimersByTimeAsync(BALANCE_POLL_MS * 3));
    expect(asked(seen)).toBe(2);
  });

  it('stops polling while the tab is hidden or offline, and asks at once on return, focus and online', async () => {
    const { seen } = stubApi({ refreshData: () => envelope(refreshAnswer()) });
    const stop = keepBalancesFresh();
    await settle();
    expect(asked(seen)).toBe(1);
    setVisibility('hidden');
    await act(() => vi.advanceTimersByTimeAsync(BALANCE_POLL_MS * 5));
    expect(asked(seen)).toBe(1);
    setVisibility('visible');
    await settle();
    expect(asked(seen)).toBe(2);
    window.dispatchEvent(new Event('focus'));
    await settle();
    expect(asked(seen)).toBe(3);
    online = false;
    window.dispatchEvent(new Event('offline'));
    await act(() => vi.advanceTimersByTimeAsync(BALANCE_POLL_MS * 5));
    expect(asked(seen)).toBe(3);
    online = true;
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(asked(seen)).toBe(4);
    stop();
  });

  it('backs off after failures, up to a minute, and polls lightly again after a success', async () => {
    expect([0, 1, 2, 3, 4, 10].map(nextPollIn)).toEqual([
      10_000,
      20_000,
      40_000,
      60_000,
      60_000,
      BALANCE_BACKOFF_MAX_MS,
    ]);
    let failing = true;
    const { seen } = stubApi({
      refreshData: () => (failing ? refusal(1999) : envelope(refreshAnswer())),
    });
    const stop = keepBalancesFresh();
    await settle();
    // The first ask failed: the next waits 20 s, not 10; after a second failure, 40 s.
    const first = asked(seen);
    expect(first).toBeGreaterThanOrEqual(1);
    await act(() => vi.advanceTimersByTimeAsync(2 * BALANCE_POLL_MS - 1));
    expect(asked(seen)).toBe(first);
    await act(() => vi.advanceTimersByTimeAsync(1));
    const second = asked(seen);
    expect(second).toBeGreaterThan(first);
    await act(() => vi.advanceTimersByTimeAsync(4 * BALANCE_POLL_MS - 1));
    expect(asked(seen)).toBe(second);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(asked(seen)).toBeGreaterThan(second);
    failing = false;
    window.dispatchEvent(new Event('focus'));
    await settle();
    const back = asked(seen);
    await act(() => vi.advanceTimersByTimeAsync(BALANCE_POLL_MS));
    expect(asked(seen)).toBe(back + 1);
    stop();
  });

  it('asks at once when the socket says the balance changed; polls only each minute while it listens', async () => {
    let coin = 1_000;
    const { seen } = stubApi({ refreshData: () => envelope(refreshAnswer({ coin })) });
    const stop = pushed();
    await settle();
    expect(asked(seen)).toBe(1);
    const socket = FakeChatSocket.latest();
    socket.open();
    expect(socket.framesOf('hello')).toEqual([
      expect.objectContaining({ token: 'tok-1', balanceOnly: true }),
    ]);
    socket.receive({ t: 'watching' });
    // A win on another device: the nudge brings it at once, not at the next poll.
    coin = 4_000;
    socket.receive({ t: 'balance' });
    await settle();
    expect(asked(seen)).toBe(2);
    expect(cachedBalances()?.coin).toBe(4_000);
    // While the socket listens the poll is a fallback: a minute, not 10 s.
    await act(() => vi.advanceTimersByTimeAsync(BALANCE_LISTENING_POLL_MS - 1));
    expect(asked(seen)).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(asked(seen)).toBe(3);
    // The socket drops: the light poll is back, and a socket welcomed again asks once.
    socket.drop();
    await act(() => vi.advanceTimersByTimeAsync(BALANCE_POLL_MS));
    expect(asked(seen)).toBe(4);
    const again = FakeChatSocket.latest();
    expect(again).not.toBe(socket);
    again.open();
    again.receive({ t: 'watching' });
    await settle();
    expect(asked(seen)).toBe(5);
    stop();
    expect(again.closedWith).toBe(1000);
    again.receive({ t: 'balance' });
    await settle();
    expect(asked(seen)).toBe(5);
  });

  it('closes the socket while the tab is hidden and opens one on return', async () => {
    stubApi({ refreshData: () => envelope(refreshAnswer()) });
    const stop = pushed();
    await settle();
    const first = FakeChatSocket.latest();
    setVisibility('hidden');
    expect(first.closedWith).toBe(1000);
    setVisibility('visible');
    expect(FakeChatSocket.all).toHaveLength(2);
    stop();
  });

  it('runs only while a player is signed in', async () => {
    const { seen } = stubApi({ refreshData: () => envelope(refreshAnswer()) });
    const { unmount } = renderHook(() => useBalanceFreshness());
    await settle();
    expect(asked(seen)).toBe(1);
    const socket = FakeChatSocket.latest();
    act(() => useSessionStore.getState().clear());
    await act(() => vi.advanceTimersByTimeAsync(BALANCE_POLL_MS * 3));
    expect(asked(seen)).toBe(1);
    // Its socket goes with the session.
    expect(socket.closedWith).toBe(1000);
    unmount();
  });
});
