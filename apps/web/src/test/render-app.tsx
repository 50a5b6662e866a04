import { StrictMode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Bootstrap } from '../app/bootstrap';
import { discoverRoutes, routes } from '../app/routes';
import { setNavigator } from '../lib/navigation';
import { queryClient } from '../lib/query-client';

/**
 * The real app (route table, layout, bootstrap) on a memory router at `path`; `strict` wraps it
 * in StrictMode as main.tsx does, for React's development double effects.
 */
export function renderApp(path: string, { strict = false }: { strict?: boolean } = {}) {
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    patchRoutesOnNavigation: discoverRoutes,
  });
  setNavigator((to, options) => void router.navigate(to, options));
  const app = (
    <QueryClientProvider client={queryClient}>
      <Bootstrap />
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { router, ...view };
}

export const location = (router: ReturnType<typeof createMemoryRouter>) =>
  `${router.state.location.pathname}${router.state.location.search}`;
