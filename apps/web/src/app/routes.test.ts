import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { enUS } from '../i18n/en-US';
import { enUSPages } from './page-strings';
import { pageRoutes } from './page-routes';
import { isRouteHandle, type RouteHandle } from './route-handle';
import { routes as initialRoutes } from './routes';

interface SpecRoute {
  path: string;
  navbar: boolean;
  guard: string | null;
  title?: string;
  children?: string[];
}

// The product's route list, a fixture of the repository (docs/spec/routes.json).
const repoRoot = resolve(import.meta.dirname, '../../../..');
const spec = [
  ...JSON.parse(readFileSync(resolve(repoRoot, 'docs/spec/routes.json'), 'utf8')),
  // The app's own routes beyond the spec's (the rules page).
  ...JSON.parse(readFileSync(resolve(repoRoot, 'docs/routes-beyond-spec.json'), 'utf8')),
] as SpecRoute[];

/** Every route of the table with its full path and handle. */
function flatten(list: RouteObject[], base = ''): { path: string; handle: RouteHandle }[] {
  return list.flatMap((route) => {
    const full = route.index
      ? base || '/'
      : route.path === '/'
        ? '/'
        : `${base === '/' ? '' : base}/${route.path ?? ''}`.replace(/\/+/g, '/');
    const self = isRouteHandle(route.handle) ? [{ path: full, handle: route.handle }] : [];
    return [...self, ...flatten(route.children ?? [], full)];
  });
}

// The whole table: the root with the lobby, and the routes discovered later patched in under it.
const routes: RouteObject[] = [
  { path: '/', children: [...(initialRoutes[0]?.children ?? []), ...pageRoutes] },
];
const table = flatten(routes);
const find = (path: string) => table.find((r) => r.path === path);

describe('route table', () => {
  it('has every route of routes.json with its navbar, guard and title', () => {
    for (const route of spec) {
      const found = find(route.path);
      expect(found, route.path).toBeDefined();
      expect(found?.handle.navbar, `${route.path} navbar`).toBe(route.navbar);
      expect(found?.handle.guard, `${route.path} guard`).toBe(route.guard);
      if (route.title) expect(found?.handle.title, `${route.path} title`).toBe(route.title);
    }
  });

  it('has the child pages the spec lists, and nothing the spec does not', () => {
    const expected = new Set(
      spec.flatMap((r) => [
        r.path,
        ...(r.children ?? []).map((c) => (c === 'root' ? r.path : `${r.path}/${c}`)),
      ]),
    );
    expect(new Set(table.map((r) => r.path))).toEqual(expected);
  });

  it('gives every route a title that en-US translates', () => {
    const titles = { ...enUS.titles, ...enUSPages.titles };
    for (const { path, handle } of table) {
      expect(titles, path).toHaveProperty([handle.title]);
    }
    // The lobby is titled before any page strings load; the other pages load them first.
    expect(enUS.titles).toHaveProperty([find('/')?.handle.title ?? '']);
  });

  it('ends with a catch-all that raises the 404', () => {
    expect(routes[0]?.children?.at(-1)?.path).toBe('*');
  });
});
