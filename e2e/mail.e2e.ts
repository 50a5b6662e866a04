import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeEvents, dev, hundredths, newRunId, onPath, signUpByPhone } from './support/api';
import { seriousViolations } from './support/axe';
import { closeAll, launchBrowser, phoneContext, watchErrors } from './support/browser';
import { smallTapTargets } from './support/tap-targets';

/**
 * Mail as a player meets it: a broadcast with a reward, sent while they are away, lights the Mail
 * entry of the member page; the inbox marks it unread with a reward to claim; its page claims the
 * reward through the reward modal, the balance grows by it, and the marks go.
 */

let browser: Browser;
let context: BrowserContext;
const runId = newRunId();
const nationalNumber = `555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
const title = `Weekend gift ${runId}`;

const mailDot = (page: Page) =>
  page.getByRole('link', { name: /^Mail/ }).getByRole('img', { name: 'New' });

const balance = async (page: Page) =>
  hundredths(await page.getByTestId('member-balance').innerText());

const accessible = async (page: Page) => {
  expect(await seriousViolations(page)).toEqual([]);
  expect(await smallTapTargets(page)).toEqual([]);
};

beforeAll(async () => {
  browser = await launchBrowser();
  context = await phoneContext(browser);
});
afterAll(() => closeAll(context, browser));

describe('mail', () => {
  it('a broadcast’s reward is claimed from its page through the reward modal', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signUpByPhone(page, nationalNumber, 'Tulip-Harbor-58');
    await onPath(page, /^\/member$/);
    await consumeEvents();
    // The operator's broadcast, stored once: 5.00 of coin to every player.
    const sent = await dev('mailBroadcast', {
      title,
      body: 'A little something for the weekend, from the team.',
      awards: [{ propId: 2001, count: 500 }],
      expiresInDays: 1,
    });
    expect(sent.data?.id).toEqual(expect.any(Number));

    await page.goto('/member');
    await mailDot(page).waitFor({ timeout: 30_000 });
    const before = await balance(page);

    await page.getByRole('link', { name: /^Mail/ }).click();
    await onPath(page, /^\/email$/);
    const row = page.getByRole('listitem').filter({ hasText: title });
    await row.waitFor({ timeout: 30_000 });
    await row.getByText('Reward to claim').waitFor();
    await row.getByRole('img', { name: 'New' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Welcome to the lobby' }).waitFor();
    await accessible(page);

    await row.getByRole('link').click();
    await onPath(page, /^\/email\/detail\?id=\d+$/);
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByText('A little something for the weekend, from the team.').waitFor();
    expect(await page.getByTestId('mail-awards').innerText()).toBe('+5.00 coins');
    await accessible(page);

    await page.getByRole('button', { name: 'Claim', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'You received' });
    await modal.waitFor();
    expect(hundredths(await modal.getByText('+5.00').innerText())).toBe(500);
    expect(await seriousViolations(page)).toEqual([]);
    await modal.click();
    await modal.waitFor({ state: 'detached' });
    await page.getByText(/^Claimed /).waitFor();
    expect(await page.getByRole('button', { name: 'Claim', exact: true }).count()).toBe(0);

    // Back in the inbox the marks are gone: read, claimed.
    await page.goBack();
    await onPath(page, /^\/email$/);
    await row.getByText('Claimed').waitFor({ timeout: 30_000 });
    expect(await row.getByRole('img', { name: 'New' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Claim all' }).count()).toBe(0);

    // The welcome read too, nothing is new: the member page's Mail entry loses its dot, and the
    // balance holds the reward (bonus money, playable).
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Welcome to the lobby' })
      .getByRole('link')
      .click();
    await page.getByRole('heading', { name: 'Welcome to the lobby' }).waitFor();
    await page.goto('/member');
    await expect.poll(() => balance(page), { timeout: 30_000 }).toBe(before + 500);
    await expect.poll(() => mailDot(page).count(), { timeout: 30_000 }).toBe(0);
    expect(errors).toEqual([]);
  });
});
