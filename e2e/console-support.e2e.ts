import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consolePath } from '@lobby/contract/values/console';
import { apiClient, dev, newRunId, onPath, registeredPhone } from './support/api';
import { seriousViolations } from './support/axe';
import { closeAll, deskContext, launchBrowser, watchErrors } from './support/browser';
import { newStaff, signInAs } from './support/console';

/**
 * Support's reach in the console: a support member answers a player's chat, and cannot open the
 * withdrawal review queue — no Withdrawals in the nav, the page at its address refuses, and the
 * server refuses the call itself (1602). Support keep money.read (a player's own money) but not
 * withdrawals.read.
 */

let browser: Browser;
let phone: BrowserContext;
let desk: BrowserContext;
const runId = newRunId();
const api = apiClient();
const staff = newStaff(runId, {
  stem: 'helpdesk',
  name: 'Help',
  role: 'support',
  password: `Help-${runId}-password`,
});

/** Chrome logs the first staffMe (401, no session yet) and the refused call (403) as failed loads. */
const realErrors = (errors: string[]) => errors.filter((e) => !/status of 40[13]/.test(e));

beforeAll(async () => {
  browser = await launchBrowser();
  phone = (await registeredPhone(browser, api, `asks_${runId}`, `Pw-${runId}!`)).context;
  await dev('staffCreate', staff);
  desk = await deskContext(browser);
});

afterAll(() => closeAll(phone, desk, browser));

describe('support in the console', () => {
  it('answers a player’s chat and cannot open the withdrawal queue', async () => {
    const player = await phone.newPage();
    await player.goto('/');
    await player.getByTestId('chat-launcher').click();
    await player.getByRole('dialog', { name: 'Customer service' }).waitFor();
    const question = `When is my withdrawal approved? (${runId})`;
    await player.getByTestId('chat-input').fill(question);
    await player.getByTestId('chat-send').click();
    await player.getByTestId('chat-message').filter({ hasText: question }).waitFor();

    const page = await desk.newPage();
    const errors = watchErrors(page);
    await page.goto('/console/chat');
    await onPath(page, /^\/console\/sign-in$/);
    await signInAs(page, staff, staff.password);
    await onPath(page, /^\/console\/chat$/);
    const row = page.getByTestId('inbox-row').filter({ hasText: question });
    await row.waitFor({ timeout: 30_000 });
    await row.getByRole('link').click();
    await page.getByTestId('conversation-message').filter({ hasText: question }).waitFor();
    const answer = `Finance reviews it within a day (${runId})`;
    await page.getByTestId('conversation-input').fill(answer);
    await page.getByTestId('conversation-send').click();
    await player.getByTestId('chat-message').filter({ hasText: answer }).waitFor();

    // No Withdrawals (nor Reconciliation) in the nav; Deposits (money.read) is there.
    const nav = page.getByRole('navigation', { name: 'Tools' });
    await nav.getByRole('link', { name: 'Live chat' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Withdrawals' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Reconciliation' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Deposits' }).count()).toBe(1);

    // The queue's address shows the refusal, without asking the server.
    await page.goto('/console/withdrawals');
    await page.getByRole('alert').getByText('Your role does not allow this.').waitFor();
    expect(await page.getByTestId('withdrawal-row').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The server refuses the call with the session's own cookie.
    for (const name of ['withdrawalQueue', 'withdrawalApprove', 'reconciliation']) {
      const response = await desk.request.post(consolePath(name), {
        data: name === 'withdrawalApprove' ? { orderNo: 'W1' } : {},
      });
      expect(response.status()).toBe(403);
      expect((await response.json()).errcode).toBe(1602);
    }
    expect(realErrors(errors)).toEqual([]);
  });
});
