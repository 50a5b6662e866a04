import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { STARTUP_MODALS_PER_DAY } from '../apps/web/src/lib/modal-manager';
import {
  closeAll,
  launchBrowser,
  phoneContext,
  startupModalKeys,
  watchErrors,
} from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeAll(browser));

it('shows the cover until the config has loaded, then the lobby from config', async () => {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const errors = watchErrors(page);
  let configAnswered = false;
  page.on('response', (response) => {
    if (response.url().endsWith('/app/v1/anonymous/appConfig')) configAnswered = true;
  });

  const response = await page.goto('/', { waitUntil: 'domcontentloaded' });
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  // The cover is painted by index.html itself and leaves only once the config answered.
  await page.locator('#cover').waitFor({ state: 'detached', timeout: 30_000 });
  expect(configAnswered).toBe(true);

  const tiles = page.getByTestId('game-tile');
  await tiles.first().waitFor();
  expect(await tiles.count()).toBeGreaterThanOrEqual(9);
  // The lobby's artwork is WebP rendered from the SVG sources (ADR 0020), and it decodes.
  const firstArt = tiles.first().locator('img');
  await expect.poll(() => firstArt.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
  expect(await firstArt.getAttribute('src')).toMatch(/^\/art\/games\/[a-z0-9-]+\.webp$/);
  await expect.poll(() => page.title()).toContain('Lobby');
  // The bottom tab bar: Home, Bonus, Deposit, VIP, Me.
  for (const label of ['Home', 'Bonus', 'Deposit', 'VIP', 'Me']) {
    await page.getByRole('navigation').getByText(label, { exact: true }).first().waitFor();
  }

  mkdirSync('test-results', { recursive: true });
  await page.screenshot({ path: 'test-results/home-360x740.png' });
  expect(errors).toEqual([]);
  await context.close();
});

it('sends a signed-out player who taps a game to sign-in, with a way back', async () => {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await page.goto('/');
  const tile = page.getByTestId('game-tile').first();
  await tile.click();
  await page.waitForURL(/\/auth\/login\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('redirect')).toMatch(/^\/game\/start\?gameId=\d+/);
  await context.close();
});

it('opens at most two start-up modals a day, one at a time, and none again that day', async () => {
  // A visitor's, by value, at most STARTUP_MODALS_PER_DAY of them (ADR 0057).
  const expected = (await startupModalKeys(false)).slice(0, STARTUP_MODALS_PER_DAY);
  const context = await phoneContext(browser, { startupModals: true });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto('/');
  const dialog = page.getByRole('dialog');
  const titles: string[] = [];
  // Each modal waits for the one before it to close.
  for (;;) {
    try {
      await dialog.waitFor({ timeout: 5_000 });
    } catch {
      break;
    }
    expect(await dialog.count()).toBe(1);
    const title = (await dialog.locator('h2').first().textContent()) ?? '';
    titles.push(title);
    await page.keyboard.press('Escape');
    // The next one takes its place, or none is left.
    const showing = async () =>
      (await dialog.count()) === 0 ? null : await dialog.locator('h2').first().textContent();
    await expect.poll(showing, { timeout: 5_000 }).not.toBe(title);
  }
  expect(titles).toHaveLength(expected.length);
  expect(new Set(titles).size).toBe(titles.length);
  // With the modals gone the lobby takes taps again.
  await page.getByTestId('game-tile').first().click();
  await page.waitForURL(/\/auth\/login\?/);

  await page.goto('/');
  await page.getByTestId('game-tile').first().waitFor();
  await page.waitForLoadState('networkidle');
  expect(await page.getByRole('dialog').count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});

it('marks the entry script for eager compilation off the main thread', async () => {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const src = await page
    .locator('script[type="module"][src^="/assets/index-"]')
    .getAttribute('src');
  expect(src).toBeTruthy();
  const script = await (await page.request.get(src ?? '')).text();
  // V8 reads the hint only on the file's first line.
  expect(script.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  await context.close();
});
