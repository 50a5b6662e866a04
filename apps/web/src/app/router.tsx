import { createBrowserRouter } from 'react-router';
import { setNavigator } from '../lib/navigation';
import { loadActivityRoutes } from '../lib/use-activity-click';
import { discoverRoutes, loadPageRoutes, routes } from './routes';

export const router = createBrowserRouter(routes, { patchRoutesOnNavigation: discoverRoutes });

// Code outside React (logout on a 401) navigates through the router, not with a page load.
setNavigator((to, options) => void router.navigate(to, options));

// The rest of the route table (and where activities lead) is fetched once the lobby has loaded,
// so the first tap elsewhere waits only for its page.
const preload = () => {
  void loadPageRoutes();
  void loadActivityRoutes();
};
if (document.readyState === 'complete') preload();
else window.addEventListener('load', preload, { once: true });
