import { QueryClient } from '@tanstack/react-query';
import { ConsoleApiError } from './api-client';

/**
 * The console's one query client. Refusals are final (a 403 stays a 403); only a failed
 * transport is tried again, once.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) => !(error instanceof ConsoleApiError) && failures < 1,
      refetchOnWindowFocus: false,
      staleTime: 10_000,
    },
  },
});
