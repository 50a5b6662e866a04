import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, dev, newRunId, onPath, register } from './support/api';
import { seriousViolations } from './support/axe';
import { closeAll, deskContext, launchBrowser, watchErrors } from './support/browser';
import { newStaff, signInAs } from './support/console';

/**
 * The Risk page end to end (docs/console.md "Risk"): two players signed up from one device are
 * linked; an admin opens the risk desk, the first player's graph (drawn, the second player linked
 * by the device), changes a setting (a new revision, listed with its note) and changes it back.
 * Files share one server: the setting changed is one no other test reads at its edge
 * (`fastCashOutHours`), and it is restored. axe on the page as it stands at each step.
 */

let browser: Browser;
let context: BrowserContext;
const runId = newRunId();
const password = `Risk-${runId}-pass`;
const admin = newStaff(runId, { stem: 'risk', name: 'Rhea', role: 'admin' });
/** Both players' device: what links them. */
const api = apiClient(`risk-device-${runId}`);
let first = 0;
let second = 0;

/** Chrome logs the console's first staffMe (no session yet: 401) as a failed load. */
const realErrors = (errors: string[]) => errors.filter((e) => !/status of 401/.test(e));

const signIn = async (page: Page, path: string) => {
  await page.goto(path);
  await onPath(page, /^\/console\/sign-in/);
  await signInAs(page, admin, password);
};

beforeAll(async () => {
  browser = await launchBrowser();
  await dev('staffCreate', { ...admin, password });
  first = (await register(api, `risk_a_${runId}`.toLowerCase(), `Pw-${runId}!`)).user.id;
  second = (await register(api, `risk_b_${runId}`.toLowerCase(), `Pw-${runId}!`)).user.id;
  context = await deskContext(browser);
});

afterAll(() => closeAll(context, browser));

/** The risk setting's form field `name`, and its section. */
const riskField = (page: Page, name: string) =>
  page.locator('[data-testid="risk-setting"][data-key="risk"]').locator(`[data-field="${name}"]`);

describe('the Risk page', () => {
  it('draws a player’s linked accounts and saves a setting as a revision', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, `/console/risk/${first}`);
    await onPath(page, new RegExp(`^/console/risk/${first}$`));
    await page.getByRole('heading', { name: 'Risk', exact: true }).waitFor();

    // The graph: the player in the centre, the other account of the device linked to them.
    const drawing = page.getByTestId('risk-graph-drawing');
    await drawing.waitFor();
    await page
      .locator(`[data-testid="risk-graph-node"][data-user-id="${second}"]`)
      .waitFor({ state: 'attached' });
    expect(
      await page
        .locator('[data-testid="risk-graph-node"][data-centre="true"]')
        .getAttribute('data-user-id'),
    ).toBe(String(first));
    // The pair's device line (the server is shared: other files' players, linked to these by
    // the one address, may bring device lines of their own into the drawing).
    const [low, high] = first < second ? [first, second] : [second, first];
    expect(
      await page
        .locator(
          `[data-testid="risk-graph-edge"][data-kind="device"][data-from="${low}"][data-to="${high}"]`,
        )
        .count(),
    ).toBe(1);
    expect(await drawing.getAttribute('role')).toBe('img');
    await page.getByTestId('risk-link-row').first().waitFor();
    await page.getByTestId('risk-player-row').first().waitFor();
    await page.getByTestId('risk-setting').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // A setting changed, then back: each save a revision with its note.
    const field = riskField(page, 'fastCashOutHours');
    const before = await field.inputValue();
    const section = page.locator('[data-testid="risk-setting"][data-key="risk"]');
    const save = async (value: string, note: string) => {
      const revision = Number(await section.getAttribute('data-revision'));
      await field.fill(value);
      await section.getByLabel('Note (why)').fill(note);
      await section.getByTestId('risk-setting-save').click();
      await expect
        .poll(async () => Number(await section.getAttribute('data-revision')))
        .toBeGreaterThan(revision);
      await expect
        .poll(() => section.getByTestId('risk-setting-revision').first().textContent())
        .toContain(note);
    };
    await save(String(Number(before) + 1), `e2e ${runId}`);
    expect(await riskField(page, 'fastCashOutHours').inputValue()).toBe(String(Number(before) + 1));
    expect(await seriousViolations(page)).toEqual([]);
    await save(before, `e2e ${runId} undone`);
    expect(realErrors(errors)).toEqual([]);
  });
});
