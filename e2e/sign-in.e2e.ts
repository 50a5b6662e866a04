import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, hundredths, newRunId, ok, registeredPhone } from './support/api';
import { seriousViolations } from './support/axe';
import { closeAll, launchBrowser, watchErrors } from './support/browser';

/**
 * The daily sign-in as a new player meets it: day 1 of the calendar is today, "Sign in" pays its
 * award through the reward modal and the day gets its check mark; /points shows the balance.
 */

let browser: Browser;
let context: BrowserContext;
let token: string;

const runId = newRunId();
const api = apiClient();

beforeAll(async () => {
  browser = await launchBrowser();
  ({ token, context } = await registeredPhone(
    browser,
    api,
    `sgn_${runId}`.toLowerCase(),
    `Pw-${runId}!`,
  ));
});

afterAll(() => closeAll(context, browser));

describe('the daily sign-in', () => {
  it('signs a new player in for day 1 through the reward modal, checks the day, and shows the points', async () => {
    const before = ok(
      await api<{ days: { awards: { propId: number; count: number }[] }[] }>(
        'signInCalendar',
        {},
        token,
      ),
    );
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/activity/sign-in');
    const calendar = page.getByRole('list', { name: 'This week’s sign-in calendar' });
    const day1 = calendar.getByRole('listitem').filter({ hasText: 'Day 1' });
    await day1.getByText('Today').waitFor({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'You received' });
    await modal.waitFor();
    await modal.getByText('TAP THE SCREEN TO CONTINUE').waitFor();
    expect(hundredths(await modal.innerText())).toBe(before.days[0]!.awards[0]!.count);
    await modal.click();
    await modal.waitFor({ state: 'detached' });
    await day1.getByText('Signed').waitFor();
    await day1.getByText('✓').waitFor();
    await page.getByText('Signed in today. Come back tomorrow!').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Rules' }).click();
    await page.getByRole('region', { name: 'Sign-in rules' }).waitFor();
    await page.getByText(/Seven days make a week/).waitFor();

    await page.goto('/points');
    await page.getByRole('heading', { name: 'Your points' }).waitFor({ timeout: 30_000 });
    const points = ok(await api<{ points: number }>('pointsInfo', {}, token)).points;
    expect(hundredths(await page.getByTestId('points-balance').innerText())).toBe(points);
    await page.getByRole('list', { name: 'Points shop' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
