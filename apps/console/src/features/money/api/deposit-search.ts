import { queryOptions } from '@tanstack/react-query';
import { consoleCall } from '@/lib/api-client';

/** One page of deposit orders, by order number or player when given, newest first. */
export const depositSearchQuery = (
  filter: { orderNo: string | undefined; userId: number | undefined },
  pageNum: number,
  pageSize: number,
) =>
  queryOptions({
    queryKey: ['depositSearch', filter.orderNo, filter.userId, pageNum],
    queryFn: ({ signal }) =>
      consoleCall(
        'depositSearch',
        {
          pageNum,
          pageSize,
          ...(filter.orderNo ? { orderNo: filter.orderNo } : {}),
          ...(filter.userId ? { userId: filter.userId } : {}),
        },
        { signal },
      ),
  });
