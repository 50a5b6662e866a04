import type { TFunction } from 'i18next';

/** The time until `endsAt` (epoch seconds) in words: "5 h 12 min", "12 min" (a minute at least). */
export function timeLeft(endsAt: number, nowMs: number, t: TFunction): string {
  const minutesLeft = Math.max(1, Math.ceil((endsAt * 1000 - nowMs) / 60_000));
  const hours = Math.floor(minutesLeft / 60);
  const minutes = minutesLeft % 60;
  return hours > 0 ? t('vip.hoursMinutes', { hours, minutes }) : t('vip.minutes', { minutes });
}
