import type { PathName } from '../config/paths';

export type Guard = 'auth' | 'auth-activity';

/** What every route carries for the layout (docs/spec/routes.json): its name, title key, navbar, guard. */
export interface RouteHandle {
  name: PathName;
  /** i18n key under `titles.`; where the spec names a title key it is used verbatim. */
  title: string;
  navbar: boolean;
  guard: Guard | null;
  /** The home page's lobby bar stands in for the titled navigation bar. */
  lobbyBar?: boolean;
  /** Home, Bonus, VIP and Me carry the bottom tab bar (and the chat launcher). */
  tabbar?: boolean;
  /** A right-hand link in the navigation bar (spec: sign-in rule, feedback record). */
  right?: { to: string; labelKey: string };
  /**
   * The page owns the whole screen (a game): start-up modals and the update toast wait until the
   * player leaves it, instead of covering the game.
   */
  immersive?: boolean;
}

export const isRouteHandle = (value: unknown): value is RouteHandle =>
  typeof value === 'object' && value !== null && 'name' in value && 'navbar' in value;

/** A route's handle; its title key is its name unless `extra` names another. */
export const routeHandle = (
  name: PathName,
  navbar: boolean,
  guard: Guard | null = null,
  extra: Partial<RouteHandle> = {},
): RouteHandle => ({ name, title: name, navbar, guard, ...extra });
