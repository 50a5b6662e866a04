import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GetCustomerServicesAnswer } from '@lobby/contract/chat';
import { CustomerServiceItemType } from '@lobby/contract/values/enums';
import { storageKeys } from '@/config/storage-keys';
import { queryClient } from '@/lib/query-client';
import { seriousViolations } from '@/test/axe';
import { FakeChatSocket, useFakeChatSockets } from '@/test/fake-chat-socket';
import { envelope, refusal, stubApi } from '@/test/fetch-stub';
import { configFixture } from '@/test/fixtures/app-config';
import { renderApp } from '@/test/render-app';

const { Online, Telegram, WhatsApp, Line, Email } = CustomerServiceItemType;

const services = (patch: Partial<GetCustomerServicesAnswer> = {}): GetCustomerServicesAnswer => ({
  code: 200,
  appCustomerServiceQueue: [
    { itemType: Online, param1: '', param2: '' },
    { itemType: Telegram, param1: '@crown_help', param2: 'https://t.me/crown_help' },
    { itemType: WhatsApp, param1: '+63 917 555 0100', param2: 'https://wa.me/639175550100' },
    { itemType: Line, param1: '@crownlobby', param2: 'https://line.me/R/ti/p/@crownlobby' },
    { itemType: Email, param1: 'help@crown.example', param2: 'mailto:help@crown.example' },
  ],
  chatHours: {
    open: true,
    opensAt: null,
    timeZone: 'Asia/Manila',
    week: [
      { day: 1, from: '09:00', to: '21:00' },
      { day: 0, from: '10:00', to: '18:00' },
    ],
  },
  ...patch,
});

const withChatUrl = {
  ...configFixture,
  clientConfig: { ...configFixture.clientConfig, customerServiceUrl: 'https://chat.example/crown' },
};

beforeEach(useFakeChatSockets);

describe('/service', () => {
  it('lists the channels the server names, each outside one opening in a new tab, and the chat’s hours', async () => {
    const { seen } = stubApi({ getCustomerServices: () => envelope(services()) });
    renderApp('/service');
    const telegram = await screen.findByRole('link', { name: /Telegram/ });
    expect(telegram).toHaveAttribute('href', 'https://t.me/crown_help');
    expect(telegram).toHaveAttribute('target', '_blank');
    expect(telegram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(telegram).toHaveAccessibleName('Telegram @crown_help (opens in a new tab)');
    expect(screen.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/639175550100',
    );
    expect(screen.getByRole('link', { name: /LINE/ })).toHaveTextContent('@crownlobby');
    expect(screen.getByRole('link', { name: /Email/ })).toHaveAttribute(
      'href',
      'mailto:help@crown.example',
    );
    expect(screen.getByRole('button', { name: /Live chat/ })).toHaveTextContent(
      'Talk to an agent now',
    );
    // FAQ and feedback stay.
    expect(screen.getByRole('link', { name: /FAQ/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Feedback/ })).toBeInTheDocument();
    expect(screen.getByText('Our support team is online now.')).toBeInTheDocument();
    const hoursCard = screen.getByRole('region', { name: 'Live chat hours' });
    expect(
      within(hoursCard)
        .getAllByRole('term')
        .map((d) => d.textContent),
    ).toEqual(['Sunday', 'Monday']);
    expect(hoursCard).toHaveTextContent('09:00–21:00');
    expect(hoursCard).toHaveTextContent('Times are in the Asia/Manila time zone.');
    // Asked for as the public call it is, signed out.
    expect(seen.find((r) => r.url.endsWith('/getCustomerServices'))?.headers.authorization).toBe(
      undefined,
    );
    expect(await seriousViolations()).toEqual([]);
  });

  it('opens the chat’s panel from the online chat', async () => {
    stubApi({ getCustomerServices: () => envelope(services()) });
    renderApp('/service');
    await userEvent.click(await screen.findByRole('button', { name: /Live chat/ }));
    expect(await screen.findByRole('dialog', { name: 'Customer service' })).toBeInTheDocument();
    // The socket's chunk loads after the panel's: waited for, as on a slow machine.
    await waitFor(() => expect(FakeChatSocket.all).toHaveLength(1));
  });

  it('says when the staff are back while they are away', async () => {
    const opensAt = Date.UTC(2026, 10, 30, 1) / 1000;
    stubApi({
      getCustomerServices: () =>
        envelope(services({ chatHours: { ...services().chatHours, open: false, opensAt } })),
    });
    renderApp('/service');
    expect(await screen.findByText(/^We’re offline; we reply from .*2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Live chat/ })).toHaveTextContent(
      'Leave a message; we reply when we are back',
    );
  });

  it('links the config’s older chat URL only when the server lists no online chat', async () => {
    stubApi(
      {
        getCustomerServices: () =>
          envelope(
            services({
              appCustomerServiceQueue: [
                { itemType: Telegram, param1: '@crown_help', param2: 'https://t.me/crown_help' },
                // Never a script, whatever the config says.
                { itemType: Email, param1: 'x', param2: 'javascript:alert(1)' },
              ],
              chatHours: { open: true, opensAt: null, timeZone: 'UTC', week: [] },
            }),
          ),
      },
      withChatUrl,
    );
    const first = renderApp('/service');
    const legacy = await screen.findByRole('link', { name: /Live chat/ });
    expect(legacy).toHaveAttribute('href', 'https://chat.example/crown');
    expect(screen.queryByRole('button', { name: /Live chat/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Email/ })).toBeNull();
    // No hours set: around the clock.
    expect(screen.getByText('Our support team answers around the clock.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Live chat hours' })).toBeNull();
    first.unmount();
    queryClient.clear();

    stubApi({ getCustomerServices: () => envelope(services()) }, withChatUrl);
    renderApp('/service');
    await screen.findByRole('button', { name: /Live chat/ });
    expect(screen.queryByRole('link', { name: /Live chat/ })).toBeNull();
  });

  it('in the native wrapper, has no panel to open: the older chat URL if any', async () => {
    sessionStorage.setItem(storageKeys.container, 'native');
    stubApi({ getCustomerServices: () => envelope(services()) }, withChatUrl);
    renderApp('/service');
    await screen.findByRole('link', { name: /Telegram/ });
    expect(screen.queryByRole('button', { name: /Live chat/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Live chat/ })).toHaveAttribute(
      'href',
      'https://chat.example/crown',
    );
  });

  it('offers to try again when the channels could not be loaded, keeping the other rows', async () => {
    let fail = true;
    stubApi({
      getCustomerServices: () => (fail ? refusal(500) : envelope(services())),
    });
    renderApp('/service');
    const retry = await screen.findByRole('button', {
      name: /We could not load our contact channels/,
    });
    expect(screen.getByRole('link', { name: /FAQ/ })).toBeInTheDocument();
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('link', { name: /Telegram/ })).toBeInTheDocument();
  });

  it('shows no contact the operator has not configured: the built-in chat alone, no social row', async () => {
    stubApi(
      {
        getCustomerServices: () =>
          envelope(
            services({ appCustomerServiceQueue: [{ itemType: Online, param1: '', param2: '' }] }),
          ),
      },
      { ...configFixture, socialMedia: [] },
    );
    renderApp('/service');
    expect(await screen.findByRole('button', { name: /Live chat/ })).toBeInTheDocument();
    for (const name of [/Telegram/, /WhatsApp/, /LINE/, /Email/])
      expect(screen.queryByRole('link', { name })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Find us on' })).toBeNull();
    // What the operator did configure stays: FAQ and feedback are the app's own.
    expect(screen.getByRole('link', { name: /FAQ/ })).toBeInTheDocument();
  });
});
