import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { WebSocket } from 'ws';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatServerFrame } from '@lobby/contract/chat';
import { CHAT_SOCKET_PATH } from '@lobby/contract/values/chat';
import { apiClient, dev, newRunId, ok, onPath, register } from './support/api';
import { seriousViolations } from './support/axe';
import { enterTotp, newStaff, signInAs } from './support/console';
import { baseUrl, closeAll, deskContext, launchBrowser, watchErrors } from './support/browser';

/**
 * The operator console end to end: a support member signs in, sees a visitor's chat arrive in
 * the inbox, answers it (the visitor's socket gets the reply, the console the visitor's read
 * receipt and typing), takes, closes and reopens it; then answers a player's feedback with an
 * image, closing it. A finance member sees neither tool (their dashboard and money tools instead). axe on every
 * page.
 */

let browser: Browser;
let context: BrowserContext;
const runId = newRunId();
const api = apiClient();
const password = `Console-${runId}-pass`;
const support = newStaff(runId, { stem: 'support', name: 'Sam', role: 'support' });
const finance = newStaff(runId, { stem: 'finance', name: 'Fin', role: 'finance' });

/** A visitor's chat socket: every frame kept; `next` waits for the first matching one. */
class PlayerSocket {
  readonly frames: ChatServerFrame[] = [];
  readonly #socket: WebSocket;
  #wake: (() => void)[] = [];
  constructor(url: string) {
    this.#socket = new WebSocket(url);
    this.#socket.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as ChatServerFrame);
      for (const wake of this.#wake.splice(0)) wake();
    });
  }
  async open() {
    if (this.#socket.readyState === WebSocket.OPEN) return;
    await new Promise((resolve, reject) => {
      this.#socket.once('open', resolve);
      this.#socket.once('error', reject);
    });
  }
  send(frame: object) {
    this.#socket.send(JSON.stringify(frame));
  }
  async next<T extends ChatServerFrame['t']>(
    t: T,
    where: (frame: Extract<ChatServerFrame, { t: T }>) => boolean = () => true,
  ) {
    for (;;) {
      const found = this.frames.find(
        (f): f is Extract<ChatServerFrame, { t: T }> =>
          f.t === t && where(f as Extract<ChatServerFrame, { t: T }>),
      );
      if (found) return found;
      await new Promise<void>((resolve) => this.#wake.push(resolve));
    }
  }
  close() {
    this.#socket.close();
  }
}

/** Chrome logs the console's first staffMe (no session yet: 401) as a failed load. */
const realErrors = (errors: string[]) =>
  errors.filter((e) => !/status of 401/.test(e) && !/WebSocket connection/.test(e));

const signIn = async (page: Page, staff: { email: string; totpSecret: string }) => {
  await page.goto('/console/');
  await onPath(page, /^\/console\/sign-in$/);
  await signInAs(page, staff, password);
};

beforeAll(async () => {
  browser = await launchBrowser();
  for (const staff of [support, finance]) await dev('staffCreate', { ...staff, password });
  context = await deskContext(browser);
});

afterAll(() => closeAll(context, browser));

describe('the operator console', () => {
  it('signs a support member in and answers a visitor’s chat live', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/console/chat');
    await onPath(page, /^\/console\/sign-in$/);
    await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // A wrong password is refused where the form is.
    await page.getByTestId('console-signin-email').fill(support.email);
    await page.getByTestId('console-signin-password').fill('not-the-password');
    await page.getByTestId('console-signin-submit').click();
    await page.getByText('The email or password is wrong.').waitFor();

    await page.getByTestId('console-signin-password').fill(password);
    await page.getByTestId('console-signin-submit').click();
    // The second factor: a code from the account's authenticator.
    await page.getByRole('heading', { name: 'Two-factor code' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await enterTotp(page, support.totpSecret);
    // Back to the page that asked for sign-in.
    await onPath(page, /^\/console\/chat$/);
    await page.getByText(`Signed in as ${support.name} (Support)`).waitFor();
    await page.getByText('Live', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // A visitor writes: the conversation arrives in the open inbox by itself.
    const visitor = new PlayerSocket(`${baseUrl().replace(/^http/, 'ws')}${CHAT_SOCKET_PATH}`);
    await visitor.open();
    visitor.send({ t: 'hello', deviceId: randomBytes(16).toString('base64url') });
    await visitor.next('welcome');
    const text = `My deposit did not arrive (${runId})`;
    visitor.send({ t: 'send', clientId: randomBytes(12).toString('base64url'), text });
    const { message } = await visitor.next('ack');
    const id = message.conversationId;
    const row = page.locator(`[data-testid="inbox-row"][data-conversation-id="${id}"]`);
    await expect.poll(() => row.textContent()).toContain(text);
    expect(await row.textContent()).toContain('Visitor');
    expect(await row.textContent()).toContain('1 unread');

    await row.getByRole('link').click();
    await onPath(page, new RegExp(`^/console/chat/${id}\\?view=active$`));
    const messages = page.getByTestId('conversation-message');
    await expect.poll(() => messages.first().getAttribute('data-seq')).toBe('1');
    expect(await messages.first().textContent()).toContain(text);
    // Viewing it reads it: the visitor is told, the row's unread count goes.
    expect(await visitor.next('read', (f) => f.by === 'staff')).toMatchObject({ seq: 1 });
    await expect.poll(() => row.textContent()).not.toContain('unread');

    // The visitor types: the console shows it.
    visitor.send({ t: 'typing', on: true });
    await expect
      .poll(() => page.getByTestId('conversation-typing').textContent())
      .toContain('typing');
    visitor.send({ t: 'typing', on: false });
    await expect.poll(() => page.getByTestId('conversation-typing').textContent()).toBe('');

    // A canned reply goes into the reply box, to be edited or sent.
    const input = page.getByTestId('conversation-input');
    await page.getByLabel('Canned reply').selectOption({ label: 'Greeting' });
    await expect.poll(() => input.inputValue()).toContain('Thank you for contacting us.');

    // The answer: Enter sends; the visitor gets it and reads it; the console shows "Read".
    await input.fill('Let me check that for you.');
    expect(await visitor.next('typing', (f) => f.by === 'staff' && f.on)).toBeTruthy();
    await input.press('Enter');
    const reply = await visitor.next('message', (f) => f.message.from === 'staff');
    expect(reply.message).toMatchObject({ text: 'Let me check that for you.', seq: 2 });
    expect(reply.message.staffName).toBe(support.name);
    const staffMessage = page.locator('[data-testid="conversation-message"][data-seq="2"]');
    await staffMessage.waitFor();
    expect(await input.inputValue()).toBe('');
    visitor.send({ t: 'read', seq: 2 });
    await expect.poll(() => staffMessage.textContent()).toContain('Read');
    expect(await seriousViolations(page)).toEqual([]);

    // A picture: checked by content before it is uploaded, then sent and shown.
    const picker = page.locator('input[type="file"]');
    await picker.setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(64).fill(0)]),
    });
    await page.getByText('Only JPEG, PNG or WebP pictures can be sent.').waitFor();
    const png = await sharp({
      create: { width: 64, height: 40, channels: 3, background: '#2f8f4f' },
    })
      .png()
      .toBuffer();
    await picker.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png });
    const pictured = await visitor.next('message', (f) => f.message.image !== null);
    expect(pictured.message).toMatchObject({ from: 'staff', seq: 3 });
    expect(pictured.message.image).toMatchObject({ type: 'image/png', width: 64, height: 40 });
    const shown = page
      .locator('[data-testid="conversation-message"][data-seq="3"]')
      .getByRole('img', { name: 'Image sent in the chat' });
    await expect
      .poll(() => shown.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(64);

    // Staff replied, so it is theirs; close and reopen it.
    await page.getByTestId('conversation-close').click();
    await page.getByTestId('conversation-reopen').waitFor();
    await page.getByText('This conversation is closed. Reopen it to reply.').waitFor();
    expect(
      (await visitor.next('conversation', (f) => f.conversation.status === 'closed')).conversation
        .id,
    ).toBe(id);
    await page.getByTestId('conversation-reopen').click();
    await page.getByTestId('conversation-close').waitFor();
    await page.getByTestId('conversation-input').waitFor();

    // In "Mine" now.
    await page.getByRole('link', { name: 'Mine' }).click();
    await expect
      .poll(() => page.locator(`[data-testid="inbox-row"][data-conversation-id="${id}"]`).count())
      .toBe(1);
    visitor.close();
    expect(realErrors(errors)).toEqual([]);
    await page.close();
  });

  it('answers a player’s feedback with its image, closing it', async () => {
    const player = await register(api, `cfb_${runId}`, `Pw-${runId}!`);
    const png = await sharp({
      create: { width: 90, height: 60, channels: 3, background: '#3c78c8' },
    })
      .png()
      .toBuffer();
    const text = `The slot froze on the bonus round (${runId}).`;
    const { id } = ok(
      await api<{ id: number }>(
        'feedbackSubmit',
        { type: 2, text, images: [png.toString('base64')] },
        player.token,
      ),
    );

    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/console/');
    await onPath(page, /^\/console\/chat$/);
    await page.getByRole('link', { name: 'Feedback' }).click();
    await onPath(page, /^\/console\/feedback$/);
    const row = page.locator(`[data-testid="feedback-row"][data-feedback-id="${id}"]`);
    await expect.poll(() => row.textContent()).toContain(text);
    // The player by nickname and id ("Ana (player 12)"), or by id alone without a nickname.
    expect((await row.textContent())?.toLowerCase()).toContain(`player ${player.user.id}`);
    expect(await seriousViolations(page)).toEqual([]);

    await row.getByRole('link').click();
    await onPath(page, new RegExp(`^/console/feedback/${id}\\?status=open$`));
    const image = page.getByRole('img', { name: 'Image 1 of the message' });
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(90);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('feedback-reply-input').fill('Fixed in today’s update, thank you!');
    await page.getByLabel('Close the feedback with this reply').check();
    await page.getByTestId('feedback-reply-send').click();
    await page.getByText('This feedback is closed: the player may send a new one.').waitFor();

    const detail = ok(
      await api<{ status: string; messages: { author: string; text: string }[] }>(
        'feedbackDetail',
        { id },
        player.token,
      ),
    );
    expect(detail.status).toBe('closed');
    expect(detail.messages.at(-1)).toMatchObject({
      author: 'staff',
      text: 'Fixed in today’s update, thank you!',
    });
    // Gone from the open queue.
    await expect.poll(() => row.count()).toBe(0);
    expect(realErrors(errors)).toEqual([]);

    // Signing out leads back to sign-in; the session no longer answers.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await onPath(page, /^\/console\/sign-in$/);
    await page.goto('/console/feedback');
    await onPath(page, /^\/console\/sign-in$/);
    await page.close();
  });

  it('shows a role only the tools it may use', async () => {
    const other = await browser.newContext({ baseURL: baseUrl() });
    const page = await other.newPage();
    await signIn(page, finance);
    // Finance's home is the dashboard; the money tools are theirs, the chat and feedback are not.
    await onPath(page, /^\/console\/dashboard$/);
    const nav = page.getByRole('navigation', { name: 'Tools' });
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    await nav.getByRole('link', { name: 'Withdrawals' }).waitFor();
    await nav.getByRole('link', { name: 'Players' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Live chat' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Feedback' }).count()).toBe(0);
    await page.goto('/console/chat');
    await page.getByText('Your role does not allow this.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await other.close();
  });
});
