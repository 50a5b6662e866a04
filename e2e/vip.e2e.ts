import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '@lobby/contract/app-config';
import {
  apiClient,
  appConfig,
  consumeEvents,
  hundredths,
  newDepositor,
  newRunId,
  ok,
} from './support/api';
import { seriousViolations } from './support/axe';
import { closeAll, launchBrowser, signedInPhone, watchErrors } from './support/browser';

/**
 * The VIP club as a new player meets it: a bet moves their experience and level, the VIP tab
 * lights its red dot, the daily award is claimed through the reward modal and listed in
 * /reward/record, and once everything waiting is claimed the dot goes out.
 */

let browser: Browser;
let context: BrowserContext;
let config: AppConfig;
let token: string;

const runId = newRunId();
const api = apiClient();

const vipTabDot = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /VIP/ })
    .getByRole('img', { name: 'New' });

const level = (n: number) => config.levelConfigs.find((l) => l.level === n)!;

beforeAll(async () => {
  browser = await launchBrowser();
  config = await appConfig();
  // Enough to bet level 1's experience in one spin.
  const signedUp = await newDepositor(api, {
    stem: 'vip',
    runId,
    rechargeTypeId: config.rechargeTypes[0]!.id,
    amount: level(1).needExp * 100,
  });
  token = signedUp.token;
  context = await signedInPhone(browser, signedUp);
});

afterAll(() => closeAll(context, browser));

describe('the VIP club', () => {
  it('moves with a bet, pays the daily award through the reward modal, and its dot goes out', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/vip');
    const hero = page.getByTestId('vip-hero');
    await hero.getByText('0 EXP', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);

    // One spin of the house slot (its valid bets count in full) worth level 1's experience.
    const slot = config.games.find((g) => g.provider === 'builtin' && g.code === 'slot')!;
    expect(slot.wagerWeightBp).toBe(10_000);
    ok(await api('startGame', { gameId: slot.id }, token));
    const bet = level(1).needExp * 100;
    ok(await api('gamePlay', { gameId: slot.id, bet }, token));
    await consumeEvents();

    // The lobby's VIP tab lights its dot; the club shows the experience and the new level.
    await page.goto('/');
    await vipTabDot(page).waitFor({ timeout: 30_000 });
    await page.goto('/vip');
    await hero
      .getByText(`${level(1).needExp.toLocaleString('en-US')} EXP`, { exact: true })
      .waitFor({ timeout: 30_000 });
    const name = config.vipMap['1']?.name ?? 'VIP 1';
    await hero.getByText(name, { exact: true }).waitFor();

    // Today's award, through the reward modal.
    const daily = page.getByRole('listitem').filter({ hasText: 'Daily award' });
    await daily.getByRole('button', { name: 'Claim' }).click();
    const modal = page.getByRole('dialog', { name: 'You received' });
    await modal.waitFor();
    await modal.getByText('TAP THE SCREEN TO CONTINUE').waitFor();
    expect(hundredths(await modal.innerText())).toBe(level(1).dailyAward);
    expect(await seriousViolations(page)).toEqual([]);
    await modal.click();
    await modal.waitFor({ state: 'detached' });
    await daily.getByText('Claimed').waitFor();

    // In the award log.
    await page.goto('/reward/record');
    await page
      .getByRole('listitem')
      .filter({ hasText: 'VIP daily award' })
      .first()
      .waitFor({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);

    // The level-up bonus, the week's sign-in award and the reached task still wait: claimed all
    // at once, the dot goes out.
    await page.goto('/vip');
    await page.getByRole('button', { name: /^Claim all \(\d+\)$/ }).click();
    await modal.waitFor();
    await modal.click();
    await modal.waitFor({ state: 'detached' });
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await vipTabDot(page).waitFor({ state: 'detached', timeout: 30_000 });
    expect(errors).toEqual([]);
    await page.close();
  });
});
