import { queryOptions } from '@tanstack/react-query';
import { consoleCall } from '@/lib/api-client';

/** One page of the audit log, by actor and action when given, older pages by cursor. */
export const auditLogQuery = (
  filter: { actor: string | undefined; action: string | undefined },
  cursor: string | undefined,
  pageSize: number,
) =>
  queryOptions({
    queryKey: ['auditLog', filter.actor, filter.action, cursor],
    queryFn: ({ signal }) =>
      consoleCall(
        'auditLog',
        {
          pageSize,
          ...(filter.actor ? { actor: filter.actor } : {}),
          ...(filter.action ? { action: filter.action } : {}),
          ...(cursor ? { cursor } : {}),
        },
        { signal },
      ),
  });
