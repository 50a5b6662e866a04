/**
 * Lets code outside React (the API client's logout) navigate through the router. The app
 * registers the router's navigate at start; before that a full page load is the fallback.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to, options) =>
  options?.replace ? window.location.replace(to) : window.location.assign(to);

export const setNavigator = (navigate: Navigate) => {
  navigateImpl = navigate;
};

export const navigateTo: Navigate = (to, options) => navigateImpl(to, options);

export const currentPath = () =>
  `${window.location.pathname}${window.location.search}${window.location.hash}`;
