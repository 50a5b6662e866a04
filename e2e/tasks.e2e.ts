import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '@lobby/contract/app-config';
import type { GetTaskUserAnswer } from '@lobby/contract/tasks';
import { apiClient, appConfig, consumeEvents, newDepositor, newRunId, ok } from './support/api';
import { seriousViolations } from './support/axe';
import { closeAll, launchBrowser, signedInPhone, watchErrors } from './support/browser';

/**
 * Tasks as a new player meets them: five rounds of the house slot (the last spun on its page)
 * reach "Play 5 rounds", the engine counts them, the home page's tasks shortcut lights its red
 * dot, /bonus/tasks claims the task and then the day's first activity chest through the reward
 * modal, and the dot goes out.
 */

let browser: Browser;
let context: BrowserContext;
let config: AppConfig;
let token: string;

const runId = newRunId();
const api = apiClient(`e2e-tasks-${runId}`);

/** The red dot of the home page's "Tasks" shortcut. */
const tasksDot = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Events' })
    .getByRole('button')
    .filter({ hasText: /^Tasks$/ })
    .locator('[aria-label="New"]');

const taskUser = async () => ok(await api<GetTaskUserAnswer>('getTaskUser', {}, token));

beforeAll(async () => {
  browser = await launchBrowser();
  config = await appConfig();
  // A deposit to play with (below the daily deposit task's 50.00).
  const signedUp = await newDepositor(api, {
    stem: 'tasks',
    runId,
    rechargeTypeId: config.rechargeTypes[0]!.id,
    amount: 2_000,
  });
  token = signedUp.token;
  context = await signedInPhone(browser, signedUp);
});

afterAll(() => closeAll(context, browser));

describe('tasks', () => {
  it('counts five rounds, pays "Play 5 rounds" and a chest through the reward modal, and the dot goes out', async () => {
    // Five rounds of the house slot: four at 1.00 through its API, the fifth spun on its page.
    const slot = config.games.find((g) => g.provider === 'builtin' && g.code === 'slot')!;
    const { launchUrl } = ok(
      await api<{ launchUrl: string }>('startGame', { gameId: slot.id }, token),
    );
    for (let i = 0; i < 4; i++) ok(await api('gamePlay', { gameId: slot.id, bet: 100 }, token));
    const game = await context.newPage();
    const gameErrors = watchErrors(game);
    // The reels' timers run on Playwright's clock: a round that wins free spins (8 or more, ~3 s
    // each) plays out in moments instead of racing the test's time limit on a busy machine.
    await game.clock.install();
    await game.goto(launchUrl);
    const spin = game.getByRole('button', { name: 'Spin', exact: true });
    // The clock moves only once the round is answered, so no request races virtual time.
    const answered = game.waitForResponse((r) => r.url().endsWith('/app/v1/gamePlay'));
    await spin.click();
    expect((await answered).ok()).toBe(true);
    // Settled (free spins played out) once Spin is back.
    await expect
      .poll(
        async () => {
          await game.clock.runFor(1_000);
          return (await spin.isEnabled()) ? game.getByTestId('round-result').innerText() : '';
        },
        { timeout: 30_000 },
      )
      .toMatch(/^(Win [\d,.]+ coins|No win this time)$/);
    expect(gameErrors).toEqual([]);
    await game.close();
    await consumeEvents();

    // What else waits is claimed first (today's sign-in, the first deposit), so that only the
    // task and the chest it opens light the dot.
    const before = await taskUser();
    const play5 = before.daily.find((t) => t.title === 'Play 5 rounds')!;
    expect(play5).toMatchObject({ progress: 5, target: 5, state: 'claimable' });
    for (const other of [
      before.daily.find((t) => t.goal === 'signIn')!,
      before.newbie.find((t) => t.goal === 'deposits')!,
    ]) {
      expect(other.state).toBe('claimable');
      ok(await api('receiveTaskAward', { id: other.id }, token));
    }

    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/');
    await tasksDot(page).waitFor({ timeout: 30_000 });

    await page.goto('/bonus/tasks');
    const row = page.getByRole('listitem').filter({ hasText: 'Play 5 rounds' });
    await row.getByText('5 of 5').waitFor({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await row.getByRole('button', { name: 'Claim' }).click();
    const modal = page.getByRole('dialog', { name: 'You received' });
    await modal.waitFor();
    await modal.getByText('TAP THE SCREEN TO CONTINUE').waitFor();
    await modal.click();
    await modal.waitFor({ state: 'detached' });
    await row.getByText('Claimed').waitFor();

    // 30 activity today (sign-in 10, rounds 20): the day's first chest opens.
    const chest = page.getByRole('button', { name: /^Claim: Chest at 30 activity$/ });
    await chest.click();
    await modal.waitFor();
    await modal.click();
    await modal.waitFor({ state: 'detached' });

    await page.goto('/');
    await page.getByRole('navigation', { name: 'Events' }).waitFor({ timeout: 30_000 });
    await tasksDot(page).waitFor({ state: 'detached', timeout: 30_000 });
    const after = await taskUser();
    expect(after.daily.find((t) => t.id === play5.id)?.state).toBe('claimed');
    expect(after.dailyChests.chests[0]?.state).toBe('claimed');
    expect(errors).toEqual([]);
    await page.close();
  });
});
