import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfigAnswer } from '@lobby/contract/app-config';
import { apiClient, dev, newRunId, ok, onPath, register } from './support/api';
import { seriousViolations } from './support/axe';
import {
  closeAll,
  deskContext,
  launchBrowser,
  signedInPhone,
  watchErrors,
} from './support/browser';
import { newStaff, signInAs } from './support/console';

/**
 * A withdrawal from request to payout across both apps: a player (set up through the API: a
 * deposit, a receiving account, the deposit's turnover played with built-in dice rounds)
 * requests a withdrawal above the automatic-approval limit; a finance member signs in to the
 * console, finds it in the Withdrawals queue and approves it; the e2e server's payout provider is
 * the sandbox (PAYOUT_PROVIDER's default), told through its dev endpoint to pay it; the player's
 * withdrawal records then show it paid. axe on the console's money pages.
 */

let browser: Browser;
let phone: BrowserContext;
let desk: BrowserContext;
const runId = newRunId();
const password = `Pw-${runId}!`;
const api = apiClient(`e2e-console-money-${runId}`);
const finance = newStaff(runId, {
  stem: 'finance',
  name: 'Fay',
  role: 'finance',
  password: `Finance-${runId}-password`,
});
/** Over the default automatic-approval limit (1,000.00): it waits for review. */
const AMOUNT = 120_000;
let token = '';
let orderNo = '';

/** Chrome logs the first staffMe (401, no session yet) as a failed load. */
const realErrors = (errors: string[]) => errors.filter((e) => !/status of 401/.test(e));

const signIn = async (page: Page) => {
  await page.goto('/console/withdrawals');
  await onPath(page, /^\/console\/sign-in/);
  await signInAs(page, finance, finance.password);
};

beforeAll(async () => {
  browser = await launchBrowser();
  const signedUp = await register(api, `payee_${runId}`.toLowerCase(), password);
  token = signedUp.token;
  // 5,000.00 deposited: its turnover played in 50.00 dice bets leaves far more than 1,200.00.
  const deposit = ok(
    await api<{ orderNo: string }>('recharge', { rechargeTypeId: 1, amount: 500_000 }, token),
  );
  await dev('sandboxPay', { orderNo: deposit.orderNo, result: 'success' });
  const bank = ok(
    await api<{ appUserBankList: { id: number }[] }>(
      'addBankInfo',
      // A number of this run's own: a receiving account another player holds is refused.
      {
        bankId: 1,
        accountName: 'Pat Payee',
        accountNo: `6222${String(Date.now()).slice(-10)}`,
        password,
      },
      token,
    ),
  );
  const config = ok(await api<AppConfigAnswer>('anonymous/appConfig', {}));
  if (config.notModified) throw new Error('appConfig answered without a config');
  const dice = config.config.games.find((g) => g.provider === 'builtin' && g.code === 'dice')!;
  ok(await api('startGame', { gameId: dice.id }, token));
  for (let round = 0; round < 2_000; round += 1) {
    const info = ok(await api<{ bet: number; coin: number }>('getExchange', {}, token));
    if (info.bet === 0) break;
    const bet = Math.min(info.bet * 4, info.coin, 5_000);
    ok(
      await api(
        'gamePlay',
        { gameId: dice.id, bet, params: { direction: 'under', target: 4_950 } },
        token,
      ),
    );
  }
  const requested = ok(
    await api<{ orderNo: string; status: string }>(
      'exchange',
      { amount: AMOUNT, bankId: bank.appUserBankList[0]!.id, password },
      token,
    ),
  );
  expect(requested.status).toBe('pending_review');
  orderNo = requested.orderNo;
  phone = await signedInPhone(browser, signedUp);
  await dev('staffCreate', finance);
  desk = await deskContext(browser);
}, 180_000);

afterAll(() => closeAll(phone, desk, browser));

describe('the console’s money tools', () => {
  it('finance approves a withdrawal and the player’s app shows it paid', async () => {
    const page = await desk.newPage();
    const errors = watchErrors(page);
    await signIn(page);
    await onPath(page, /^\/console\/withdrawals$/);
    await page.getByRole('heading', { name: 'Withdrawals', level: 1 }).waitFor();
    const row = page.locator(`[data-testid="withdrawal-row"][data-order-no="${orderNo}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain('1,200.00');
    expect(await seriousViolations(page)).toEqual([]);

    await row.getByRole('link', { name: orderNo }).click();
    const detail = page.getByTestId('withdrawal-detail');
    await detail.waitFor();
    expect(await detail.getAttribute('data-status')).toBe('pending_review');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('withdrawal-refuse').click();
    await page.getByRole('dialog', { name: 'Refuse this withdrawal' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByTestId('withdrawal-approve').click();
    await page.getByTestId('withdrawal-done').getByText('now Approved').waitFor();
    await expect.poll(() => detail.getAttribute('data-status')).not.toBe('pending_review');

    // The sandbox payout provider pays it; its dev endpoint says so now and queries it.
    await dev('sandboxPayout', { orderNo, result: 'paid' });
    await expect
      .poll(
        async () => {
          const list = ok(
            await api<{ list: { orderNo: string; status: string }[] }>(
              'exchangeOrderList',
              { pageNum: 1, pageSize: 10 },
              token,
            ),
          ).list;
          const mine = list.find((o) => o.orderNo === orderNo);
          if (mine?.status !== 'paid') await dev('sandboxPayout', { orderNo, result: 'paid' });
          return mine?.status;
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe('paid');

    const player = await phone.newPage();
    const playerErrors = watchErrors(player);
    await player.goto('/wallets/record');
    await player.getByRole('tab', { name: 'Withdrawals' }).click();
    const withdrawal = player
      .getByRole('list', { name: 'Withdrawals' })
      .getByRole('listitem')
      .filter({ hasText: '1,200.00' });
    await withdrawal.getByText('Paid', { exact: true }).waitFor();
    expect(playerErrors).toEqual([]);

    // The console shows it paid too, and the other money pages pass axe.
    await page.reload();
    await expect.poll(() => detail.getAttribute('data-status')).toBe('paid');
    for (const [path, heading] of [
      ['/console/deposits', 'Deposits'],
      ['/console/reconciliation', 'Reconciliation'],
      ['/console/promotions', 'Promotions'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.getByRole('status').waitFor({ state: 'detached' });
      expect(await seriousViolations(page)).toEqual([]);
    }
    expect(realErrors(errors)).toEqual([]);
  });
});
