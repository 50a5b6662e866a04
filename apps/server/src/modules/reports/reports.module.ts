import type { ModuleDeps, ServerModule } from '../server-module';
import { dashboardAt, reportsTimeZone, rollUpAt } from './dashboard';

export const ROLLUP_QUEUE = 'reports.rollup';
const ROLLUP_EVERY_MS = 15 * 60_000;

/**
 * The console's dashboards (docs/console.md "Dashboards", ADR 0047): the `dashboard` call, and
 * the job that rolls closed days up into `daily_totals` so the call reads a row per day and
 * metric instead of a day's ledger. Times are the database's real clock, as the rows are stamped.
 */
export const reportsModule = (deps: Pick<ModuleDeps, 'db' | 'settings' | 'jobs'>): ServerModule => {
  deps.jobs.every(ROLLUP_QUEUE, ROLLUP_EVERY_MS, async () => {
    await rollUpAt(deps.db, await reportsTimeZone(deps.settings), new Date());
  });
  return {
    name: 'reports',
    consoleRoutes: {
      dashboard: async ({ days }) =>
        dashboardAt(deps.db, await reportsTimeZone(deps.settings), new Date(), days),
    },
  };
};
