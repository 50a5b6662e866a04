import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, newRunId, ok } from './support/api';
import { seriousViolations } from './support/axe';
import { keepSession, launchBrowser, phoneContext } from './support/browser';

/**
 * Every route of the product through axe-core, signed out and signed in: no serious or
 * critical violation (contrast, names, roles, tap targets of WCAG 2.2 AA …).
 */
interface SpecRoute {
  path: string;
  guard: 'auth' | 'auth-activity' | null;
}
const routes: SpecRoute[] = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../docs/spec/routes.json'), 'utf8'),
);
const concrete = (path: string) => path.replace(':id', '1').replace(':name', 'bank');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens a route and waits until the app has painted it (the cover gone, the main in place). */
const open = async (context: BrowserContext, path: string): Promise<Page> => {
  const page = await context.newPage();
  await page.goto(path);
  await page.locator('#cover').waitFor({ state: 'detached', timeout: 30_000 });
  await page.locator('main').first().waitFor({ timeout: 30_000 });
  // Lazy pages and their first answers: wait for the network to settle before judging.
  await page.waitForLoadState('networkidle');
  return page;
};

describe('accessibility, signed out', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await phoneContext(browser);
  });
  afterAll(async () => {
    await context?.close();
  });

  for (const route of routes.filter((r) => r.guard === null)) {
    it(`${route.path} has no serious violation`, async () => {
      const page = await open(context, concrete(route.path));
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();
    });
  }
});

describe('accessibility, signed in', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    const runId = newRunId();
    const api = apiClient(`e2e-a11y-${runId}`);
    const session = ok(
      await api<{ token: string; user: unknown }>('accountRegist', {
        account: `a11y_${runId}`,
        password: `Pw-${runId}-a11y!`,
      }),
    );
    context = await phoneContext(browser);
    await keepSession(context, session);
  });
  afterAll(async () => {
    await context?.close();
  });

  for (const route of routes) {
    it(`${route.path} has no serious violation`, async () => {
      const page = await open(context, concrete(route.path));
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();
    });
  }
});
