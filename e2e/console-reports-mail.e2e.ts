import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev, newRunId, onPath } from './support/api';
import { seriousViolations } from './support/axe';
import { closeAll, deskContext, launchBrowser, watchErrors } from './support/browser';
import { newStaff, signInAs } from './support/console';

/**
 * The console's dashboard and mail composer end to end: a marketing member lands on the
 * dashboard (today's figures, three named charts, the table), composes a broadcast with a
 * segment, its reach counted, a schedule and a coin attachment, finds it in the list and cancels
 * it before it starts. axe on every page.
 */

let browser: Browser;
let context: BrowserContext;
const runId = newRunId();
const password = `Reports-${runId}-pass`;
const marketing = newStaff(runId, { stem: 'marketing', name: 'Mia', role: 'marketing' });

/** Chrome logs the console's first staffMe (no session yet: 401) as a failed load. */
const realErrors = (errors: string[]) => errors.filter((e) => !/status of 401/.test(e));

const signIn = async (page: Page) => {
  await page.goto('/console/');
  await onPath(page, /^\/console\/sign-in$/);
  await signInAs(page, marketing, password);
};

/** A datetime-local value `days` from now, in the browser's zone. */
const localIn = (days: number) => {
  const at = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
};

beforeAll(async () => {
  browser = await launchBrowser();
  await dev('staffCreate', { ...marketing, password });
  context = await deskContext(browser);
});

afterAll(() => closeAll(context, browser));

describe('the console’s dashboard and mail', () => {
  it('shows the figures, then composes, lists and cancels a broadcast', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page);
    await onPath(page, /^\/console\/dashboard$/);
    await page.getByTestId('dashboard-today').waitFor();
    for (const name of [
      'Deposits and withdrawals per day',
      'GGR and bonus cost per day',
      'New and active players per day',
    ])
      await page.getByRole('img', { name }).waitFor();
    const table = page.getByRole('table', { name: 'Figures per day' });
    expect(await table.locator('tbody tr').count()).toBe(30);
    expect(await seriousViolations(page)).toEqual([]);

    await page
      .getByRole('navigation', { name: 'Tools' })
      .getByRole('link', { name: 'Mail' })
      .click();
    await onPath(page, /^\/console\/mail$/);
    await page.getByRole('heading', { name: 'New broadcast' }).waitFor();
    const title = `Next week ${runId}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Message').fill('Something good is coming.');
    await page.getByLabel('VIP level to').fill('10');
    await page.getByRole('button', { name: 'Count players' }).click();
    await page
      .getByTestId('mail-reach')
      .getByText(/Reaches \d[\d,]* players? now\./)
      .waitFor();
    await page.getByLabel('Starts (empty: now)').fill(localIn(2));
    await page.getByLabel('Expires').fill(localIn(5));
    await page.getByRole('button', { name: 'Add attachment' }).click();
    await page.getByTestId('mail-award-row').getByLabel('Count').fill('500');
    await page.getByTestId('mail-award-row').getByText('Coin').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Store broadcast' }).click();
    await page.getByText(/Broadcast #\d+ stored\./).waitFor();

    const row = page.getByTestId('broadcast-row').filter({ hasText: title });
    await row.getByText('Scheduled').waitFor();
    expect(await row.textContent()).toContain('Coin (2001) × 500');
    const id = await row.getAttribute('data-broadcast-id');
    await row.getByRole('button', { name: `Cancel broadcast #${id}` }).click();
    await row.getByText('Cancelled').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(realErrors(errors)).toEqual([]);
    await page.close();
  });
});
