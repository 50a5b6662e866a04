import { queryOptions } from '@tanstack/react-query';
import type { ConsoleRequestOf } from '@lobby/contract/console';
import { consoleCall } from '@/lib/api-client';

/** Today's figures and the series of the last `days` days. */
export const dashboardQuery = (days: ConsoleRequestOf<'dashboard'>['days']) =>
  queryOptions({
    queryKey: ['dashboard', days],
    queryFn: ({ signal }) => consoleCall('dashboard', { days }, { signal }),
  });
