import { queryOptions } from '@tanstack/react-query';
import { consoleCall } from '@/lib/api-client';

/** One withdrawal order with its player's balance, hold and recent orders. */
export const withdrawalOrderQuery = (orderNo: string) =>
  queryOptions({
    queryKey: ['withdrawalOrder', orderNo],
    queryFn: ({ signal }) => consoleCall('withdrawalOrder', { orderNo }, { signal }),
  });
