import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, consumeEvents, newRunId, ok } from './support/api';
import { seriousViolations } from './support/axe';
import { closeAll, launchBrowser, signedInPhone, watchErrors } from './support/browser';

/**
 * The invite spin as a player meets it on /share: the first spin, a friend signing up with their
 * id for another, and each spin of the history verified in the browser from its revealed seed.
 */

let browser: Browser;
let context: BrowserContext;
let player: { token: string; user: { id: number } };
const runId = newRunId();
const password = `Pw-${runId}!`;

beforeAll(async () => {
  browser = await launchBrowser();
  player = ok(
    await apiClient(`spin-host-${runId}`)<typeof player>('accountRegist', {
      account: `spin_${runId}`,
      password,
    }),
  );
  context = await signedInPhone(browser, player);
});

afterAll(() => closeAll(context, browser));

describe('the invite spin', () => {
  it('spins, earns a spin from a friend, and verifies its spins', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/share');
    await page.getByRole('img', { name: 'Invite & Spin' }).waitFor({ timeout: 30_000 });
    await page.getByText('Spins left: 1').waitFor();
    await page.getByRole('button', { name: 'Spin', exact: true }).click();
    await page.getByText(/^You won /).waitFor({ timeout: 30_000 });
    await page.getByText('Spins left: 0').waitFor();

    // A friend signs up with the player's id on a device of their own: one more spin.
    ok(
      await apiClient(`spin-friend-${runId}`)('accountRegist', {
        account: `spinf_${runId}`,
        password,
        inviteCode: String(player.user.id),
      }),
    );
    await consumeEvents();
    await page.reload();
    await page.getByText('Spins left: 1').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Spin', exact: true }).click();
    await page.getByText(/^You won /).waitFor({ timeout: 30_000 });

    const history = page.getByRole('list', { name: 'Spins' });
    await history.getByRole('listitem').nth(1).waitFor();
    await history.getByRole('button', { name: 'Verify' }).first().click();
    await page.getByText(/^Verified: the seed matches its hash/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
