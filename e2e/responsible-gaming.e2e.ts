import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, newRunId, onPath, registeredPhone } from './support/api';
import { seriousViolations } from './support/axe';
import { closeAll, launchBrowser, watchErrors } from './support/browser';

/**
 * The player's limits end to end (docs/player-protection.md "Limits"): a fresh player opens
 * Responsible gaming from the member page, sets a daily deposit limit, and a deposit over it is
 * refused on the deposit page, saying what is left.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeAll(browser));

const runId = newRunId();
const account = `limits_${runId}`.toLowerCase();
const password = `Pw-${runId}!`;
const api = apiClient(`e2e-limits-${runId}`);

describe('responsible gaming', () => {
  let context: BrowserContext;

  beforeAll(async () => {
    ({ context } = await registeredPhone(browser, api, account, password));
  });
  afterAll(() => closeAll(context));

  it('sets a deposit limit on the page; a deposit over it is refused with the reason', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/member');
    await page.getByRole('link', { name: 'Responsible gaming' }).click();
    await onPath(page, /^\/member\/responsible-gaming$/);
    const daily = page.getByTestId('limit-depositDay');
    await daily.getByText('No limit').waitFor();
    await daily.getByLabel('New limit for Daily deposit limit').fill('500');
    await daily.getByRole('button', { name: 'Save' }).click();
    await daily.getByText('500.00', { exact: false }).first().waitFor();
    await expect.poll(() => daily.innerText()).toMatch(/Used 0\.00 coins · 500\.00 coins left/);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/wallets?name=deposit&back=1');
    await page.getByRole('radio', { name: /^1,000\.00/ }).click();
    await page.getByRole('button', { name: 'Deposit 1,000.00 coins' }).click();
    await page
      .getByText(/would go over your deposit limit\. You can deposit 500\.00 coins more/)
      .waitFor();
    await onPath(page, /^\/wallets\?name=deposit/);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
