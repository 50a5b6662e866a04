import { queryOptions } from '@tanstack/react-query';
import type { ConsoleRequestOf } from '@lobby/contract/console';
import { consoleCall } from '@/lib/api-client';

/** The query key of the broadcast list, which a new mail makes stale. */
export const mailBroadcastsKey = ['mailBroadcasts'];

/** Every broadcast with its reach and state. */
export const mailBroadcastsQuery = () =>
  queryOptions({
    queryKey: mailBroadcastsKey,
    queryFn: ({ signal }) => consoleCall('mailBroadcasts', {}, { signal }),
  });

/** Create a broadcast to a segment, now or at a time. */
export const createBroadcast = (body: ConsoleRequestOf<'mailBroadcastCreate'>) =>
  consoleCall('mailBroadcastCreate', body);

/** Cancel a scheduled broadcast. */
export const cancelBroadcast = (id: number) => consoleCall('mailBroadcastCancel', { id });

/** The query key of the broadcasts waiting for a second member's approval. */
export const mailPendingKey = ['mailPending'];

/** The broadcasts waiting for approval, oldest first. */
export const mailPendingQuery = () =>
  queryOptions({
    queryKey: mailPendingKey,
    queryFn: ({ signal }) => consoleCall('mailPending', {}, { signal }),
  });

/** Approve (players start receiving it) or refuse a pending broadcast. */
export const decideMail = (id: number, approve: boolean) =>
  approve ? consoleCall('mailApprove', { id }) : consoleCall('mailRefuse', { id });
