import type { ChatHours } from '@lobby/contract/chat';
import type { CustomerServiceSettings } from './chat-settings';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The weekday (0 Sunday) and minute of the day of `now` in `timeZone`. */
const localTime = (now: Date, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    day: WEEKDAYS.indexOf(part('weekday')),
    minute: Number(part('hour')) * 60 + Number(part('minute')),
  };
};

/**
 * Whether staff answer at `now`, and if not, when they are next (docs/service.md "Working
 * hours"). Computed in minutes from the local time of day, so a day that changes its clock
 * (daylight saving) may say an hour off once; the operator's zones (Asia) have none.
 */
export const chatHoursAt = (hours: CustomerServiceSettings['hours'], now: Date): ChatHours => {
  const week = [...hours.week].sort((a, b) => a.day - b.day || a.from.localeCompare(b.from));
  const base = { timeZone: hours.timeZone, week };
  if (week.length === 0) return { ...base, open: true, opensAt: null };
  const local = localTime(now, hours.timeZone);
  const open = week.some(
    (w) =>
      w.day === local.day && minutesOf(w.from) <= local.minute && local.minute < minutesOf(w.to),
  );
  if (open) return { ...base, open, opensAt: null };
  const startOfMinute = Math.floor(now.getTime() / 60_000) * 60;
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const day = (local.day + ahead) % 7;
    const starts = week
      .filter((w) => w.day === day)
      .map((w) => ahead * 1440 + minutesOf(w.from) - local.minute)
      .filter((minutes) => minutes > 0);
    if (starts.length > 0)
      return { ...base, open, opensAt: startOfMinute + Math.min(...starts) * 60 };
  }
  return { ...base, open, opensAt: null };
};
