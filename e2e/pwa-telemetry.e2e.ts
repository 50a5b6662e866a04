import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseUrl, closeAll, launchBrowser, phoneContext } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeAll(browser));

interface LoggedEvent {
  eventName: string;
  params: Record<string, unknown> | null;
}

const loggedEvents = async (eventName: string): Promise<LoggedEvent[]> => {
  const response = await fetch(`${baseUrl()}/dev/v1/eventLog`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ eventName }),
  });
  const body = await response.json();
  return body.data.list;
};

it('delivers a telemetry batch that lands in the database', async () => {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const batches: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/app/v1/anonymous/appEventLogClient'))
      batches.push(request.postData());
  });
  const views = async (path: string) =>
    (await loggedEvents('page_view')).filter((e) => e.params?.path === path).length;
  const before = await views('/faq');
  await page.goto('/faq');
  await page.locator('#cover').waitFor({ state: 'detached', timeout: 30_000 });
  // The open page sends its batch itself within the 2 s flush interval.
  await expect.poll(() => views('/faq'), { timeout: 15_000, interval: 500 }).toBe(before + 1);
  expect(batches.length).toBeGreaterThan(0);
  expect(JSON.parse(String(batches[0])).eventList.length).toBeLessThanOrEqual(20);
  await context.close();
});

it('flushes queued events with sendBeacon when the page is hidden', async () => {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await page.goto('/privacy-policy');
  await page.locator('#cover').waitFor({ state: 'detached', timeout: 30_000 });
  // The sender listens for the page hiding once its chunk (lib/background.ts) has run, which may
  // be after the cover is gone; the network settles once it has loaded.
  await page.waitForLoadState('networkidle');
  // Leaving the page hides it; the queued page view must still arrive, by beacon.
  await page.close({ runBeforeUnload: true });
  await expect
    .poll(
      async () =>
        (await loggedEvents('page_view')).some((e) => e.params?.path === '/privacy-policy'),
      {
        timeout: 15_000,
        interval: 500,
      },
    )
    .toBe(true);
  await context.close();
});

it('is installable: manifest with icons, a service worker, and an offline app shell', async () => {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await page.goto('/');
  await page.locator('#cover').waitFor({ state: 'detached', timeout: 30_000 });

  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBeTruthy();
  const manifest = await (await fetch(new URL(manifestHref!, baseUrl()))).json();
  expect(manifest.display).toBe('standalone');
  expect(manifest.start_url).toBe('/');
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const response = await fetch(new URL(icon.src, baseUrl()));
    expect(response.status, icon.src).toBe(200);
  }

  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${baseUrl()}/`);
  // Once the worker controls the page, the shell must open with the network gone.
  await page.reload();
  await page.locator('#cover').waitFor({ state: 'detached', timeout: 30_000 });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  await context.setOffline(true);
  await page.goto('/faq');
  await expect.poll(() => page.title(), { timeout: 15_000 }).toContain('FAQ');
  await context.setOffline(false);
  await context.close();
});
