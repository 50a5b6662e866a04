import { sql } from 'kysely';
import type { DashboardAnswer } from '@lobby/contract/console-dashboard';
import type { Db } from '@/db/database';
import { CUSTOMER_SERVICE_KEY, CustomerServiceSettings } from '../chat/chat-settings';
import type { SettingsService } from '../settings/settings.service';
import { addDays, daysFrom, emptyDay, liveFigures, type Day } from './daily-figures';
import { daysToRoll, finalTotals, upsertTotals } from './daily-totals.repo';

/** The most days the dashboard shows, and so the most the rollup keeps up to date. */
export const DASHBOARD_MAX_DAYS = 90;
/** The most days one rollup run computes (a fresh install catches up over a few runs). */
const ROLLUP_DAYS_PER_RUN = 31;

/**
 * The operator's time zone, which the days are cut in: the customer-service hours' (the one
 * zone the settings name). A zone this runtime does not know reports in UTC.
 */
export const reportsTimeZone = async (settings: Pick<SettingsService, 'get'>) => {
  const { hours } = await settings.get(CUSTOMER_SERVICE_KEY, CustomerServiceSettings);
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: hours.timeZone });
    return hours.timeZone;
  } catch {
    return 'UTC';
  }
};

const dayAt = async (db: Db, timeZone: string, at: Date): Promise<Day> =>
  (
    await sql<{
      day: Day;
    }>`select (${at}::timestamptz at time zone ${timeZone})::date::text as day`.execute(db)
  ).rows[0]!.day;

/**
 * The dashboard as of `at`: the `days` days ending today, each closed day from its final rolled
 * up rows, the others (today, a day not rolled up for good) from the ledger and the
 * registrations in one range scan each (ADR 0047).
 */
export const dashboardAt = async (
  db: Db,
  timeZone: string,
  at: Date,
  days: number,
): Promise<DashboardAnswer> => {
  const today = await dayAt(db, timeZone, at);
  const from = addDays(today, -(days - 1));
  const rolled = days > 1 ? await finalTotals(db, timeZone, from, addDays(today, -1)) : new Map();
  const missing = daysFrom(from, today).filter((day) => !rolled.has(day));
  const live = await liveFigures(db, timeZone, missing[0] ?? today, today);
  const series = daysFrom(from, today).map(
    (day) => rolled.get(day) ?? live.get(day) ?? emptyDay(day),
  );
  return { timeZone, today: series.at(-1)!, series };
};

/**
 * Rolls up the closed days of the last DASHBOARD_MAX_DAYS whose rows are missing or not final,
 * the latest first, as of `at` (the rows are stamped rolled up then). Answers the days written.
 */
export const rollUpAt = async (db: Db, timeZone: string, at: Date): Promise<Day[]> => {
  const today = await dayAt(db, timeZone, at);
  const due = (
    await daysToRoll(db, timeZone, addDays(today, -DASHBOARD_MAX_DAYS), addDays(today, -1))
  ).slice(-ROLLUP_DAYS_PER_RUN);
  if (due.length === 0) return [];
  const figures = await liveFigures(db, timeZone, due[0]!, due.at(-1)!);
  await upsertTotals(
    db,
    timeZone,
    due.map((day) => figures.get(day) ?? emptyDay(day)),
    at,
  );
  return due;
};
