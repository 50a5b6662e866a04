import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../apps/web/src/config/paths';
import { enUS } from '../apps/web/src/i18n/en-US';
import { enUSPages } from '../apps/web/src/app/page-strings';
import { closeAll, launchBrowser, phoneContext, watchErrors } from './support/browser';

interface SpecRoute {
  path: string;
  navbar: boolean;
  guard: 'auth' | 'auth-activity' | null;
  title?: string;
}

const specRoutes: SpecRoute[] = [
  ...JSON.parse(readFileSync(resolve(import.meta.dirname, '../docs/spec/routes.json'), 'utf8')),
  // The app's own routes beyond the spec's (the rules page).
  ...JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../docs/routes-beyond-spec.json'), 'utf8'),
  ),
];
const titles: Record<string, string> = { ...enUS.titles, ...enUSPages.titles };
const nameOf = (path: string) => Object.entries(paths).find(([, p]) => p === path)?.[0];
/** The page title each route shows: the spec's title where it gives one, else the route name's. */
const expectedTitle = (route: SpecRoute) => titles[route.title ?? nameOf(route.path) ?? ''];
const concrete = (path: string) => path.replace(':id', '1').replace(':name', 'bank');

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  context = await phoneContext(browser);
});
afterAll(() => closeAll(browser));

describe('every spec route, signed out', () => {
  it('has a route name and an en-US title for every spec route', () => {
    for (const route of specRoutes) {
      expect(nameOf(route.path), route.path).toBeDefined();
      expect(expectedTitle(route), route.path).toBeTruthy();
    }
  });

  for (const route of specRoutes.filter((r) => r.guard === null)) {
    it(`${route.path} renders with its title, navbar ${route.navbar ? 'shown' : 'hidden'}`, async () => {
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(concrete(route.path));
      await page.locator('#cover').waitFor({ state: 'detached', timeout: 30_000 });
      const title = expectedTitle(route)!;
      await expect.poll(() => page.title(), { timeout: 15_000 }).toContain(title);
      const navbar = page.locator('[data-testid="navbar"]');
      if (route.path === '/') {
        // Home shows the lobby bar (logo, sign-in, balance) in the navbar's place.
        await page.locator('[data-testid="lobby-bar"]').waitFor();
      } else if (route.navbar) {
        await navbar.waitFor();
        expect((await navbar.locator('h1').innerText()).toLowerCase()).toBe(title.toLowerCase());
      } else {
        await page.locator('main').first().waitFor();
        expect(await navbar.count()).toBe(0);
      }
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  for (const route of specRoutes.filter((r) => r.guard !== null)) {
    it(`${route.path} (${route.guard}) sends a signed-out player to sign-in and back`, async () => {
      const page = await context.newPage();
      await page.goto(`${concrete(route.path)}?probe=1`);
      await page.waitForURL(/\/auth\/login\?/, { timeout: 30_000 });
      const redirect = new URL(page.url()).searchParams.get('redirect');
      expect(redirect).toBe(`${concrete(route.path)}?probe=1`);
      await page.close();
    });
  }

  it('shows Page Not Found with the raised message for an unknown path', async () => {
    const page = await context.newPage();
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200); // the SPA shell answers; the client router raises the 404
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.getByText('Page not found: /no/such/page').waitFor();
    await page.close();
  });
});
