import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signUpByAccount } from './support/api';
import { baseUrl, closeAll, launchBrowser, phoneContext, watchErrors } from './support/browser';

/**
 * Accounts end to end: the real built app and server, the codes read back from the dev SMS
 * outbox. Every run uses its own phone number and account name.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeAll(browser));

const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(
  -8,
);
/** A +1 555 number (the reserved fictional range) unique to this run. */
const nationalNumber = `555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
const mobile = `+1${nationalNumber}`;
const account = `e2e_${runId}`.toLowerCase();
const password = `Pw-${runId}!`;

interface OutboxAnswer {
  data?: { list: { code: string; purpose: number; createdAt: string }[] };
}

/** The newest code texted to a number, as the dev outbox shows it. */
const latestCode = async (number: string): Promise<string> => {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${baseUrl()}/dev/v1/smsOutbox`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ mobile: number }),
        });
        const answer = (await response.json()) as OutboxAnswer;
        code = answer.data?.list[0]?.code;
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{4,8}$/);
  return code!;
};

const onPath = (page: Page, path: string) =>
  page.waitForURL((url) => `${url.pathname}${url.search}` === path, { timeout: 30_000 });

const logOut = async (page: Page) => {
  await page.getByRole('button', { name: 'Log out' }).click();
  await onPath(page, '/');
};

describe('accounts', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await phoneContext(browser);
  });
  afterAll(() => closeAll(context));

  it('registers by phone with a texted code, lands on /member, and logs out', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/auth/register');
    await page.getByLabel('Country code').selectOption('US');
    await page.getByLabel('Phone number').fill(nationalNumber);
    await page.getByRole('button', { name: 'Send code' }).click();
    // The button turns into the resend countdown.
    await page.getByRole('button', { name: /^Resend in \d+s$/ }).waitFor();
    await page.getByLabel('Verification code').fill(await latestCode(mobile));
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign up' }).click();

    await onPath(page, '/member');
    await expect.poll(() => page.getByTestId('member-balance').innerText()).toBe('0.00 coins');
    // A new phone player is shown by nickname and phone; the password is theirs to change.
    await page.getByRole('link', { name: 'Change password' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('lobby.token'))).toBeTruthy();

    await logOut(page);
    expect(await page.evaluate(() => localStorage.getItem('lobby.token'))).toBeNull();
    await page.getByTestId('lobby-bar').getByRole('link', { name: 'Log in' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('registers by account name, logs out, and logs back in on /auth/login?type=account', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signUpByAccount(page, account, password);
    await onPath(page, '/member');
    await page.getByRole('heading', { name: account }).waitFor();
    await logOut(page);

    await page.goto('/auth/login?type=account');
    // The account form opens with the saved account name.
    const accountField = page.getByLabel('Account name');
    await expect.poll(() => accountField.inputValue()).toBe(account);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('The sign-in details are not correct.').waitFor();

    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await onPath(page, '/member');
    await page.getByRole('heading', { name: account }).waitFor();
    await logOut(page);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('a device past its budget of wrong passwords', () => {
  it('passes the device check the server asks for by itself, and signs in', async () => {
    // A device that sent 30 wrong passwords this hour (password spraying) must solve a proof
    // of work before each further try; the app does it in the browser (Web Crypto) and shows
    // "Checking your device…" meanwhile. The budget is per device and per IP, and other tests
    // share this IP, so the challenge may come a little before the device's 30th try.
    const device = `e2e-spray-${runId}`;
    const spray = apiClient(device);
    const answers: number[] = [];
    for (let i = 0; i <= 30 && !answers.includes(1120); i += 1) {
      const answer = await spray('accountLogin', {
        loginType: 2,
        account: `nb${runId}${i}`,
        password: 'Summer-2026!',
      });
      answers.push(answer.errcode);
    }
    expect(answers.at(-1)).toBe(1120);
    expect(new Set(answers.slice(0, -1))).toEqual(new Set([1105]));
    const context = await phoneContext(browser);
    await context.addInitScript((id) => localStorage.setItem('lobby.fingerprint', id), device);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/auth/login?type=account');
    await page.getByLabel('Account name').fill(account);
    await page.getByLabel('Password', { exact: true }).fill(password);
    const challenged = page.waitForResponse(
      async (response) =>
        response.url().endsWith('/app/v1/accountLogin') &&
        ((await response.json()) as { errcode: number }).errcode === 1120,
    );
    await page.getByRole('button', { name: 'Log in' }).click();
    await challenged;
    await onPath(page, '/member');
    await page.getByRole('heading', { name: account }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('sign-in on the way to a guarded page', () => {
  it('sends a signed-out player from /wallets?name=deposit to log in, then back there', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/wallets?name=deposit');
    await page.waitForURL(/\/auth\/login\?/, { timeout: 30_000 });
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/wallets?name=deposit');

    await page.getByRole('tab', { name: 'Account' }).click();
    await page.getByLabel('Account name').fill(account);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await onPath(page, '/wallets?name=deposit');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an outside redirect is not followed: the player lands on /member', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`/auth/login?type=account&redirect=${encodeURIComponent('//evil.example/x')}`);
    await page.getByLabel('Account name').fill(account);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await onPath(page, '/member');
    await context.close();
  });
});

describe('the browser password manager and the sign-in modals', () => {
  it('marks the login forms for password managers and one-time codes', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto('/auth/login?type=account');
    const accountField = page.getByLabel('Account name');
    await accountField.waitFor();
    const attrs = (selector: string) =>
      page.locator(selector).evaluate((el) => ({
        autocomplete: el.getAttribute('autocomplete'),
        type: el.getAttribute('type'),
        name: el.getAttribute('name'),
        id: el.id,
        inForm: el.closest('form') !== null,
        inputMode: el.getAttribute('inputmode'),
      }));
    const accountId = await accountField.getAttribute('id');
    expect(await attrs(`[id="${accountId}"]`)).toMatchObject({
      autocomplete: 'username',
      name: 'username',
      inForm: true,
    });
    const passwordId = await page.getByLabel('Password', { exact: true }).getAttribute('id');
    expect(await attrs(`[id="${passwordId}"]`)).toMatchObject({
      autocomplete: 'current-password',
      type: 'password',
      name: 'password',
      inForm: true,
    });
    expect(
      await page
        .locator('form')
        .filter({ has: accountField })
        .locator('button[type="submit"]')
        .count(),
    ).toBe(1);
    // The visibility toggle is a real button that says whether the password shows.
    const toggle = page.getByRole('button', { name: 'Show password' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator(`[id="${passwordId}"]`).getAttribute('type')).toBe('text');

    await page.getByRole('tab', { name: 'SMS code' }).click();
    const phoneId = await page.getByLabel('Phone number').getAttribute('id');
    expect(await attrs(`[id="${phoneId}"]`)).toMatchObject({ autocomplete: 'tel', type: 'tel' });
    const codeId = await page.getByLabel('Verification code').getAttribute('id');
    expect(await attrs(`[id="${codeId}"]`)).toMatchObject({
      autocomplete: 'one-time-code',
      inputMode: 'numeric',
      name: 'smsCode',
    });
    await context.close();
  });

  it('opens log in and sign up as modals over the lobby, one at a time', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/');
    await page.getByTestId('lobby-bar').getByRole('link', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Welcome back' });
    await login.waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    await login.getByRole('link', { name: 'Sign up' }).click();
    await page.getByRole('dialog', { name: 'Create your account' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);

    await page.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
