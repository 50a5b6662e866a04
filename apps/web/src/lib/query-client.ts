import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-errors';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // The HTTP client already applies the spec's retry rule; business refusals never change.
      retry: (count, error) => !(error instanceof ApiError) && count < 1,
    },
    mutations: { retry: false },
  },
});
