import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, hundredths, newRunId, ok, onPath, registeredPhone } from './support/api';
import { closeAll, launchBrowser, watchErrors } from './support/browser';

/**
 * Bonus money end to end: a fresh player chooses the first deposit's bonus on the deposit form,
 * reads its terms, pays at the sandbox checkout, finds deposit and bonus in the bonus balance
 * apart from cash, and ends it, getting the deposit back as cash.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeAll(browser));

const runId = newRunId();
const account = `bonus_${runId}`.toLowerCase();
const password = `Pw-${runId}!`;
const api = apiClient(`e2e-bonus-${runId}`);

describe('a deposit bonus', () => {
  let context: BrowserContext;
  let token: string;

  beforeAll(async () => {
    ({ token, context } = await registeredPhone(browser, api, account, password));
  });
  afterAll(() => closeAll(context));

  it('is chosen with its terms, played apart from cash, and ended for the deposit back', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/wallets?name=deposit&back=1');
    await page.getByRole('radio', { name: /^200\.00/ }).click();
    // Off until chosen; once chosen, its terms in numbers: 5 × (200.00 + 40.00) to wager.
    const take = page.getByRole('checkbox', { name: 'Add a 20% bonus (+40.00 coins)' });
    expect(await take.isChecked()).toBe(false);
    await take.check();
    const terms = page.getByTestId('bonus-terms');
    await terms
      .getByText('Bet 1,200.00 coins in valid bets within 7 days to turn it into cash.')
      .waitFor();
    await terms.getByText('Largest bet until then: 12.00 coins.').waitFor();
    await page.getByRole('button', { name: 'Deposit 200.00 coins' }).click();
    await onPath(page, /^\/sandbox-pay\/checkout\//);
    await page.getByRole('button', { name: 'Pay' }).click();
    await onPath(page, /^\/wallets\?name=deposit&orderNo=D/);
    await page.getByText('Deposit successful').waitFor({ timeout: 30_000 });
    await page.getByText('+40.00 coins bonus added').waitFor();

    // The bonus card: deposit and bonus in the bonus balance; cash apart.
    const card = page.getByTestId('bonus-card');
    await card.getByText('First deposit bonus').waitFor();
    // The wagering summary: all 1,200.00 of it left to wager.
    await expect
      .poll(() => card.getByTestId('summary-left').innerText())
      .toBe('1,200.00 coins of 1,200.00 coins');
    await page
      .getByTestId('wallet-balance-split')
      .getByText('Cash 0.00 coins · bonus balance 240.00 coins')
      .waitFor();
    const state = ok(await api<{ coin: number; bonusCoin: number }>('refreshData', {}, token));
    expect(state).toMatchObject({ coin: 0, bonusCoin: 24_000 });

    // Ended before any bet: the deposit comes back as cash, the bonus goes, and the player is
    // taken on to withdraw it (ADR 0056).
    await card.getByRole('button', { name: 'End my bonus and withdraw' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'End your bonus and withdraw?' });
    await dialog.getByText(/200\.00 coins of your deposit goes back to your cash/).waitFor();
    await dialog.getByRole('button', { name: 'End it and withdraw' }).click();
    await card.waitFor({ state: 'detached' });
    await expect
      .poll(async () => hundredths(await page.getByTestId('wallet-balance').innerText()))
      .toBe(20_000);
    expect(
      ok(await api<{ coin: number; bonusCoin: number }>('refreshData', {}, token)),
    ).toMatchObject({ coin: 20_000, bonusCoin: 0 });
    expect(errors).toEqual([]);
    await page.close();
  });
});
