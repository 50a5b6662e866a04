import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffSessionAnswer } from '@lobby/contract/console';
import { can, type ConsolePermission } from '@lobby/contract/values/console';
import { ErrorCode } from '@lobby/contract/values/errors';
import { consoleCall, isRefusal } from './api-client';
import { queryClient } from './query-client';

export type SignedInStaff = StaffSessionAnswer['staff'];

/** The signed-in staff member, or null when this browser has no console session. */
export const staffQuery = queryOptions({
  queryKey: ['staffMe'],
  queryFn: async (): Promise<SignedInStaff | null> => {
    try {
      return (await consoleCall('staffMe', {})).staff;
    } catch (error) {
      if (isRefusal(error, ErrorCode.UNAUTHORIZED)) return null;
      throw error;
    }
  },
  staleTime: Infinity,
});

export const useStaffQuery = () => useQuery(staffQuery);

/** Signed in: nothing another staff member's session read stays in memory. */
export const signedIn = (staff: SignedInStaff) => {
  queryClient.clear();
  queryClient.setQueryData(staffQuery.queryKey, staff);
};

/** The session is gone (signed out, expired, a 401 anywhere): the shell sends staff to sign-in. */
export const signedOut = () => {
  queryClient.setQueryData(staffQuery.queryKey, null);
};

/** Whether the staff member's role may use `permission` (the server checks it again). */
export const allows = (staff: SignedInStaff, permission: ConsolePermission | null) =>
  permission === null || can(staff.role, permission);

/** The signed-in staff member, inside the shell (which renders nothing else without one). */
export const useStaff = (): SignedInStaff => {
  const { data } = useStaffQuery();
  if (!data) throw new Error('useStaff outside the signed-in shell');
  return data;
};
