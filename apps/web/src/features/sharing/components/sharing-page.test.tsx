import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '@lobby/contract/app-config';
import type { ShareInfoAnswer } from '@lobby/contract/sharing';
import { useSessionStore } from '@/stores/session-store';
import { envelope, stubApi } from '@/test/fetch-stub';
import { seriousViolations } from '@/test/axe';
import { configFixture } from '@/test/fixtures/app-config';
import { statusFlags } from '@/test/fixtures/status-flags';
import { userFixture } from '@/test/fixtures/user';
import { renderApp } from '@/test/render-app';

const TEXT = 'Join me: sign up with {url} or my code {code}.';
const config: AppConfig = {
  ...configFixture,
  shareConfigs: [
    {
      id: 1,
      channel: 'whatsapp',
      title: 'WhatsApp',
      text: TEXT,
      url: 'https://wa.me/?text={text}',
    },
    {
      id: 2,
      channel: 'telegram',
      title: 'Telegram',
      text: TEXT,
      url: 'https://t.me/share/url?url={url}&text={text}',
    },
    {
      id: 3,
      channel: 'facebook',
      title: 'Facebook',
      text: TEXT,
      url: 'https://www.facebook.com/sharer/sharer.php?u={url}',
    },
    {
      id: 4,
      channel: 'line',
      title: 'LINE',
      text: TEXT,
      url: 'https://line.me/R/share?text={text}',
    },
  ],
};

const info: ShareInfoAnswer = {
  inviteCode: 'AB12CD',
  invitePath: '/?inviteCode=AB12CD',
  invitees: 3,
  validInvitees: 1,
  clicks: 7,
};

const around = {
  refreshData: () => envelope(userFixture()),
  activityGetStatusList: () => envelope(statusFlags()),
  shareInfo: () => envelope(info),
};

const link = () => `${window.location.origin}/?inviteCode=AB12CD`;

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
});

describe('/share signed in', () => {
  it('shows the link, the code, its QR code and the counts from shareInfo', async () => {
    stubApi(around, config);
    useSessionStore.getState().signIn('tok-1', userFixture());
    renderApp('/share');

    expect(await screen.findByTestId('invite-link')).toHaveTextContent(link());
    expect(screen.getByTestId('invite-code')).toHaveTextContent('AB12CD');
    const qr = screen.getByRole('img', { name: 'QR code of your invite link' });
    expect(qr).toHaveAttribute('data-qr-text', link());
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    const stats = screen.getByLabelText('Your invites');
    expect(within(stats).getByTestId('share-invitees')).toHaveTextContent('3');
    expect(within(stats).getByTestId('share-validInvitees')).toHaveTextContent('1');
    expect(within(stats).getByTestId('share-clicks')).toHaveTextContent('7');
    expect(await seriousViolations()).toEqual([]);
  });

  it('copies the link and the code', async () => {
    stubApi(around, config);
    useSessionStore.getState().signIn('tok-1', userFixture());
    const user = userEvent.setup();
    renderApp('/share');
    await user.click(await screen.findByRole('button', { name: 'Copy invite link' }));
    expect(await navigator.clipboard.readText()).toBe(link());
    expect(screen.getAllByText('Copied')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Copy invite code' }));
    expect(await navigator.clipboard.readText()).toBe('AB12CD');
  });

  it('opens each channel’s share URL with the link and code filled in, never a literal {url}', async () => {
    stubApi(around, config);
    useSessionStore.getState().signIn('tok-1', userFixture());
    renderApp('/share');
    await screen.findByTestId('invite-link');
    const filled = `Join me: sign up with ${link()} or my code AB12CD.`;
    const hrefs = Object.fromEntries(
      ['WhatsApp', 'Telegram', 'Facebook', 'LINE'].map((name) => {
        const a = screen.getByRole('link', { name: `Share on ${name} (opens in a new tab)` });
        expect(a).toHaveAttribute('target', '_blank');
        expect(a).toHaveAttribute('rel', 'noopener noreferrer');
        return [name, a.getAttribute('href')!];
      }),
    );
    expect(hrefs.WhatsApp).toBe(`https://wa.me/?text=${encodeURIComponent(filled)}`);
    expect(new URL(hrefs.Telegram!).searchParams.get('url')).toBe(link());
    expect(new URL(hrefs.Telegram!).searchParams.get('text')).toBe(filled);
    expect(new URL(hrefs.Facebook!).searchParams.get('u')).toBe(link());
    expect(new URL(hrefs.LINE!).searchParams.get('text')).toBe(filled);
    expect(screen.getAllByText(filled)).toHaveLength(4);
    expect(document.body.textContent).not.toMatch(/\{(url|code|text)\}/);
    for (const href of Object.values(hrefs)) expect(decodeURIComponent(href)).not.toContain('{');
    // No Web Share API in this browser: no button for it.
    expect(screen.queryByRole('button', { name: 'More ways to share' })).toBeNull();
  });

  it('offers the Web Share API where the browser has it', async () => {
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    stubApi(around, config);
    useSessionStore.getState().signIn('tok-1', userFixture());
    const user = userEvent.setup();
    renderApp('/share');
    await user.click(await screen.findByRole('button', { name: 'More ways to share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Join me in the lobby',
      text: 'Sign up with my invite code AB12CD.',
      url: link(),
    });
  });
});

describe('/share for a visitor', () => {
  it('asks to log in, and asks nothing of the server', async () => {
    const { seen } = stubApi(around, config);
    renderApp('/share');
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      expect.stringContaining('redirect=%2Fshare'),
    );
    await waitFor(() => expect(seen.some((r) => r.url.endsWith('/shareInfo'))).toBe(false));
  });
});
