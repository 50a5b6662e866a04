import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiClient, newRunId, registeredPhone } from './support/api';
import { closeAll, launchBrowser, phoneContext, watchErrors } from './support/browser';

/**
 * ADR 0060: the floating chat button keeps out of what it floats over. On a phone (390 px) the
 * page keeps room at its end, so once scrolled to the end nothing of the lobby's last row lies
 * under the button; on a wide screen (1280 px) the button waits beside the column.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeAll(browser));

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Scrolls to the page's end until it stops growing (the lobby stages its sections in, one per
 * idle moment): its height unchanged over 30 frames running.
 */
const scrollToEnd = async (page: Page) => {
  await page.evaluate(() => {
    (window as unknown as { lastHeight: number; same: number }).lastHeight = -1;
  });
  await page.waitForFunction(() => {
    const w = window as unknown as { lastHeight: number; same: number };
    const height = document.documentElement.scrollHeight;
    window.scrollTo(0, height);
    w.same = w.lastHeight === height ? w.same + 1 : 0;
    w.lastHeight = height;
    return w.same >= 30;
  });
};

/** What the page draws under `box`: each visible leaf of the main column, named. */
const drawnUnder = (page: Page, box: Box) =>
  page.evaluate((b) => {
    const hits: string[] = [];
    for (const el of Array.from(document.querySelectorAll('main *'))) {
      if (el.children.length > 0 && !el.matches('a, button, img')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (getComputedStyle(el).visibility === 'hidden') continue;
      const over = r.x < b.x + b.width && b.x < r.right && r.y < b.y + b.height && b.y < r.bottom;
      if (over)
        hits.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
    }
    return hits;
  }, box);

/** At 390 px, scrolled to the end: neither the last tile nor any leaf of the page under the button. */
const expectClearAtEnd = async (page: Page) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByTestId('game-tile').first().waitFor();
  const launcher = page.getByTestId('chat-launcher');
  await launcher.waitFor();
  await scrollToEnd(page);

  const button = (await launcher.boundingBox())!;
  const tiles = page.getByTestId('game-tile');
  const last = (await tiles.nth((await tiles.count()) - 1).boundingBox())!;
  expect(intersects(last, button), JSON.stringify({ last, button })).toBe(false);
  // Nor anything else of the page's end: every leaf of the main column is clear of it.
  expect(await drawnUnder(page, button)).toEqual([]);
};

it('keeps the lobby’s last row clear of the chat button at 390 px', async () => {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await expectClearAtEnd(page);
  expect(errors).toEqual([]);
  await context.close();
});

it('keeps it clear for a signed-in player too (the jackpot bubble may float above it)', async () => {
  const runId = newRunId();
  const { context } = await registeredPhone(browser, apiClient(), `room_${runId}`, `Pw-${runId}!`);
  const page = await context.newPage();
  await expectClearAtEnd(page);
  await context.close();
});

it('puts the chat button beside the column at 1280 px, over nothing of the page', async () => {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByTestId('game-tile').first().waitFor();
  const launcher = page.getByTestId('chat-launcher');
  await launcher.waitFor();
  const button = (await launcher.boundingBox())!;
  const main = (await page.locator('main').boundingBox())!;
  expect(button.x, JSON.stringify({ main, button })).toBeGreaterThanOrEqual(main.x + main.width);
  await scrollToEnd(page);
  expect(await drawnUnder(page, (await launcher.boundingBox())!)).toEqual([]);
  await context.close();
});

it('floats the jackpot bubble above the chat button beside the column at 1280 px, each clear of the other', async () => {
  const runId = newRunId();
  const { context } = await registeredPhone(browser, apiClient(), `wide_${runId}`, `Pw-${runId}!`);
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const launcher = page.getByTestId('chat-launcher');
  const bubble = page.getByTestId('jackpot-bubble');
  await launcher.waitFor();
  await bubble.waitFor();
  const [button, jackpot] = [(await launcher.boundingBox())!, (await bubble.boundingBox())!];
  expect(intersects(button, jackpot), JSON.stringify({ button, jackpot })).toBe(false);
  expect(jackpot.y + jackpot.height).toBeLessThanOrEqual(button.y);
  await context.close();
});
