import sharp from 'sharp';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, newRunId, ok, onPath, registeredPhone } from './support/api';
import { seriousViolations } from './support/axe';
import { closeAll, launchBrowser, watchErrors } from './support/browser';

/**
 * Know your customer end to end (issue 32, ADR 0073): a new player goes from the member page to
 * /member/verification, enters the tier-1 details, uploads both sides of a document and a
 * selfie, and sends them for review; the page and the server both say "pending".
 */

let browser: Browser;
let context: BrowserContext;
let token: string;
const runId = newRunId();
const api = apiClient();

beforeAll(async () => {
  browser = await launchBrowser();
  ({ token, context } = await registeredPhone(browser, api, `kyc_${runId}`, `Pw-${runId}!`));
});

afterAll(() => closeAll(context, browser));

/** A small picture (a PNG of `colour`). */
const png = (colour: string) =>
  sharp({ create: { width: 160, height: 100, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** A photo as large as a phone camera's: 2000 × 1500 px with a camera's grain, 6 MB as a PNG. */
const cameraPhoto = () =>
  sharp({
    create: {
      width: 2000,
      height: 1500,
      channels: 3,
      background: '#c08060',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .png()
    .toBuffer();

describe('verification', () => {
  it('a new player enters their details, uploads three pictures and waits for review', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/member');
    const entry = page.getByRole('link', { name: /Verify your identity/ });
    await expect.poll(() => entry.textContent()).toContain('Tier 0');
    await entry.click();
    await onPath(page, /^\/member\/verification$/);
    await page.getByTestId('kyc-tier').getByText('Tier 0 · Phone').waitFor();
    await page.getByRole('table', { name: 'Deposits and withdrawals each tier allows' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Tier 1: the details, checked before they go.
    await page.getByRole('button', { name: 'Save my details' }).click();
    await page.getByText('Enter your date of birth.').waitFor();
    await page.getByLabel('Full name').fill('Pat Player');
    await page.getByLabel('Date of birth').fill('1990-05-17');
    await page.getByLabel('Country').selectOption('GB');
    await page.getByLabel('Street and number').fill('1 High Street');
    await page.getByLabel('City').fill('London');
    await page.getByLabel('Postal code (optional)').fill('N1 9GU');
    await page.getByLabel('I confirm these details are true and are my own.').check();
    await page.getByRole('button', { name: 'Save my details' }).click();
    await page.getByTestId('kyc-tier').getByText('Tier 1 · Personal details').waitFor();
    await page.getByText('1 High Street, N1 9GU London, United Kingdom').waitFor();

    // Tier 2: both sides and a selfie, each uploaded as picked.
    // The selfie is as large as a camera's photo: over the 2 MB the server takes, so the page
    // shrinks it before it goes.
    const selfie = await cameraPhoto();
    expect(selfie.length).toBeGreaterThan(2 * 1024 * 1024);
    const sides = [
      ['Front of your document', await png('#3c78c8')],
      ['Back of your document', await png('#c83c3c')],
      ['Selfie', selfie],
    ] as const;
    for (const [side, buffer] of sides) {
      await page
        .getByLabel(`Choose a file: ${side}`)
        .setInputFiles({ name: `${side}.png`, mimeType: 'image/png', buffer });
      await page.getByRole('img', { name: `Your picture: ${side}` }).waitFor();
    }
    await expect.poll(() => page.getByTestId('kyc-progress').textContent()).toBe('3 of 3 uploaded');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Send for review' }).click();
    await page.getByRole('heading', { name: 'Pending review' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // What the page shows is what the server holds.
    const state = ok(
      await api<{ tier: number; review: { status: string; submittedAt: number | null } }>(
        'kycState',
        {},
        token,
      ),
    );
    expect(state.tier).toBe(1);
    expect(state.review).toMatchObject({ status: 'pending', submittedAt: expect.any(Number) });

    // Read again, the page still says so (the images are never served back: no previews).
    await page.reload();
    await page.getByRole('heading', { name: 'Pending review' }).waitFor();
    expect(errors).toEqual([]);
    // A camera-sized photo is decoded, shrunk and re-encoded twice (the page, the server).
  }, 120_000);
});
