import { callPath } from '@lobby/contract/values/calls';
import { EVENT_BATCH_MAX, EVENT_FLUSH_MS } from '@lobby/contract/values/telemetry';
import { call } from './api-client';
import { commonBody } from './common-body';
import { EVENT_CALL, eventQueue } from './telemetry';

let timer: ReturnType<typeof setInterval> | null = null;

/** Send one batch of at most EVENT_BATCH_MAX events (called every EVENT_FLUSH_MS). */
export async function flushBatch() {
  const eventList = eventQueue.splice(0, EVENT_BATCH_MAX);
  if (eventList.length === 0) return;
  try {
    await call(EVENT_CALL, { eventList }, { timeoutTip: false });
  } catch {
    // Best effort: a lost batch of page views is not worth a retry storm or a player-facing error.
  }
}

/** The page is being hidden: hand everything queued to sendBeacon, which survives unload. */
export function flushWithBeacon() {
  if (typeof navigator.sendBeacon !== 'function') return void flushBatch();
  while (eventQueue.length > 0) {
    const eventList = eventQueue.slice(0, EVENT_BATCH_MAX);
    // A string body goes as text/plain: no CORS preflight, and the server parses it as JSON.
    const sent = navigator.sendBeacon(
      callPath(EVENT_CALL),
      JSON.stringify({ ...commonBody(), eventList }),
    );
    if (!sent) return;
    eventQueue.splice(0, eventList.length);
  }
}

const onVisibilityChange = () => {
  if (document.visibilityState === 'hidden') flushWithBeacon();
};

/** Sends what track() queues; loaded after the first paint, so events queued before it wait. */
export function startTelemetry(): () => void {
  if (timer === null) timer = setInterval(() => void flushBatch(), EVENT_FLUSH_MS);
  document.addEventListener('visibilitychange', onVisibilityChange);
  window.addEventListener('pagehide', flushWithBeacon);
  return () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
    document.removeEventListener('visibilitychange', onVisibilityChange);
    window.removeEventListener('pagehide', flushWithBeacon);
  };
}
