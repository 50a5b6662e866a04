import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../stores/session-store';
import { envelope, stubFetch } from '../test/fetch-stub';
import { pendingEvents, resetTelemetry, track } from './telemetry';
import { startTelemetry } from './telemetry-sender';
import { userFixture } from '../test/fixtures/user';

let stop: () => void = () => undefined;
beforeEach(() => resetTelemetry());
afterEach(() => {
  stop();
  resetTelemetry();
});

const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('telemetry', () => {
  it('sends batches of at most 20 events every 2 s to anonymous/appEventLogClient', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-06-01T12:00:00.750Z'));
    const { seen } = stubFetch(() => envelope({ accepted: 20 }));
    stop = startTelemetry();
    for (let i = 0; i < 45; i++) track('page_view', { path: `/p${i}` });

    await vi.advanceTimersByTimeAsync(1_999);
    expect(seen).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(4_000);

    expect(seen.map((r) => (r.body?.eventList as unknown[]).length)).toEqual([20, 20, 5]);
    const [first] = seen;
    expect(first?.url).toBe('/app/v1/anonymous/appEventLogClient');
    expect(first?.body).toMatchObject({ channel: 'WEB', appVersion: '1.1.1', appId: 'lobby-web' });
    expect((first?.body?.eventList as unknown[])[0]).toEqual({
      eventName: 'page_view',
      channel: 'WEB',
      appId: 'lobby-web',
      version: '1.1.1',
      eventTime: 1_748_779_200, // whole seconds, not milliseconds
      eventUserId: '',
      params: { path: '/p0' },
    });
    expect(pendingEvents()).toBe(0);
  });

  it('carries the signed-in user id', async () => {
    vi.useFakeTimers();
    const { seen } = stubFetch(() => envelope({ accepted: 1 }));
    useSessionStore.getState().signIn('t', userFixture({ id: 42, account: '' }));
    stop = startTelemetry();
    track('game_click', { gameId: 1001 });
    await vi.advanceTimersByTimeAsync(2_000);
    expect((seen[0]?.body?.eventList as { eventUserId: unknown }[])[0]?.eventUserId).toBe(42);
  });

  it('flushes everything with sendBeacon, as a text/plain JSON string, when the page is hidden', () => {
    const beacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
    stop = startTelemetry();
    for (let i = 0; i < 25; i++) track('tab_click', { tab: 'vip' });

    setVisibility('hidden');
    setVisibility('visible');

    expect(beacon).toHaveBeenCalledTimes(2);
    const [url, body] = beacon.mock.calls[0] ?? [];
    expect(url).toBe('/app/v1/anonymous/appEventLogClient');
    // A string body is sent by the browser as text/plain;charset=UTF-8 (no CORS preflight).
    expect(typeof body).toBe('string');
    const parsed = JSON.parse(body as string) as { eventList: unknown[] };
    expect(parsed).toMatchObject({
      appId: 'lobby-web',
      channel: 'WEB',
      appVersion: '1.1.1',
      platform: 1,
    });
    expect(parsed.eventList).toHaveLength(20);
    expect(
      (JSON.parse(beacon.mock.calls[1]?.[1] as string) as { eventList: unknown[] }).eventList,
    ).toHaveLength(5);
    expect(pendingEvents()).toBe(0);
  });
});
