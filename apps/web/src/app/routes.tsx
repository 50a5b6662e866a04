import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { HomePage } from '../features/home/components/home-page';
import { DefaultLayout } from './layouts/default-layout';
import { ErrorPage } from './layouts/error-page';
import { RouteFallback } from './layouts/route-fallback';
import { routeHandle } from './route-handle';

/**
 * The routes the lobby needs at once: the root layout and the lobby (`/`). The rest of the route
 * table (page-routes.tsx) is not needed to paint the lobby: React Router's lazy route discovery
 * loads it for the first path these do not match and patches it in under the root.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: DefaultLayout,
    ErrorBoundary: ErrorPage,
    HydrateFallback: RouteFallback,
    children: [
      {
        index: true,
        Component: HomePage,
        handle: routeHandle('index', true, null, { lobbyBar: true, tabbar: true }),
      },
    ],
  },
];

export const loadPageRoutes = () => import('./page-routes');

/** The router's `patchRoutesOnNavigation`; patching the same routes again changes nothing. */
export const discoverRoutes: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  const { pageRoutes } = await loadPageRoutes();
  patch('root', pageRoutes);
};
