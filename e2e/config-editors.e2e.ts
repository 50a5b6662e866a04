import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appConfig, dev, newRunId, onPath } from './support/api';
import { seriousViolations } from './support/axe';
import { closeAll, deskContext, launchBrowser, watchErrors } from './support/browser';
import { newStaff, signInAs } from './support/console';

/**
 * The config editors end to end (docs/console.md "Configuration"): an admin opens the games
 * table and a generated form, saves the About us page's intro (the player app is served it at
 * once), reads the revision's diff and rolls it back (served at once again). Files share one
 * server, so the change is a text no other test reads, and it is undone. axe on every page.
 */

let browser: Browser;
let context: BrowserContext;
const runId = newRunId();
const password = `Config-${runId}-pass`;
const admin = newStaff(runId, { stem: 'config', name: 'Cora', role: 'admin' });

/** Chrome logs the console's first staffMe (no session yet: 401) as a failed load. */
const realErrors = (errors: string[]) => errors.filter((e) => !/status of 401/.test(e));

const signIn = async (page: Page) => {
  await page.goto('/console/config');
  await onPath(page, /^\/console\/sign-in/);
  await signInAs(page, admin, password);
};

beforeAll(async () => {
  browser = await launchBrowser();
  await dev('staffCreate', { ...admin, password });
  context = await deskContext(browser);
});

afterAll(() => closeAll(context, browser));

describe('the config editors', () => {
  it('saves a section, serves it at once, shows the diff and rolls it back', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page);
    await onPath(page, /^\/console\/config$/);
    await page.getByRole('heading', { name: 'Configuration' }).waitFor();

    // The games as a table, each with its art.
    await page
      .getByTestId('config-section-link')
      .filter({ hasText: /^Games$/ })
      .click();
    await onPath(page, /^\/console\/config\/games$/);
    await page.getByTestId('config-game-row').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // A generated form: the legal texts.
    await page.getByTestId('config-section-link').filter({ hasText: 'Legal texts' }).click();
    await onPath(page, /^\/console\/config\/textPages$/);
    const intro = page.locator('[id$="aboutUs_intro"]');
    await intro.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const before = (await appConfig()).textPages.aboutUs!.intro;
    const changed = `About us, edited by ${runId}.`;
    await intro.fill(changed);
    await page.getByLabel('Note (what and why)').fill(`e2e ${runId}`);
    await page.getByTestId('config-save').click();
    await page.getByTestId('config-saved').waitFor();
    expect((await appConfig()).textPages.aboutUs!.intro).toBe(changed);

    // Its revision, its diff, and the rollback to the one before.
    await page.getByRole('link', { name: 'Revisions' }).click();
    await onPath(page, /^\/console\/config\/revisions$/);
    const newest = page.getByTestId('config-revision-row').first();
    await expect.poll(() => newest.textContent()).toContain(`e2e ${runId}`);
    const revision = Number(await newest.getAttribute('data-revision'));
    await newest.getByRole('button', { name: `Changes of ${revision}` }).click();
    const change = page.getByTestId('config-change').filter({ hasText: 'textPages.aboutUs.intro' });
    await change.waitFor();
    expect(await change.textContent()).toContain(changed);
    expect(await seriousViolations(page)).toEqual([]);

    page.once('dialog', (dialog) => void dialog.accept());
    await page
      .locator(`[data-testid="config-revision-row"][data-revision="${revision - 1}"]`)
      .getByTestId('config-rollback')
      .click();
    await page.getByTestId('config-rolled-back').waitFor();
    expect((await appConfig()).textPages.aboutUs!.intro).toBe(before);
    expect(realErrors(errors)).toEqual([]);
  });
});
