import { queryOptions } from '@tanstack/react-query';
import type { ConsoleRequestOf } from '@lobby/contract/console';
import { consoleCall } from '@/lib/api-client';

/** The query key of the staff list, which every change to a member makes stale. */
export const staffListKey = ['staffList'];

/** Every staff member. */
export const staffListQuery = () =>
  queryOptions({
    queryKey: staffListKey,
    queryFn: ({ signal }) => consoleCall('staffList', {}, { signal }),
  });

/** Create a member (with a generated password when none is given). */
export const createStaff = (body: ConsoleRequestOf<'staffCreate'>) =>
  consoleCall('staffCreate', body);

/** Rename a member, change their role or disable them. */
export const updateStaff = (body: ConsoleRequestOf<'staffUpdate'>) =>
  consoleCall('staffUpdate', body);

/** Make a member enrol their authenticator again. */
export const resetStaffTotp = (id: number) => consoleCall('staffResetTotp', { id });
