import { queryOptions } from '@tanstack/react-query';
import { consoleCall } from '@/lib/api-client';

/** What the promotions cost between two days. */
export const promotionsCostQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: ['promotionsCost', from, to],
    queryFn: ({ signal }) => consoleCall('promotionsCost', { from, to }, { signal }),
  });
