import { QueryClientProvider } from '@tanstack/react-query';
// react-router/dom's RouterProvider only adds flushSync navigation, which nothing here asks for.
import { RouterProvider } from 'react-router';
import { queryClient } from '../lib/query-client';
import { Bootstrap } from './bootstrap';
import { router } from './router';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Bootstrap />
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
