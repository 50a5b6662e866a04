import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfigAnswer } from '@lobby/contract/app-config';
import { apiClient, hundredths, newRunId, ok, onPath, registeredPhone } from './support/api';
import { closeAll, launchBrowser, watchErrors } from './support/browser';

/**
 * Money end to end on the real built app and server: a fresh player deposits through the
 * sandbox checkout page, adds a receiving account, plays the deposit's turnover through with
 * built-in dice rounds (the same calls a game makes), withdraws, and finds the withdrawal in
 * the records.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeAll(browser));

const runId = newRunId();
const account = `money_${runId}`.toLowerCase();
const password = `Pw-${runId}!`;
const fingerprint = `e2e-wallet-${runId}`;

const api = apiClient(fingerprint);

describe('money', () => {
  let context: BrowserContext;
  let token: string;

  beforeAll(async () => {
    // A fresh player registered the way the sign-up form does it, then signed in in the browser
    // as the app keeps a session: the token and the user in localStorage.
    ({ token, context } = await registeredPhone(browser, api, account, password));
  });
  afterAll(() => closeAll(context));

  it('deposits through the sandbox checkout, comes back and sees the balance rise', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/member');
    // The balance card's Deposit (the tab bar has one too).
    await page
      .getByRole('region', { name: 'Balance' })
      .getByRole('link', { name: 'Deposit' })
      .click();
    await onPath(page, /^\/wallets\?name=deposit&back=1$/);
    await expect.poll(() => page.getByTestId('wallet-balance').innerText()).toBe('0.00 coins');

    // As for a returning player, the app's service worker is in charge of navigations: the
    // provider's page must still come from the network, not the app shell.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // 1,000.00: enough that the turnover's dice rounds below cannot run it under 50.00.
    await page.getByRole('radio', { name: /^1,000\.00/ }).click();
    await page.getByRole('button', { name: 'Deposit 1,000.00 coins' }).click();
    await onPath(page, /^\/sandbox-pay\/checkout\//);
    await page.getByText('Confirm your deposit').waitFor();
    await page.getByRole('button', { name: 'Pay' }).click();

    await onPath(page, /^\/wallets\?name=deposit&orderNo=D/);
    await page.getByText('Deposit successful').waitFor({ timeout: 30_000 });
    // No bonus asked for: the deposit is cash (a bonus is the player's choice, bonus.e2e.ts).
    expect(await page.getByText(/bonus added$/).count()).toBe(0);
    await expect
      .poll(async () => hundredths(await page.getByTestId('wallet-balance').innerText()))
      .toBe(100_000);

    await page.goto('/wallets/record');
    const deposits = page.getByRole('list', { name: 'Deposits' });
    await deposits.getByText('Credited').waitFor();
    expect(await deposits.getByRole('listitem').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('adds a receiving account', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/wallets/card/list');
    await page.getByRole('link', { name: 'Add a receiving account' }).click();
    await onPath(page, /^\/wallets\/card\/edit$/);
    await page.getByLabel('Bank').selectOption({ index: 1 });
    await page.getByLabel('Account holder').fill('Pat Player');
    await page.getByLabel('Account number').fill('6222 0202 0011 2233');
    // Even the first account is confirmed with the login password (a stolen session alone
    // cannot name where money goes); it pauses nothing.
    await page.getByRole('button', { name: 'Save account' }).click();
    await page.getByText('Enter your login password.').waitFor();
    expect(await page.getByText(/withdrawals pause for 24 hours/).count()).toBe(0);
    await page.getByLabel('Your login password').fill(password);
    await page.getByRole('button', { name: 'Save account' }).click();

    await onPath(page, /^\/wallets\/card\/list$/);
    const card = page.getByRole('article');
    await card.getByText('****2233').waitFor();
    await card.getByText('Default').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('withdraws once the turnover is played, and finds it in the records', async () => {
    // A deposit adds turnover to play before a withdrawal; a player works it off with valid
    // bets. A near-certain bet counts nothing (dice under 98.00 would not move it): dice under
    // 49.50, which counts a quarter of its bet, through the game's own calls, in 10.00 bets.
    const config = ok(await api<AppConfigAnswer>('anonymous/appConfig', {}));
    if (config.notModified) throw new Error('appConfig answered without a config');
    const dice = config.config.games.find((g) => g.provider === 'builtin' && g.code === 'dice');
    expect(dice, 'a built-in dice game in the demo catalogue').toBeDefined();
    ok(await api('startGame', { gameId: dice!.id }, token));
    for (let round = 0; round < 600; round += 1) {
      const info = ok(await api<{ bet: number; coin: number }>('getExchange', {}, token));
      if (info.bet === 0) break;
      const bet = Math.min(info.bet * 4, info.coin, 1_000);
      ok(
        await api(
          'gamePlay',
          { gameId: dice!.id, bet, params: { direction: 'under', target: 4_950 } },
          token,
        ),
      );
    }

    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/member');
    await page.getByRole('link', { name: 'Withdraw' }).click();
    await onPath(page, /^\/wallets\?name=withdraw&back=1$/);
    await expect.poll(() => page.getByTestId('wagering-left').innerText()).toBe('0.00 coins');
    expect(hundredths(await page.getByTestId('withdrawable').innerText())).toBeGreaterThan(5_000);
    await page.getByRole('radio', { name: /\*\*\*\*2233/ }).waitFor();

    const amount = page.getByLabel('Amount to withdraw');
    await page.getByLabel('Your login password').fill(password);
    await amount.fill('10');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page.getByText('The minimum is 50.00 coins.').waitFor();
    await amount.fill('50');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const status = page.getByTestId('withdraw-status');
    await status.getByText('Withdrawal requested').waitFor();
    await status.getByText('50.00').waitFor();

    await status.getByRole('link', { name: 'Transactions' }).click();
    await onPath(page, /^\/wallets\/record$/);
    await page.getByRole('tab', { name: 'Withdrawals' }).click();
    const withdrawal = page.getByRole('list', { name: 'Withdrawals' }).getByRole('listitem');
    await withdrawal.getByText('50.00 coins', { exact: true }).waitFor();
    await withdrawal.getByText(/\*\*\*\*2233/).waitFor();
    expect(await withdrawal.count()).toBe(1);

    await page.getByRole('tab', { name: 'All movements' }).click();
    await page
      .getByRole('list', { name: 'All movements' })
      .getByRole('listitem')
      .filter({ hasText: 'Withdrawal' })
      .filter({ hasText: '\u221250.00' })
      .waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
