import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev, newRunId, onPath } from './support/api';
import { seriousViolations } from './support/axe';
import { closeAll, deskContext, launchBrowser, watchErrors } from './support/browser';
import { enterTotp, secretOfUrl } from './support/console';

/**
 * The console's access end to end: an admin (made by the development endpoint, without TOTP)
 * enrols an authenticator at the first sign-in from the QR's otpauth URL, gets ten recovery
 * codes, and creates a support member on the Staff page; the support member signs in, enrols in
 * turn, and has no Staff page: not in the nav, refused by the page, and the call itself refused
 * by the server (1602). axe on every new page.
 */

let browser: Browser;
const runId = newRunId();
const admin = {
  email: `admin_${runId}@lobby.test`,
  name: `Ada ${runId}`,
  role: 'admin',
  password: `Admin-${runId}-password`,
};
const support = {
  email: `helper_${runId}@lobby.test`,
  name: `Hal ${runId}`,
  password: `Helper-${runId}-password`,
};

/** Chrome logs the first staffMe (401, no session yet) and the refused call (403) as failed loads. */
const realErrors = (errors: string[]) => errors.filter((e) => !/status of 40[13]/.test(e));

/** Password, then enrolment: the secret read from the QR's otpauth URL, as an app would scan it. */
const signInEnrolling = async (page: Page, email: string, password: string) => {
  await page.goto('/console/');
  await onPath(page, /^\/console\/sign-in$/);
  await page.getByTestId('console-signin-email').fill(email);
  await page.getByTestId('console-signin-password').fill(password);
  await page.getByTestId('console-signin-submit').click();
  await page.getByRole('heading', { name: 'Set up two-factor sign-in' }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  const url = await page.getByTestId('console-enrol-qr').getAttribute('data-otpauth-url');
  expect(url).toMatch(/^otpauth:\/\/totp\//);
  const secret = secretOfUrl(url!);
  expect(await page.getByTestId('console-enrol-secret').textContent()).toBe(secret);
  await enterTotp(page, secret);
  const codes = page.getByTestId('console-recovery-codes').locator('li');
  await codes.first().waitFor();
  expect(await codes.count()).toBe(10);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('console-recovery-continue').click();
  return secret;
};

beforeAll(async () => {
  browser = await launchBrowser();
  await dev('staffCreate', admin);
});

afterAll(() => closeAll(browser));

describe('console access', () => {
  it('an admin enrols TOTP and creates a support member, who has no Staff page', async () => {
    const desk = await deskContext(browser);
    const page = await desk.newPage();
    const errors = watchErrors(page);
    await signInEnrolling(page, admin.email, admin.password);
    await page.getByText(`Signed in as ${admin.name} (Admin)`).waitFor();

    await page
      .getByRole('navigation', { name: 'Tools' })
      .getByRole('link', { name: 'Staff' })
      .click();
    await onPath(page, /^\/console\/staff$/);
    await page.getByRole('heading', { name: 'Staff', level: 1 }).waitFor();
    await page.getByTestId('staff-create-email').fill(support.email);
    await page.getByTestId('staff-create-name').fill(support.name);
    await page.getByTestId('staff-create-role').selectOption('support');
    await page.getByTestId('staff-create-password').fill(support.password);
    await page.getByTestId('staff-create-submit').click();
    await page.getByTestId('staff-created').waitFor();
    const row = page.getByTestId('staff-row').filter({ hasText: support.email });
    await row.waitFor();
    expect(await row.textContent()).toContain('Two-factor not set up');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('nav-account').click();
    await onPath(page, /^\/console\/account$/);
    await expect
      .poll(() => page.getByTestId('account-totp').textContent())
      .toContain('Two-factor sign-in is on. 10 recovery codes left.');
    expect(await seriousViolations(page)).toEqual([]);
    expect(realErrors(errors)).toEqual([]);
    await desk.close();

    // The support member, in a browser of their own.
    const other = await deskContext(browser);
    const helper = await other.newPage();
    const helperErrors = watchErrors(helper);
    await signInEnrolling(helper, support.email, support.password);
    await helper.getByText(`Signed in as ${support.name} (Support)`).waitFor();
    const nav = helper.getByRole('navigation', { name: 'Tools' });
    await nav.getByRole('link', { name: 'Live chat' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Staff' }).count()).toBe(0);
    await helper.goto('/console/staff');
    await helper.getByRole('alert').getByText('Your role does not allow this.').waitFor();
    // The server refuses the call itself, whatever the page shows.
    const refused = await helper.evaluate(async () => {
      const response = await fetch('/console/api/v1/staffList', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      return {
        status: response.status,
        errcode: ((await response.json()) as { errcode: number }).errcode,
      };
    });
    expect(refused).toEqual({ status: 403, errcode: 1602 });
    expect(realErrors(helperErrors)).toEqual([]);
    await other.close();
  });
});
