import type { TFunction } from 'i18next';

/** Rows per page of the bonus record and the reward record. */
export const BONUS_LOG_PAGE_SIZE = 20;

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When a reward expires, in words: "Expires in 2 days", "Expires in 5 hours", "No expiry".
 * `expiresAt` and `now` are epoch seconds; the time left is rounded down, a minute at least.
 */
export function expiryText(expiresAt: number | null, now: number, t: TFunction): string {
  if (expiresAt === null) return t('bonus.noExpiry');
  const left = expiresAt - now;
  if (left <= 0) return t('bonus.expiresNow');
  if (left >= DAY) return t('bonus.expiresDays', { count: Math.floor(left / DAY) });
  if (left >= HOUR) return t('bonus.expiresHours', { count: Math.floor(left / HOUR) });
  return t('bonus.expiresMinutes', { count: Math.max(1, Math.floor(left / MINUTE)) });
}

/** An activity's code in words: "first-deposit" → "First deposit". */
export const humaniseActivity = (code: string) => {
  const words = code.replace(/[-_]+/g, ' ').trim();
  return words ? `${words.charAt(0).toUpperCase()}${words.slice(1)}` : code;
};

/** An activity's name: its own words where the strings know it ("Sign-up bonus"), else its code's. */
export const activityName = (code: string, t: TFunction) =>
  /^[\w-]+$/.test(code)
    ? t(`bonus.activity.${code}`, { defaultValue: humaniseActivity(code) })
    : humaniseActivity(code);

/** An activity's code as the award log takes it (sign-up, vip-daily …). */
export const isActivityCode = (value: string | null): value is string =>
  value !== null && /^[a-z0-9-]{1,32}$/.test(value);

/**
 * The activities whose awards a player can have, for the award log's filter: every activity the
 * rewards engine pays has its en-US name under `bonus.activity`, so naming a new one offers it.
 */
export const awardActivities = (t: TFunction): string[] =>
  Object.keys(t('bonus.activity', { returnObjects: true }) as Record<string, string>);
