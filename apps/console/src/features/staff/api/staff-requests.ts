import { queryOptions } from '@tanstack/react-query';
import { consoleCall } from '@/lib/api-client';

/** The query key of the pending staff requests, which a decision makes stale. */
export const staffRequestsKey = ['staffRequests'];

/** The requests for privileged members waiting for a second admin. */
export const staffRequestsQuery = () =>
  queryOptions({
    queryKey: staffRequestsKey,
    queryFn: ({ signal }) => consoleCall('staffRequests', { status: 'pending' }, { signal }),
  });

/** A second admin approves (the member is made, or given the role) or refuses a request. */
export const decideStaffRequest = (id: number, approve: boolean) =>
  approve ? consoleCall('staffRequestApprove', { id }) : consoleCall('staffRequestRefuse', { id });
