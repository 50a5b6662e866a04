import sharp from 'sharp';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, newRunId, registeredPhone } from './support/api';
import { seriousViolations } from './support/axe';
import { closeAll, launchBrowser, phoneContext, watchErrors } from './support/browser';

/**
 * The live chat's widget against the real server: a visitor opens it from the lobby's launcher,
 * sends a message and sees it acknowledged (stored, with its seq), finds it again after a
 * reload; a signed-in player opens it from /service and sends an image, shown back from the
 * server with the session. (Staff's side is the console's journey.)
 */

let browser: Browser;
let visitor: BrowserContext;
let player: BrowserContext;
const runId = newRunId();
const api = apiClient();

beforeAll(async () => {
  browser = await launchBrowser();
  visitor = await phoneContext(browser);
  player = (await registeredPhone(browser, api, `chat_${runId}`, `Pw-${runId}!`)).context;
});

afterAll(() => closeAll(visitor, player, browser));

describe('the chat widget', () => {
  it('a visitor sends a message from the lobby and sees it acknowledged, and again after a reload', async () => {
    const page = await visitor.newPage();
    const errors = watchErrors(page);
    await page.goto('/');
    await page.getByTestId('chat-launcher').click();
    const panel = page.getByRole('dialog', { name: 'Customer service' });
    await panel.getByText('We usually answer within a few minutes').waitFor();
    expect(await page.getByTestId('chat-attach').count()).toBe(0);

    const text = `Hello from ${runId}`;
    await page.getByTestId('chat-input').fill(text);
    await page.getByTestId('chat-send').click();
    const sent = page.getByTestId('chat-message').filter({ hasText: text });
    await sent.waitFor();
    expect(await sent.getAttribute('data-seq')).toBe('1');
    expect(await page.getByTestId('chat-pending').count()).toBe(0);
    // A new conversation waits in the queue.
    await panel.getByText(/You are number \d+ in the queue/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('chat-launcher').click();
    await page.getByTestId('chat-message').filter({ hasText: text }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a player opens it from /service and sends an image, shown back with the session', async () => {
    const page = await player.newPage();
    const errors = watchErrors(page);
    await page.goto('/service');
    // The server's channels: the built-in chat alone until the operator names an outside one
    // (console › Config › serviceChannels): no placeholder contact.
    const liveChat = page.getByRole('button', { name: /Live chat/ });
    await liveChat.waitFor();
    expect(await page.getByRole('link', { name: /^Telegram @/ }).count()).toBe(0);
    await liveChat.click();
    await page
      .getByRole('dialog', { name: 'Customer service' })
      .getByText('We usually answer within a few minutes')
      .waitFor();
    const png = await sharp({
      create: { width: 160, height: 120, channels: 3, background: '#3c78c8' },
    })
      .png()
      .toBuffer();
    await page
      .getByTestId('chat-attach')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png });
    const shown = page.getByRole('img', { name: 'Image from You' });
    await shown.waitFor();
    await expect
      .poll(() => shown.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(160);
    expect(await page.getByTestId('chat-message').first().getAttribute('data-seq')).toBe('1');
    expect(errors).toEqual([]);
    await page.close();
  });
});
