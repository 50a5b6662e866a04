import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetJackpotDrawInfoAnswer, ReceiveDrawChanceAnswer } from '@lobby/contract/jackpot';
import type { Envelope } from '@lobby/contract/envelope';
import { drawSteps, WHEEL_SPIN_MS } from '../apps/web/src/features/jackpot/lib/draw-steps';
import { apiClient, appConfig, consumeEvents, dev, hundredths, newRunId, ok } from './support/api';
import { seriousViolations } from './support/axe';
import { closeAll, launchBrowser, signedInPhone, watchErrors } from './support/browser';
import { smallTapTargets } from './support/tap-targets';

/**
 * The lucky jackpot as a player meets it: a deposit through the sandbox checkout earns draw
 * chances, the bubble on the lobby shows its red dot and opens the jackpot, SPIN runs the light
 * over the grid on the spec's timings (checked step by step on Playwright's virtual clock) to the
 * cell the server drew, the prize shows and lands in the record and the balance; with reduced
 * motion the drawn cell shows at once, with no run.
 */

let browser: Browser;
let context: BrowserContext;
let player: { token: string; user: { id: number } };
const runId = newRunId();
const api = apiClient(`e2e-jackpot-${runId}`);

const drawInfo = async () =>
  ok(await api<GetJackpotDrawInfoAnswer>('getJackpotDrawInfo', {}, player.token));

beforeAll(async () => {
  browser = await launchBrowser();
  const config = await appConfig();
  player = ok(
    await api<typeof player>('accountRegist', {
      account: `jackpot_${runId}`,
      password: `Pw-${runId}!`,
    }),
  );
  // Two chances' worth, through the sandbox checkout's script path; the engine turns it into
  // chances as it reads the deposit.
  const { depositPerChance } = await drawInfo();
  const order = ok(
    await api<{ orderNo: string }>(
      'recharge',
      { rechargeTypeId: config.rechargeTypes[0]!.id, amount: depositPerChance * 2 },
      player.token,
    ),
  );
  await dev('sandboxPay', { orderNo: order.orderNo, result: 'success' });
  await consumeEvents();
  expect((await drawInfo()).chances).toBe(2);
  context = await signedInPhone(browser, player);
});

afterAll(() => closeAll(context, browser));

/** The draw's answer, read from the network as the page receives it. */
const drawAnswer = (page: Page) =>
  page
    .waitForResponse((r) => r.url().endsWith('/app/v1/receiveDrawChance'))
    .then(async (r) => ok((await r.json()) as Envelope<ReceiveDrawChanceAnswer>));

/** Stops the page's clock: from here on, time passes only by runFor. */
const pauseClock = async (page: Page) =>
  page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

const litCell = (grid: Locator) => grid.getAttribute('data-lit');

describe('the lucky jackpot', () => {
  it('opens from the bubble, runs the light to the drawn cell on time, and pays into the record and the balance', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.clock.install();
    await page.goto('/');
    const chip = page.getByTestId('balance-chip');
    await chip.waitFor({ timeout: 30_000 });
    // What the player can bet with before the draw: the deposit (and any bonus it opened).
    const balances = ok(
      await api<{ coin: number; bonusCoin: number }>('refreshData', {}, player.token),
    );
    const before = balances.coin + balances.bonusCoin;

    const bubble = page.getByRole('button', { name: 'Open the lucky jackpot: a draw is waiting' });
    await bubble.click({ timeout: 30_000 });
    const modal = page.getByRole('dialog', { name: 'Lucky Jackpot' });
    const spin = modal.getByRole('button', { name: 'SPIN' });
    await expect.poll(() => spin.isEnabled(), { timeout: 30_000 }).toBe(true);
    await modal.getByText('You have 2 draw chances').waitFor();
    const hash = await modal.getByTestId('jackpot-seed-hash').innerText();
    expect(await seriousViolations(page)).toEqual([]);

    await pauseClock(page);
    const answered = drawAnswer(page);
    await spin.click();
    const draw = await answered;
    // The hash shown before the draw commits to the seed it reveals.
    expect(draw.serverSeedHash).toBe(hash);
    const grid = modal.getByTestId('jackpot-grid');
    await expect.poll(() => grid.getAttribute('data-phase')).toBe('running');
    expect(await litCell(grid)).toBe('');

    // Each step lights the next cell exactly when the schedule says, and not a millisecond early.
    const steps = drawSteps(-1, draw.cellIndex, await grid.getByTestId('jackpot-cell').count());
    let lit = '';
    for (const step of steps) {
      await page.clock.runFor(step.delay - 1);
      expect(await litCell(grid)).toBe(lit);
      await page.clock.runFor(1);
      lit = String(step.cell);
      await expect.poll(() => litCell(grid)).toBe(lit);
    }
    expect(lit).toBe(String(draw.cellIndex));
    const cell = grid.getByTestId('jackpot-cell').nth(draw.cellIndex);
    expect(await cell.getAttribute('aria-current')).toBe('true');

    if (draw.type === 2) {
      // A jackpot: the wheel turns for 5 s, then its award shows.
      await page.getByRole('dialog', { name: 'Jackpot wheel' }).waitFor();
      await page.clock.runFor(WHEEL_SPIN_MS - 1);
      expect(await page.getByRole('dialog', { name: 'Jackpot wheel' }).count()).toBe(1);
      await page.clock.runFor(1);
      const award = page.getByRole('dialog', { name: /jackpot!$/ });
      await award.waitFor();
      await page.clock.resume();
      await award.getByRole('button', { name: 'Collect' }).click();
    } else {
      await expect.poll(() => grid.getAttribute('data-phase')).toBe('idle');
      await page.clock.resume();
      // The result popup; a tap closes it.
      const reward = page.getByTestId('reward-modal');
      await reward.waitFor();
      await reward.click();
    }
    await expect.poll(() => modal.getByTestId('jackpot-result').innerText()).toMatch(/^You won /);
    await modal.getByText('You have 1 draw chance').waitFor();

    // The draw heads the record, with the way to verify it.
    await modal.getByRole('button', { name: 'My draws' }).click();
    const row = modal.getByTestId('jackpot-record-row').first();
    await row.waitFor();
    expect(await row.innerText()).toContain(`Draw ${draw.nonce}`);
    const href = await row.getByRole('link', { name: /^Verify draw/ }).getAttribute('href');
    const verify = new URL(href!, 'https://lobby.invalid');
    expect(verify.pathname).toBe('/play/fairness');
    expect(verify.searchParams.get('game')).toBe('jackpot');
    expect(verify.searchParams.get('serverSeed')).toBe(draw.serverSeed);
    expect(verify.searchParams.get('nonce')).toBe(String(draw.nonce));
    expect(await seriousViolations(page)).toEqual([]);
    expect(await smallTapTargets(page)).toEqual([]);

    // What it paid is in the balance (coin is bonus money, counted in what the player can bet).
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect.poll(async () => hundredths(await chip.innerText())).toBe(before + draw.bonus);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('with reduced motion, /activity/jackpot shows the drawn cell at once, without a run', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/activity/jackpot');
    const spin = page.getByRole('button', { name: 'SPIN' });
    await expect.poll(() => spin.isEnabled(), { timeout: 30_000 }).toBe(true);
    const grid = page.getByTestId('jackpot-grid');
    const lit: string[] = [];
    await page.exposeFunction('jackpotLit', (value: string) => lit.push(value));
    await grid.evaluate((element) => {
      new MutationObserver(() =>
        (window as unknown as { jackpotLit: (v: string) => void }).jackpotLit(
          `${element.getAttribute('data-phase')}:${element.getAttribute('data-lit')}`,
        ),
      ).observe(element, { attributes: true, attributeFilter: ['data-lit', 'data-phase'] });
    });

    // The clock stands still: whatever shows, shows without time passing.
    await pauseClock(page);
    const answered = drawAnswer(page);
    await spin.click();
    const draw = await answered;
    await expect.poll(() => litCell(grid)).toBe(String(draw.cellIndex));
    await expect.poll(() => page.getByTestId('jackpot-result').innerText()).toMatch(/^You won /);
    // Asked, then straight to the drawn cell: never a run over the grid, never a turning wheel.
    expect(lit).toEqual(['asking:', `${draw.type === 2 ? 'award' : 'idle'}:${draw.cellIndex}`]);
    expect(await page.getByRole('dialog', { name: 'Jackpot wheel' }).count()).toBe(0);
    await page.clock.resume();
    if (draw.type === 2) {
      await page.getByRole('dialog', { name: /jackpot!$/ }).waitFor();
    } else {
      await page.getByTestId('reward-modal').waitFor();
    }
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
