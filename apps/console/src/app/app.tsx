import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { signedOut } from '../lib/staff';
import { routes } from './routes';

/** The console's base path: the server serves it under /console/. */
export const BASENAME = '/console';

// A 401 from any call: the session is gone, the shell leads to sign-in.
setUnauthorizedHandler(signedOut);

const router = createBrowserRouter(routes, { basename: BASENAME });

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
