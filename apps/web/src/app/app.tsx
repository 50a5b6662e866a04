import { QueryClientProvider } from '@tanstack/react-query';
// react-router/dom's RouterProvider only adds flushSync navigation, which nothing here asks for.
import { RouterProvider } from 'react-router';
import { useBalanceFreshness } from '../lib/balance-freshness';
import { queryClient } from '../lib/query-client';
import { Bootstrap } from './bootstrap';
import { router } from './router';

/** The app's own freshness, beside the pages: the signed-in player's balances (docs/rules.md). */
function Freshness() {
  useBalanceFreshness();
  return null;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Bootstrap />
      <Freshness />
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
