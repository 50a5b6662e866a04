import { useEffect, useState } from 'react';

/**
 * Seconds left until `endsAt` on the lobby's clock: the answer's `now` and `endsAt` (both the
 * server's), less the time passed since the answer came (`receivedAt`, the browser's ms). The
 * browser's own date never decides when a period ends. Ticks every second.
 */
export function useSecondsLeft(answer: { now: number; endsAt: number }, receivedAt: number) {
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNowMs(Date.now()), 1_000);
    return () => window.clearInterval(id);
  }, []);
  const passed = Math.max(0, Math.floor((nowMs - receivedAt) / 1000));
  return Math.max(0, answer.endsAt - answer.now - passed);
}

/** Seconds as days, hours, minutes and seconds: "2 d 05:12:09", "05:12:09". */
export function clockText(seconds: number, days: (count: number) => string) {
  const d = Math.floor(seconds / 86_400);
  const rest = seconds % 86_400;
  const hms = [Math.floor(rest / 3_600), Math.floor((rest % 3_600) / 60), rest % 60]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
  return d > 0 ? `${days(d)} ${hms}` : hms;
}
