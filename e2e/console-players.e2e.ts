import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, dev, newRunId, ok, onPath, register } from './support/api';
import { seriousViolations } from './support/axe';
import { closeAll, deskContext, launchBrowser, watchErrors } from './support/browser';
import { newStaff, signInAs } from './support/console';

/**
 * The Players tool end to end, four eyes: a finance member finds a player by account, adjusts
 * their coin above the threshold (it waits), a second finance member approves it from the
 * pending list, and the player's own API shows the new balance. axe on every page.
 */

let browser: Browser;
const runId = newRunId();
const api = apiClient(`e2e-players-${runId}`);
const password = `Players-${runId}-pass`;
const account = `pl_${runId}`.toLowerCase();
const playerPassword = `Pw-${runId}!`;
const first = newStaff(runId, { stem: 'fin1', name: 'Fay', role: 'finance' });
const second = newStaff(runId, { stem: 'fin2', name: 'Finn', role: 'finance' });

/** Chrome logs the console's first staffMe (no session yet: 401) as a failed load. */
const realErrors = (errors: string[]) => errors.filter((e) => !/status of 401/.test(e));

const signIn = async (page: Page, staff: { email: string; totpSecret: string }) => {
  await page.goto('/console/');
  await onPath(page, /^\/console\/sign-in$/);
  await signInAs(page, staff, password);
  // Finance's home is the dashboard; Players is in the nav.
  await onPath(page, /^\/console\/dashboard$/);
  await page
    .getByRole('navigation', { name: 'Tools' })
    .getByRole('link', { name: 'Players' })
    .click();
  await onPath(page, /^\/console\/players$/);
};

const coinOf = async (token: string) =>
  ok(await api<{ coin: number }>('refreshData', {}, token)).coin;

beforeAll(async () => {
  browser = await launchBrowser();
  for (const staff of [first, second]) await dev('staffCreate', { ...staff, password });
});

afterAll(() => closeAll(browser));

describe('the Players tool', () => {
  it('adjusts a balance above the threshold with a second finance member’s approval', async () => {
    const player = await register(api, account, playerPassword);
    expect(await coinOf(player.token)).toBe(0);

    const deskA = await deskContext(browser);
    const page = await deskA.newPage();
    const errors = watchErrors(page);
    await signIn(page, first);
    await page.getByRole('heading', { name: 'Players', level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('players-search-input').fill(account);
    await page.getByTestId('players-search-submit').click();
    const row = page.getByTestId('player-row');
    await row.waitFor();
    expect(await row.getAttribute('data-player-id')).toBe(String(player.user.id));
    expect(await seriousViolations(page)).toEqual([]);
    await row.getByRole('link').first().click();
    await onPath(page, new RegExp(`^/console/players/${player.user.id}$`));
    await page.getByTestId('player-heading').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('player-tab-money').click();
    await onPath(page, /\?tab=money$/);
    await expect.poll(() => page.getByTestId('player-coin').textContent()).toBe('0.00 coins');
    await page.getByTestId('adjust-direction').selectOption('credit');
    await page.getByTestId('adjust-amount').fill('2,500.00');
    await page.getByTestId('adjust-reason').fill(`Tournament prize ${runId}`);
    await page.getByTestId('adjust-submit').click();
    const result = page.getByTestId('adjust-result');
    await result.waitFor();
    expect(await result.getAttribute('data-status')).toBe('pending');
    // Its own requester cannot approve it.
    const mine = page.getByTestId('adjustment-row');
    await mine.waitFor();
    expect(await mine.getByTestId('adjustment-approve').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await coinOf(player.token)).toBe(0);

    // The second member approves it from the pending list.
    const deskB = await deskContext(browser);
    const other = await deskB.newPage();
    const otherErrors = watchErrors(other);
    await signIn(other, second);
    const pending = other
      .getByTestId('adjustment-row')
      .filter({ hasText: `Tournament prize ${runId}` });
    await pending.waitFor();
    expect(await pending.textContent()).toContain('+2,500.00');
    expect(await seriousViolations(other)).toEqual([]);
    await pending.getByTestId('adjustment-approve').click();
    await pending.waitFor({ state: 'detached' });

    await expect.poll(() => coinOf(player.token)).toBe(250_000);
    await page.reload();
    await expect.poll(() => page.getByTestId('player-coin').textContent()).toBe('2,500.00 coins');
    await page.getByTestId('player-ledger-row').first().waitFor();
    expect(await page.getByTestId('player-ledger-row').first().textContent()).toContain(
      'adjustment',
    );
    expect(realErrors(errors)).toEqual([]);
    expect(realErrors(otherErrors)).toEqual([]);
    await deskA.close();
    await deskB.close();
  });
});
