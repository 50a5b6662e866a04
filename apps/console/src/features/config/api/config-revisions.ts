import { queryOptions } from '@tanstack/react-query';
import type { ConsoleRequestOf } from '@lobby/contract/console';
import { consoleCall } from '@/lib/api-client';

type Document = ConsoleRequestOf<'configRevisions'>['document'];

/** The query key of a document's revisions (every page), which a rollback makes stale. */
export const configRevisionsKey = (document: Document) => ['configRevisions', document];

/** One page of a config document's revisions, newest first. */
export const configRevisionsQuery = (document: Document, pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: [...configRevisionsKey(document), pageNum],
    queryFn: ({ signal }) =>
      consoleCall('configRevisions', { document, pageNum, pageSize }, { signal }),
  });

/** What one revision changed. */
export const configRevisionDiffQuery = (
  document: ConsoleRequestOf<'configRevisionDiff'>['document'],
  revision: number,
) =>
  queryOptions({
    queryKey: ['configRevisionDiff', document, revision],
    queryFn: ({ signal }) => consoleCall('configRevisionDiff', { document, revision }, { signal }),
  });

/** Put a document back as it was at one revision, over the current head. */
export const rollbackConfig = (body: ConsoleRequestOf<'configRollback'>) =>
  consoleCall('configRollback', body);
