import { queryOptions } from '@tanstack/react-query';
import { consoleCall } from '@/lib/api-client';

/** One deposit order with every event its payment provider sent about it. */
export const depositOrderQuery = (orderNo: string) =>
  queryOptions({
    queryKey: ['depositOrder', orderNo],
    queryFn: ({ signal }) => consoleCall('depositOrder', { orderNo }, { signal }),
  });
