import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, dev, newRunId, onPath, register } from './support/api';
import { seriousViolations } from './support/axe';
import { baseUrl, closeAll, launchBrowser, watchErrors } from './support/browser';
import { newStaff, signInAs } from './support/console';

/**
 * The console on a 390 px phone end to end: an admin signs in, opens the nav as a drawer, finds
 * a player whose row is a card (no sideways scrolling), locks the account, and reads the lock in
 * the audit log as a change field by field (locked false → true, the reason added), not JSON.
 * axe on every page.
 */

const WIDTH = 390;

let browser: Browser;
let context: BrowserContext;
const runId = newRunId();
const api = apiClient(`e2e-console-phone-${runId}`);
const password = `Phone-${runId}-pass`;
const account = `cp_${runId}`.toLowerCase();
const admin = newStaff(runId, { stem: 'phoneadmin', name: 'Pia', role: 'admin' });
const reason = `Chargeback ${runId}`;

/** Chrome logs the console's first staffMe (no session yet: 401) as a failed load. */
const realErrors = (errors: string[]) => errors.filter((e) => !/status of 401/.test(e));

/** Whether the page is wider than the phone (something scrolls sideways). */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** Opens the drawer from the menu button and chooses a tool; the drawer closes. */
const openTool = async (page: Page, name: string, path: RegExp) => {
  // By its id: a role query skips the nav while the drawer hides it.
  const nav = page.locator('#console-nav');
  expect(await nav.getAttribute('aria-label')).toBe('Tools');
  expect(await nav.isVisible()).toBe(false);
  const menu = page.getByRole('button', { name: 'Menu' });
  expect(await menu.getAttribute('aria-expanded')).toBe('false');
  await menu.click();
  await expect.poll(() => nav.getAttribute('data-open')).not.toBeNull();
  await nav.getByRole('link', { name }).waitFor({ state: 'visible' });
  expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe(
    'true',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await nav.getByRole('link', { name }).click();
  await onPath(page, path);
  await expect.poll(() => nav.getAttribute('data-open')).toBeNull();
  expect(await nav.isVisible()).toBe(false);
};

beforeAll(async () => {
  browser = await launchBrowser();
  await dev('staffCreate', { ...admin, password });
  context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: WIDTH, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
});

afterAll(() => closeAll(context, browser));

describe('the console on a 390 px phone', () => {
  it('signs in, opens the nav drawer, shows players as cards and the audit log’s change as a diff', async () => {
    const player = await register(api, account, `Pw-${runId}!`);
    const page = await context.newPage();
    const errors = watchErrors(page);

    await page.goto('/console/');
    await onPath(page, /^\/console\/sign-in$/);
    expect(await seriousViolations(page)).toEqual([]);
    await signInAs(page, admin, password);
    // An admin's home is the dashboard.
    await onPath(page, /^\/console\/dashboard$/);
    expect(await overflows(page)).toBe(false);

    await openTool(page, 'Players', /^\/console\/players$/);
    await page.getByTestId('players-search-input').fill(account);
    await page.getByTestId('players-search-submit').click();
    const row = page.getByTestId('player-row');
    await row.waitFor();
    expect(await row.getAttribute('data-player-id')).toBe(String(player.user.id));
    // A card: the row a block of its own, its cells one under another, each labelled by its
    // column; the header row is there for screen readers only.
    const card = await row.evaluate((tr) => {
      const cell = tr.querySelector('td[data-label]')!;
      const header = tr.closest('table')!.querySelector('thead')!;
      return {
        row: getComputedStyle(tr).display,
        cell: getComputedStyle(cell).display,
        label: cell.getAttribute('data-label'),
        labelShown: getComputedStyle(cell, '::before').content !== 'none',
        header: header.getBoundingClientRect().height,
        right: tr.getBoundingClientRect().right,
      };
    });
    expect(card).toMatchObject({ row: 'block', cell: 'grid', label: 'Id', labelShown: true });
    expect(card.header).toBeLessThanOrEqual(1);
    expect(card.right).toBeLessThanOrEqual(WIDTH);
    expect(await row.textContent()).toContain(account);
    expect(await overflows(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    // An audited change: the player's account locked.
    await row.getByRole('link').first().click();
    await onPath(page, new RegExp(`^/console/players/${player.user.id}$`));
    await page.getByTestId('player-lock-reason').fill(reason);
    await page.getByTestId('player-lock').click();
    await page.getByTestId('player-locked').waitFor();
    expect(await overflows(page)).toBe(false);

    await openTool(page, 'Audit', /^\/console\/audit$/);
    await page.getByLabel('Action', { exact: true }).fill('playerLock');
    await page.getByRole('button', { name: 'Filter' }).click();
    await onPath(page, /^\/console\/audit\?action=playerLock$/);
    const entry = page
      .getByTestId('audit-row')
      .filter({ hasText: `player:${player.user.id}` })
      .first();
    await entry.waitFor();
    const diff = entry.getByTestId('audit-diff-row');
    await expect.poll(() => diff.count()).toBe(3);
    const rows = await Promise.all(
      (await diff.all()).map(async (r) => [
        await r.getAttribute('data-kind'),
        (await r.textContent())?.replace(/\s+/g, ' ').trim(),
      ]),
    );
    expect(rows).toEqual([
      ['changed', 'locked false → true'],
      ['added', `reason added ${reason}`],
      ['added', expect.stringMatching(/^sessionsEnded added \d+$/)],
    ]);
    expect(await entry.textContent()).not.toContain('{"locked"');
    expect(await overflows(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    expect(realErrors(errors)).toEqual([]);
  });
});
