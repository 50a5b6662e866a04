import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '@lobby/contract/app-config';
import {
  apiClient,
  appConfig,
  dev,
  newRunId,
  ok,
  onPath,
  registeredPhone,
  signUpByPhone,
} from './support/api';
import { seriousViolations } from './support/axe';
import { closeAll, launchBrowser, phoneContext, watchErrors } from './support/browser';

/**
 * The offers as a player meets them: the first-deposit page shows the deposit's own bonus and
 * leads to the deposit form with it taken, then says what the first deposit earned; the follow
 * page pays a channel's reward once the player opened it from there.
 */

let browser: Browser;
let config: AppConfig;
const runId = newRunId();
const api = apiClient();

beforeAll(async () => {
  browser = await launchBrowser();
  config = await appConfig(api);
});
afterAll(() => closeAll(browser));

describe('the first-deposit offer', () => {
  let context: BrowserContext;
  afterAll(() => closeAll(context));

  it('shows the offer, leads to the deposit form with the bonus taken, then says what it paid', async () => {
    const offer = ok(await api<{ percentBp: number; state: string }>('firstDepositInfo', {}));
    const percent = `+${offer.percentBp / 100}%`;

    // A visitor sees the offer and is sent to sign in.
    context = await phoneContext(browser);
    const visitor = await context.newPage();
    await visitor.goto('/activity/first-deposit');
    const card = visitor.getByTestId('first-deposit');
    await card.getByText(percent).waitFor({ timeout: 30_000 });
    await card.getByRole('link', { name: 'Log in to deposit' }).waitFor();
    await visitor.close();
    await context.close();

    const signedUp = await registeredPhone(
      browser,
      api,
      `fd_${runId}`.toLowerCase(),
      `Pw-${runId}!`,
    );
    context = signedUp.context;
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/activity/first-deposit');
    const mine = page.getByTestId('first-deposit');
    await mine.getByText('Waiting for you').waitFor({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await mine.getByRole('link', { name: 'Deposit with the bonus' }).click();
    await onPath(page, /^\/wallets\?name=deposit&bonus=1$/);
    const take = page.getByTestId('take-bonus');
    await take.waitFor({ timeout: 30_000 });
    await expect.poll(() => take.isChecked(), { timeout: 30_000 }).toBe(true);
    await page.getByTestId('deposit-bonus').waitFor();

    // The first deposit, with its bonus, through the sandbox.
    const amount = 10_000;
    const order = ok(
      await api<{ orderNo: string }>(
        'recharge',
        { rechargeTypeId: config.rechargeTypes[0]!.id, amount, takeBonus: true },
        signedUp.token,
      ),
    );
    await dev('sandboxPay', { orderNo: order.orderNo, result: 'success' });
    await page.goto('/activity/first-deposit');
    const done = page.getByTestId('first-deposit-done');
    await done.waitFor({ timeout: 30_000 });
    expect(await done.innerText()).toMatch(/Your first deposit of 100\.00 coins earned a bonus of/);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('follow rewards', () => {
  let context: BrowserContext;
  afterAll(() => closeAll(context));

  it('pays a channel’s reward once the player opened it from the page', async () => {
    const nationalNumber = `555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    context = await phoneContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    // Signed up by phone: follow rewards ask a verified number.
    await signUpByPhone(page, nationalNumber, 'Tulip-Harbor-58');
    await onPath(page, /^\/member$/);

    await page.goto('/activity/follow');
    const first = config.socialMedia[0]!;
    const row = page.getByTestId(`follow-${first.id}`);
    await row.getByText('Reward:').waitFor({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);
    // Following opens the channel in a tab of its own; the page records it first.
    const [channel] = await Promise.all([
      context.waitForEvent('page'),
      row.getByRole('link', { name: /Follow/ }).click(),
    ]);
    await channel.close();
    await row.getByRole('button', { name: /Collect/ }).click();
    const modal = page.getByRole('dialog', { name: 'You received' });
    await modal.waitFor();
    await modal.getByText('TAP THE SCREEN TO CONTINUE').waitFor();
    await modal.click();
    await modal.waitFor({ state: 'detached' });
    await row.getByText('Collected').waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
    await page.close();
  });
});
