import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, consumeEvents, newRunId, ok, onPath, registeredPhone } from './support/api';
import { seriousViolations } from './support/axe';
import { closeAll, launchBrowser, phoneContext, watchErrors } from './support/browser';

/**
 * Sharing and invite links: player A reads their link on /share; a friend opens it in a browser of
 * their own, signs up by account name, and becomes A's invitee (pid = A), which A's shareInfo
 * counts, with the friend's device as one click of the link. A then sees the friend in the agent
 * programme's team tab, and a new spin of the invite spin's wheel.
 */

let browser: Browser;
let contextA: BrowserContext;
let contextB: BrowserContext;
let tokenA: string;
let idA: number;

const runId = newRunId();
const api = apiClient();
const password = `Pw-${runId}!`;

interface ShareInfo {
  inviteCode: string;
  invitePath: string;
  invitees: number;
  validInvitees: number;
  clicks: number;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const signedUp = await registeredPhone(browser, api, `sharer_${runId}`, password);
  tokenA = signedUp.token;
  idA = signedUp.user.id;
  contextA = signedUp.context;
  contextB = await phoneContext(browser);
});

afterAll(() => closeAll(contextA, contextB, browser));

describe('sharing', () => {
  it('a friend who opens the link and signs up becomes the sharer’s invitee', async () => {
    const pageA = await contextA.newPage();
    const errorsA = watchErrors(pageA);
    await pageA.goto('/share');
    const link = (await pageA.getByTestId('invite-link').textContent())!.trim();
    const code = (await pageA.getByTestId('invite-code').textContent())!.trim();
    expect(link).toBe(`${new URL(pageA.url()).origin}/?inviteCode=${code}`);
    await pageA.getByRole('img', { name: 'QR code of your invite link' }).waitFor();
    const whatsapp = pageA.getByRole('link', { name: /^Share on WhatsApp/ });
    const href = (await whatsapp.getAttribute('href'))!;
    expect(decodeURIComponent(href)).toContain(link);
    expect(await pageA.locator('main').textContent()).not.toMatch(/\{(url|code|text)\}/);
    // The invite spin's wheel above: opening it started A's attempt with its first spin.
    await pageA.getByText('Spins left: 1').waitFor();
    expect(await seriousViolations(pageA)).toEqual([]);
    expect(errorsA).toEqual([]);

    // The friend, in a browser of their own.
    const pageB = await contextB.newPage();
    const errorsB = watchErrors(pageB);
    const clicked = pageB.waitForResponse((r) => r.url().endsWith('/actInviteClickInvite'));
    await pageB.goto(link);
    await clicked;
    await pageB.goto('/auth/register');
    await pageB.getByRole('tab', { name: 'Account' }).click();
    await pageB.getByRole('button', { name: /invite code/i }).waitFor({ state: 'detached' });
    await expect.poll(() => pageB.getByLabel('Invite code').inputValue()).toBe(code);
    await pageB.getByLabel('Account name').fill(`friend_${runId}`);
    await pageB.getByLabel('Password', { exact: true }).fill(password);
    await pageB.getByRole('button', { name: 'Sign up' }).click();
    await onPath(pageB, /^\/member/);
    expect(errorsB).toEqual([]);

    const tokenB = (await pageB.evaluate(() => localStorage.getItem('lobby.token')))!;
    const friend = ok(await api<{ user: { pid: number } }>('getAfterLoginInfoWeb', {}, tokenB));
    expect(friend.user.pid).toBe(idA);
    const info = ok(await api<ShareInfo>('shareInfo', {}, tokenA));
    expect(info).toMatchObject({ inviteCode: code, invitees: 1, validInvitees: 0, clicks: 1 });

    // A sees the friend counted, and (once the engine has read the registration) a new spin.
    await consumeEvents();
    await pageA.reload();
    await expect.poll(() => pageA.getByTestId('share-invitees').textContent()).toBe('1');
    await pageA.getByText('Spins left: 2').waitFor();
    // And in the agent programme's team tab.
    await pageA.goto('/agent?tabActive=team');
    await pageA.getByRole('heading', { name: '1 in your team, 1 new today' }).waitFor();
    expect(errorsA).toEqual([]);
    await pageA.close();
    await pageB.close();
  });
});
