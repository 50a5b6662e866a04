import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, phoneContext, watchErrors } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

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

it('opens the popup notice once after the lobby paints, and not again this session', async () => {
  const context = await phoneContext(browser, { startupModals: true });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto('/');
  const notice = page.getByRole('dialog', { name: 'Welcome to the lobby!' });
  await notice.waitFor();
  await notice.getByRole('button', { name: 'Got it' }).click();
  await notice.waitFor({ state: 'detached' });
  // With the notice gone the lobby takes taps again.
  await page.getByTestId('game-tile').first().click();
  await page.waitForURL(/\/auth\/login\?/);

  await page.goto('/');
  await page.getByTestId('game-tile').first().waitFor();
  await page.waitForLoadState('networkidle');
  expect(await page.getByRole('dialog').count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});
