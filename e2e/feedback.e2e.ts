import sharp from 'sharp';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, dev, newRunId, ok, onPath, registeredPhone } from './support/api';
import { seriousViolations } from './support/axe';
import { closeAll, launchBrowser, watchErrors } from './support/browser';

/**
 * Feedback end to end: a player sends feedback with a picture (after the form turned down a
 * renamed executable), finds it in their record, staff reply through the service (the dev
 * endpoint the ops CLI's reply shares), and the reply shows in the player's thread, where the
 * player answers.
 */

let browser: Browser;
let context: BrowserContext;
let token: string;
const runId = newRunId();
const api = apiClient();

beforeAll(async () => {
  browser = await launchBrowser();
  ({ token, context } = await registeredPhone(browser, api, `fb_${runId}`, `Pw-${runId}!`));
});

afterAll(() => closeAll(context, browser));

describe('feedback', () => {
  it('a player sends feedback with an image, and reads the staff reply in its thread', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/feedback');
    await page.getByLabel('Type').selectOption({ label: 'Problem with a game' });
    await page.getByLabel('Your message').fill('The wheel froze after my spin.');

    const picker = page.getByLabel('Add an image');
    await picker.setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(64).fill(0)]),
    });
    await page.getByText('That file is not a picture we can take').waitFor();
    const png = await sharp({
      create: { width: 120, height: 80, channels: 3, background: '#c83c3c' },
    })
      .png()
      .toBuffer();
    await picker.setInputFiles({ name: 'screenshot.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('img', { name: 'Image 1 you picked' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Send' }).click();
    await onPath(page, /^\/feedback\/record\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByText('Thank you! We have your feedback').waitFor();
    const shown = page.getByRole('img', { name: 'Image 1 of this message' });
    await shown.waitFor();
    await expect
      .poll(() => shown.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(120);

    // The record lists it, waiting for a reply.
    await page.goto('/feedback/record');
    const row = page.getByRole('link', { name: /Problem with a game/ });
    await expect.poll(() => row.textContent()).toContain('Waiting for reply');
    expect(await seriousViolations(page)).toEqual([]);

    // Staff reply, through the service.
    const replied = await dev('feedbackStaffReply', {
      id,
      text: 'Thanks! Fixed in today’s update.',
    });
    expect(replied.data).toMatchObject({ messageId: expect.any(Number) });

    await row.click();
    await onPath(page, new RegExp(`^/feedback/record/${id}$`));
    await page.getByText('Thanks! Fixed in today’s update.').waitFor();
    await page.getByText('Customer service').waitFor();
    await page.getByText('Replied').first().waitFor();

    await page.getByLabel('Add a message').fill('Works now, thank you!');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Works now, thank you!').waitFor();
    await page.getByText('Waiting for reply').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // What the browser showed is what the server holds.
    const thread = ok(
      await api<{ messages: { author: string }[] }>('feedbackDetail', { id }, token),
    );
    expect(thread.messages.map((m) => m.author)).toEqual(['player', 'staff', 'player']);
    expect(errors).toEqual([]);
  });
});
