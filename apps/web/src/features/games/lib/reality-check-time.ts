/**
 * The reality check's times (ADR 0072), reckoned from the game session's start on the server's
 * clock: the page's own clock is set against the server's once (`skewMs`), so a reload, a late
 * timer or a device asleep never moves a check; and only the page's timers are used, so fake
 * timers and Playwright's clock drive it.
 */
export interface SessionAnchor {
  sessionId: string;
  /** The session's start, epoch ms on the server's clock. */
  startMs: number;
  /** The server's clock minus the page's, ms. */
  skewMs: number;
  /** The interval, ms. */
  everyMs: number;
}

/** The anchor of a summary the server answered at the page's `pageNowMs`. */
export const anchorOf = (
  summary: { sessionId: string; startedAt: number; now: number; minutes: number },
  pageNowMs: number,
): SessionAnchor => ({
  sessionId: summary.sessionId,
  startMs: summary.startedAt * 1000,
  skewMs: summary.now * 1000 - pageNowMs,
  everyMs: summary.minutes * 60_000,
});

/** How long the session has been played at the page's `pageNowMs`. */
export const playedMs = (anchor: SessionAnchor, pageNowMs: number) =>
  Math.max(0, pageNowMs + anchor.skewMs - anchor.startMs);

/**
 * When the next check is due, on the page's clock: the next whole interval of play after
 * `pageNowMs` (an interval reached while a check showed is not shown twice).
 */
export const nextCheckAt = (anchor: SessionAnchor, pageNowMs: number) => {
  const intervals = Math.floor(playedMs(anchor, pageNowMs) / anchor.everyMs) + 1;
  return anchor.startMs + intervals * anchor.everyMs - anchor.skewMs;
};

/** Whole hours and minutes of `ms`. */
export const hoursAndMinutes = (ms: number) => {
  const minutes = Math.floor(ms / 60_000);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
};
