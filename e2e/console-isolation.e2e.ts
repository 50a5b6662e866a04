import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseUrl, closeAll, keepSession, launchBrowser, phoneContext } from './support/browser';
import { newRunId, playerWithDeposit } from './support/api';

/**
 * The operator console is an app of its own (docs/console.md): the player app never loads a byte
 * of it, signed out or in, whatever page it opens, and its service worker never caches it.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeAll(browser));

/** Every path the page requests from the app's own origin, from now on. */
const pathsRequested = (page: Page) => {
  const paths: string[] = [];
  const origin = new URL(baseUrl()).origin;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin) paths.push(url.pathname);
  });
  return paths;
};

const playerPages = ['/', '/service', '/vip', '/bonus', '/member', '/wallets', '/email'];

it('never loads the console’s code or pages, signed out or signed in', async () => {
  const { signedUp } = await playerWithDeposit('iso', newRunId(), 10_000);
  for (const session of [null, signedUp]) {
    const context = await phoneContext(browser);
    if (session) await keepSession(context, session);
    const page = await context.newPage();
    const paths = pathsRequested(page);
    for (const path of playerPages) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.locator('#cover').waitFor({ state: 'detached', timeout: 30_000 });
    }
    // The chat launcher's lazy chunk and the panel: the player's own chat code.
    await page.goto('/');
    await page.getByTestId('chat-launcher').click();
    await page.getByRole('dialog', { name: 'Customer service' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(paths.filter((p) => p.endsWith('.js')).length).toBeGreaterThan(0);
    expect(paths.filter((p) => p.startsWith('/console'))).toEqual([]);
    await context.close();
  }
});

it('keeps the console out of the player app’s service worker, and its own code under /console/', async () => {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const worker = await page.request.get('/sw.js');
  expect(worker.ok()).toBe(true);
  const precached = [...(await worker.text()).matchAll(/url:"([^"]+)"/g)].map((m) => m[1]!);
  expect(precached.length).toBeGreaterThan(0);
  expect(precached.filter((url) => /(^|\/)console\//.test(url))).toEqual([]);

  const paths = pathsRequested(page);
  await page.goto('/console/', { waitUntil: 'networkidle' });
  const scripts = paths.filter((p) => p.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((p) => !p.startsWith('/console/'))).toEqual([]);
  await context.close();
});
