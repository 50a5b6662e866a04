import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, dev, newRunId, ok } from './support/api';
import { seriousViolations } from './support/axe';
import { smallTapTargets } from './support/tap-targets';
import { closeAll, launchBrowser, phoneContext, signedInPhone } from './support/browser';

/**
 * Every route of the product through axe-core, signed out and signed in: no serious or
 * critical violation (contrast, names, roles, tap targets of WCAG 2.2 AA …), and no tap target
 * smaller than 24 × 24 CSS pixels, however much room it has around it.
 */
interface SpecRoute {
  path: string;
  guard: 'auth' | 'auth-activity' | null;
}
const routes: SpecRoute[] = [
  ...JSON.parse(readFileSync(resolve(import.meta.dirname, '../docs/spec/routes.json'), 'utf8')),
  // The app's own routes beyond the spec's (the rules page).
  ...JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../docs/routes-beyond-spec.json'), 'utf8'),
  ),
];
const concrete = (path: string) => path.replace(':id', '1').replace(':name', 'bank');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeAll(browser));

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
  afterAll(() => closeAll(context));

  /** Two square buttons side by side, `gap` apart, on a page axe has nothing else against. */
  const squares = (size: number, gap: number) =>
    `<!doctype html><html lang="en"><title>Targets</title><main><h1>Targets</h1>
    <div style="display: flex; gap: ${gap}px">${['A', 'B']
      .map((n) => `<button style="width: ${size}px; height: ${size}px; padding: 0">${n}</button>`)
      .join('')}</div></main></html>`;

  it('axe fails targets under 24 px that crowd each other', async () => {
    const page = await context.newPage();
    await page.setContent(squares(16, 0));
    expect((await seriousViolations(page)).join('\n')).toMatch(/^target-size \(serious\)/m);
    await page.close();
  });

  it('a target under 24 px fails ours even with room around it, which axe allows', async () => {
    const page = await context.newPage();
    await page.setContent(squares(16, 40));
    expect(await seriousViolations(page)).toEqual([]);
    expect(await smallTapTargets(page)).toEqual(['button 16.0×16.0 "A"', 'button 16.0×16.0 "B"']);
    await page.setContent(squares(24, 0));
    expect(await smallTapTargets(page)).toEqual([]);
    await page.close();
  });

  for (const route of routes.filter((r) => r.guard === null)) {
    it(`${route.path} has no serious violation and no small tap target`, async () => {
      const page = await open(context, concrete(route.path));
      expect.soft(await seriousViolations(page)).toEqual([]);
      expect.soft(await smallTapTargets(page)).toEqual([]);
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
    context = await signedInPhone(browser, session);
  });
  afterAll(() => closeAll(context));

  for (const route of routes) {
    it(`${route.path} has no serious violation and no small tap target`, async () => {
      const page = await open(context, concrete(route.path));
      expect.soft(await seriousViolations(page)).toEqual([]);
      expect.soft(await smallTapTargets(page)).toEqual([]);
      await page.close();
    });
  }

  it('/email with mail in it, selecting, and a mail with a reward to claim, likewise', async () => {
    const title = `Accessible note ${newRunId()}`;
    await dev('mailBroadcast', {
      title,
      body: 'Checked by axe.',
      awards: [{ propId: 2002, count: 100 }],
      expiresInDays: 1,
    });
    const page = await open(context, '/email');
    const row = page.getByRole('link', { name: new RegExp(title) });
    await row.waitFor({ timeout: 30_000 });
    const check = async () => {
      expect.soft(await seriousViolations(page)).toEqual([]);
      expect.soft(await smallTapTargets(page)).toEqual([]);
    };
    await check();
    await page.getByRole('button', { name: 'Select' }).click();
    await page.getByRole('checkbox').first().check();
    await check();
    await page.getByRole('button', { name: 'Done' }).click();
    await row.click();
    await page.getByRole('button', { name: 'Claim', exact: true }).waitFor();
    await check();
    await page.close();
  });

  it('the chat panel opened from the launcher, with a message in it, has no serious violation and no small tap target', async () => {
    const page = await open(context, '/');
    await page.getByTestId('chat-launcher').click();
    const panel = page.getByRole('dialog', { name: 'Customer service' });
    await panel.getByText('We usually answer within a few minutes').waitFor();
    await page.getByTestId('chat-input').fill('Checked by axe.');
    await page.getByTestId('chat-send').click();
    await page.getByTestId('chat-message').filter({ hasText: 'Checked by axe.' }).waitFor();
    expect.soft(await seriousViolations(page)).toEqual([]);
    expect.soft(await smallTapTargets(page)).toEqual([]);
    await page.close();
  });

  it('the lucky jackpot opened from its bubble has no serious violation and no small tap target', async () => {
    const page = await open(context, '/');
    await page
      .getByTestId('jackpot-bubble')
      .getByRole('button', { name: 'Open the lucky jackpot' })
      .click();
    const modal = page.getByRole('dialog', { name: 'Lucky Jackpot' });
    await modal.getByRole('button', { name: 'SPIN' }).waitFor();
    expect.soft(await seriousViolations(page)).toEqual([]);
    expect.soft(await smallTapTargets(page)).toEqual([]);
    for (const view of ['My draws', 'Ranking', 'Rules']) {
      await modal.getByRole('button', { name: view }).click();
      await page.waitForLoadState('networkidle');
      expect.soft(await seriousViolations(page), view).toEqual([]);
      expect.soft(await smallTapTargets(page), view).toEqual([]);
    }
    await page.close();
  });
});
