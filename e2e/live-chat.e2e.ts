import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, dev, newRunId, onPath, registeredPhone } from './support/api';
import { seriousViolations } from './support/axe';
import { newStaff, signInAs } from './support/console';
import { closeAll, deskContext, launchBrowser, watchErrors } from './support/browser';

/**
 * The live chat between two browsers: a signed-in player writes from the lobby's chat widget on
 * a phone; a support member answers from the console on a desktop. Each sees the other's
 * messages, typing and read receipts as they happen, and the player's launcher counts a reply
 * that arrives while the panel is closed.
 */

let browser: Browser;
let phone: BrowserContext;
let desk: BrowserContext;
const runId = newRunId();
const api = apiClient();
const staff = newStaff(runId, {
  stem: 'desk',
  name: 'Desk',
  role: 'support',
  password: `Desk-${runId}-password`,
});
let playerId = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  const signedUp = await registeredPhone(browser, api, `live_${runId}`, `Pw-${runId}!`);
  playerId = signedUp.user.id;
  phone = signedUp.context;
  await dev('staffCreate', staff);
  desk = await deskContext(browser);
});

afterAll(() => closeAll(phone, desk, browser));

describe('the live chat, player and staff', () => {
  it('a player and a support member talk in real time', async () => {
    const player = await phone.newPage();
    const playerErrors = watchErrors(player);
    await player.goto('/');
    await player.getByTestId('chat-launcher').click();
    const panel = player.getByRole('dialog', { name: 'Customer service' });
    await panel.waitFor();
    const question = `Is my withdrawal on its way? (${runId})`;
    await player.getByTestId('chat-input').fill(question);
    await player.getByTestId('chat-send').click();
    const mine = player.getByTestId('chat-message').filter({ hasText: question });
    await mine.waitFor();
    const seq = await mine.getAttribute('data-seq');
    expect(seq).toBe('1');

    // Staff sign in and find it in the inbox with who the player is.
    const staffPage = await desk.newPage();
    await staffPage.goto('/console/chat');
    await onPath(staffPage, /^\/console\/sign-in$/);
    await signInAs(staffPage, staff, staff.password);
    await onPath(staffPage, /^\/console\/chat$/);
    const row = staffPage.getByTestId('inbox-row').filter({ hasText: question });
    await row.waitFor({ timeout: 30_000 });
    expect(await row.textContent()).toContain(String(playerId));
    await row.getByRole('link').click();
    await staffPage.getByTestId('conversation-message').filter({ hasText: question }).waitFor();

    // Staff type: the player sees it; staff answer: the player sees who joined and the answer.
    await staffPage.getByTestId('conversation-input').fill('Let me check');
    await expect.poll(() => player.getByTestId('chat-typing').textContent()).not.toBe('');
    const answer = `Yes, it was paid a minute ago (${runId})`;
    await staffPage.getByTestId('conversation-input').fill(answer);
    await staffPage.getByTestId('conversation-send').click();
    await player.getByTestId('chat-message').filter({ hasText: answer }).waitFor();
    await panel.getByText(`${staff.name} joined`).waitFor();
    // The player had the panel open: staff see their message read.
    await staffPage.getByTestId('conversation-message').filter({ hasText: answer }).waitFor();
    await expect
      .poll(() =>
        staffPage
          .getByTestId('conversation-message')
          .filter({ hasText: answer })
          .getByText('Read')
          .count(),
      )
      .toBe(1);

    // The player types back; the console shows it.
    await player.getByTestId('chat-input').fill('Thank');
    await expect
      .poll(() => staffPage.getByTestId('conversation-typing').textContent())
      .not.toBe('');
    await player.getByTestId('chat-input').fill('Thank you!');
    await player.getByTestId('chat-send').click();
    await staffPage.getByTestId('conversation-message').filter({ hasText: 'Thank you!' }).waitFor();
    // Staff have read the player's messages: the player's last one shows it.
    await expect
      .poll(() =>
        player
          .getByTestId('chat-message')
          .filter({ hasText: 'Thank you!' })
          .getByTestId('chat-read')
          .count(),
      )
      .toBe(1);

    // With the panel closed, a reply shows on the launcher's badge.
    await player.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await staffPage.getByTestId('conversation-input').fill('Anything else?');
    await staffPage.getByTestId('conversation-send').click();
    await expect.poll(() => player.getByTestId('chat-unread').textContent()).toBe('1');
    expect(await seriousViolations(player)).toEqual([]);
    expect(playerErrors).toEqual([]);
  });
});
