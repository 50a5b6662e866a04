import { queryOptions } from '@tanstack/react-query';
import type { ConsoleRequestOf } from '@lobby/contract/console';
import { consoleCall } from '@/lib/api-client';

/** The `risk` and `withdrawals` settings in force, their fields and newest revisions. */
export const riskSettingsQuery = queryOptions({
  queryKey: ['riskSettings'],
  queryFn: ({ signal }) => consoleCall('riskSettings', {}, { signal }),
});

/** Saves some fields of one setting as its next revision (refused when `baseRevision` is stale). */
export const saveRiskSettings = (input: ConsoleRequestOf<'riskSettingsSave'>) =>
  consoleCall('riskSettingsSave', input);
