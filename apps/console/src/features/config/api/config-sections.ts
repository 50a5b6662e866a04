import { queryOptions } from '@tanstack/react-query';
import { consoleCall } from '@/lib/api-client';

/** The query key of the config sections, which a save or a rollback makes stale. */
export const sectionsQueryKey = ['configSections'] as const;

/** Every config section with its current value, schema and revision. */
export const configSectionsQuery = () =>
  queryOptions({
    queryKey: sectionsQueryKey,
    queryFn: ({ signal }) => consoleCall('configSections', {}, { signal }),
  });
