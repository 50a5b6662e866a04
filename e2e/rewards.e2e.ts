import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev, hundredths, onPath, signUpByPhone } from './support/api';
import { seriousViolations } from './support/axe';
import { closeAll, launchBrowser, phoneContext, watchErrors } from './support/browser';

/**
 * The rewards engine as a new player meets it: signed up by phone, the sign-up bonus the welcome
 * notice promises waits in the bonus centre (its red dot on the Bonus tab), is claimed through
 * the reward modal, lands as bonus money with its wagering, and is listed in /reward/record;
 * with the tasks signing up reached claimed too, the dot goes out.
 */

let browser: Browser;
let context: BrowserContext;

const nationalNumber = `555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

const bonusTabDot = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /Bonus/ })
    .getByRole('img', { name: 'New' });

beforeAll(async () => {
  browser = await launchBrowser();
  context = await phoneContext(browser);
});
afterAll(() => closeAll(context, browser));

describe('the sign-up bonus through the bonus centre', () => {
  it('waits behind a red dot, is claimed through the reward modal and listed in the record', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signUpByPhone(page, nationalNumber, 'Tulip-Harbor-58');
    await onPath(page, /^\/member$/).catch(async (error: unknown) => {
      await page.screenshot({ path: '/tmp/rewards-e2e.png' });
      console.warn(await page.locator('body').innerText());
      throw error;
    });

    // The engine reads the registration from the outbox (its job runs every second; now, here).
    expect((await dev('runJob', { name: 'rewards.consumeEvents' })).data?.ran).toBe(true);

    // The lobby's Bonus tab carries the red dot.
    await page.goto('/');
    await bonusTabDot(page).waitFor({ timeout: 30_000 });

    await page.goto('/bonus/reward');
    const row = page.getByRole('listitem').filter({ hasText: 'Sign-up bonus' });
    await row.waitFor({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);

    await row.getByRole('button', { name: 'Claim' }).click();
    // The sign-up bonus asks first: while it is open, deposits earn no bonus (ADR 0056).
    const ask = page.getByRole('alertdialog', { name: 'Claim your sign-up bonus?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Claim it' }).click();
    const modal = page.getByRole('dialog', { name: 'You received' });
    await modal.waitFor();
    await modal.getByText('TAP THE SCREEN TO CONTINUE').waitFor();
    expect(hundredths(await modal.innerText())).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await modal.click();
    await modal.waitFor({ state: 'detached' });

    // Paid as bonus money: the money summary shows it and the wagering it asks.
    await expect
      .poll(async () => page.getByRole('progressbar').first().getAttribute('aria-valuemax'))
      .not.toBe('0');
    await page.goto('/reward/record');
    await page.getByRole('listitem').filter({ hasText: 'Sign-up bonus' }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // The tasks signing up reached (today's sign-in, the verified phone) wait too: claimed.
    await page.goto('/bonus/tasks');
    const claim = page.getByRole('button', { name: 'Claim', exact: true });
    await claim.first().waitFor({ timeout: 30_000 });
    while ((await claim.count()) > 0) {
      await claim.first().click();
      await modal.waitFor();
      await modal.click();
      await modal.waitFor({ state: 'detached' });
    }
    // Nothing left to claim: back in the lobby, the dot is out.
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await bonusTabDot(page).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.close();
  });
});
