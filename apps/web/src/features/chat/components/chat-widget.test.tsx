import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatServerFrame } from '@lobby/contract/chat';
import { CHAT_DEVICE_ID } from '@lobby/contract/values/chat';
import { storageKeys } from '@/config/storage-keys';
import { useChatWidget } from '@/lib/chat-widget';
import { useSessionStore } from '@/stores/session-store';
import { seriousViolations } from '@/test/axe';
import { FakeChatSocket, useFakeChatSockets } from '@/test/fake-chat-socket';
import { envelope, stubApi, stubConfigServer } from '@/test/fetch-stub';
import { chatConversation, chatHours, chatMessage, chatWelcome } from '@/test/fixtures/chat';
import { userFixture } from '@/test/fixtures/user';
import { renderApp } from '@/test/render-app';
import { settle } from '@/test/settle';

const signIn = () => useSessionStore.getState().signIn('tok-1', userFixture());

/** The socket the chat opened, once it has: opened (the hello goes). */
const socketOpened = async (count = 1) => {
  await waitFor(() => expect(FakeChatSocket.all).toHaveLength(count));
  const socket = FakeChatSocket.latest();
  act(() => socket.open());
  return socket;
};

const frame = (socket: FakeChatSocket, f: ChatServerFrame) => act(() => socket.receive(f));

/** The lobby with the chat's panel opened from the launcher, its socket open. */
const openFromLauncher = async () => {
  const view = renderApp('/');
  await userEvent.click(await screen.findByTestId('chat-launcher'));
  const panel = await screen.findByRole('dialog', { name: 'Customer service' });
  const socket = await socketOpened();
  return { ...view, panel, socket };
};

beforeEach(useFakeChatSockets);

describe('the chat widget', () => {
  it('opens from the launcher, says hello, and shows a message sent, its ack, the queue, the staff joining, reading and typing', async () => {
    stubConfigServer();
    renderApp('/');
    const launcher = await screen.findByTestId('chat-launcher');
    expect(launcher).toHaveAccessibleName('Customer service');
    // No socket before the player opens the chat (nor a conversation kept from before).
    await settle();
    expect(FakeChatSocket.all).toEqual([]);
    await userEvent.click(launcher);
    const panel = await screen.findByTestId('chat-panel');
    expect(panel).toHaveAccessibleName('Customer service');
    const socket = await socketOpened();
    expect(socket.url).toBe(`ws://${window.location.host}/app/v1/chat/socket`);
    expect(socket.sent).toEqual([
      { t: 'hello', deviceId: expect.stringMatching(CHAT_DEVICE_ID), after: 0 },
    ]);
    // The same device id on every visit.
    expect(socket.sent[0]?.deviceId).toBe(localStorage.getItem(storageKeys.chatDevice));
    expect(screen.getByTestId('chat-input')).toHaveFocus();
    const state = within(panel).getByRole('status');
    expect(state).toHaveTextContent('Connecting…');
    frame(socket, chatWelcome());
    expect(state).toHaveTextContent('We usually answer within a few minutes');

    await userEvent.type(screen.getByTestId('chat-input'), 'Where is my deposit?');
    expect(socket.framesOf('typing')).toEqual([{ t: 'typing', on: true }]);
    await userEvent.click(screen.getByTestId('chat-send'));
    const [send] = socket.framesOf('send');
    expect(send).toEqual({
      t: 'send',
      clientId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      text: 'Where is my deposit?',
    });
    expect(socket.framesOf('typing').at(-1)).toEqual({ t: 'typing', on: false });
    expect(screen.getByTestId('chat-input')).toHaveValue('');
    expect(screen.getByTestId('chat-pending')).toHaveTextContent('Sending…');

    frame(socket, {
      t: 'conversation',
      conversation: chatConversation({ status: 'queued', queuePosition: 2 }),
    });
    frame(socket, {
      t: 'ack',
      clientId: String(send!.clientId),
      message: chatMessage(1, {
        from: 'player',
        staffName: null,
        text: 'Where is my deposit?',
        clientId: String(send!.clientId),
      }),
    });
    expect(screen.queryByTestId('chat-pending')).toBeNull();
    const mine = screen.getByTestId('chat-message');
    expect(mine).toHaveAttribute('data-seq', '1');
    expect(mine).toHaveTextContent('Where is my deposit?');
    expect(mine).toHaveTextContent('Sent');
    expect(state).toHaveTextContent('You are number 2 in the queue');

    frame(socket, { t: 'conversation', conversation: chatConversation({ staffName: 'Ana' }) });
    expect(state).toHaveTextContent('Ana joined');
    expect(screen.queryByTestId('chat-read')).toBeNull();
    frame(socket, { t: 'read', conversationId: 7, by: 'staff', seq: 1 });
    expect(within(mine).getByTestId('chat-read')).toHaveTextContent('Read');

    frame(socket, { t: 'typing', conversationId: 7, by: 'staff', on: true });
    expect(screen.getByTestId('chat-typing')).toHaveTextContent('Support is typing…');
    frame(socket, { t: 'message', message: chatMessage(2, { text: 'Let me check.' }) });
    expect(screen.queryByTestId('chat-typing')).toBeNull();
    const theirs = screen.getAllByTestId('chat-message')[1]!;
    expect(theirs).toHaveAttribute('data-seq', '2');
    expect(theirs).toHaveTextContent('Ana');
    expect(theirs).toHaveTextContent('Let me check.');
    // Seen as it came (the panel is open): read at once.
    expect(socket.framesOf('read')).toEqual([{ t: 'read', seq: 2 }]);

    // Escape closes it, and focus goes back to the launcher.
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('chat-panel')).toBeNull();
    expect(screen.getByTestId('chat-launcher')).toHaveFocus();
  });

  it('keeps the socket once there is a conversation, for the unread badge on the launcher', async () => {
    stubConfigServer();
    const { socket } = await openFromLauncher();
    frame(
      socket,
      chatWelcome({
        conversation: chatConversation({ staffName: 'Ana' }),
        messages: [chatMessage(1)],
      }),
    );
    expect(localStorage.getItem(storageKeys.chatKept)).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('chat-panel')).toBeNull();
    expect(socket.closedWith).toBeNull();
    expect(screen.queryByTestId('chat-unread')).toBeNull();

    frame(socket, { t: 'message', message: chatMessage(2) });
    frame(socket, { t: 'message', message: chatMessage(3) });
    expect(screen.getByTestId('chat-unread')).toHaveTextContent('2');
    expect(screen.getByTestId('chat-launcher')).toHaveAccessibleName('Customer service, 2 unread');
    expect(socket.framesOf('read')).toEqual([{ t: 'read', seq: 1 }]);

    // Opened again: they are read, and the badge goes.
    await userEvent.click(screen.getByTestId('chat-launcher'));
    await screen.findByTestId('chat-panel');
    expect(socket.framesOf('read').at(-1)).toEqual({ t: 'read', seq: 3 });
    expect(screen.queryByTestId('chat-unread')).toBeNull();
    expect(FakeChatSocket.all).toHaveLength(1);
  });

  it('on a later visit, opens the socket for the badge alone, and forgets it when there is no conversation', async () => {
    stubConfigServer();
    localStorage.setItem(storageKeys.chatKept, '1');
    renderApp('/');
    await screen.findByTestId('chat-launcher');
    // The background work tells the layout once the page has loaded (lib/background.ts).
    act(() => useChatWidget.setState({ kept: true }));
    const socket = await socketOpened();
    frame(
      socket,
      chatWelcome({
        conversation: chatConversation({ playerReadSeq: 1 }),
        messages: [chatMessage(1), chatMessage(2), chatMessage(3)],
        unread: 2,
      }),
    );
    expect(screen.getByTestId('chat-unread')).toHaveTextContent('2');
    expect(screen.queryByTestId('chat-panel')).toBeNull();
    expect(socket.framesOf('read')).toEqual([]);

    // Signed in as someone else, who has no conversation: nothing more to keep.
    act(() => signIn());
    const again = await socketOpened(2);
    expect(socket.closedWith).toBe(1000);
    expect(again.sent[0]).toMatchObject({ t: 'hello', token: 'tok-1', after: 0 });
    expect(screen.queryByTestId('chat-unread')).toBeNull();
    frame(again, chatWelcome());
    expect(localStorage.getItem(storageKeys.chatKept)).toBeNull();
    await waitFor(() => expect(again.closedWith).toBe(1000));
  });

  it('says the app’s own words for an error frame; a refused message can be sent again', async () => {
    stubConfigServer();
    const { socket } = await openFromLauncher();
    frame(socket, chatWelcome());
    await userEvent.type(screen.getByTestId('chat-input'), 'one more{Enter}');
    const [send] = socket.framesOf('send');
    expect(send).toMatchObject({ text: 'one more' });
    frame(socket, {
      t: 'error',
      code: 1531,
      msg: 'You are sending messages too fast. Please wait a moment.',
      clientId: String(send!.clientId),
      retryAfterSeconds: 20,
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You are sending messages too fast. Please wait 20 seconds.',
    );
    const refused = screen.getByTestId('chat-pending');
    expect(refused).toHaveTextContent('Not sent');
    await userEvent.click(within(refused).getByRole('button', { name: 'Send again' }));
    expect(socket.framesOf('send')).toHaveLength(2);
    expect(socket.framesOf('send')[1]).toMatchObject({ text: 'one more' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('chat-pending')).toHaveTextContent('Sending…');
  });

  it('says when the staff are away and when a conversation was closed', async () => {
    stubConfigServer();
    const opensAt = Date.UTC(2026, 10, 30, 9) / 1000;
    const { socket, panel } = await openFromLauncher();
    frame(
      socket,
      chatWelcome({
        hours: { ...chatHours, open: false, opensAt },
        conversation: chatConversation({ status: 'closed', staffName: 'Ana' }),
      }),
    );
    const when = new Date(opensAt * 1000).toLocaleString(undefined, {
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(panel).toHaveTextContent(`We’re offline; we reply from ${when}`);
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'This conversation was closed; send a message to start a new one',
    );
  });

  it('keeps focus inside the panel, and passes axe with messages in it', async () => {
    stubConfigServer();
    signIn();
    const { socket, panel } = await openFromLauncher();
    frame(
      socket,
      chatWelcome({
        conversation: chatConversation({ staffName: 'Ana', staffReadSeq: 1 }),
        messages: [chatMessage(1, { from: 'player', staffName: null, text: 'Hi' }), chatMessage(2)],
      }),
    );
    const close = within(panel).getByRole('button', { name: 'Close' });
    const send = screen.getByTestId('chat-send');
    send.focus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(send).toHaveFocus();
    expect(await seriousViolations()).toEqual([]);
  });

  it('sends an image (signed in only): checked, uploaded, then its key; and shows it with the session', async () => {
    const key = 'K'.repeat(22);
    const { seen } = stubApi({
      chatImageUpload: () => envelope({ key, type: 'image/png', width: 400, height: 300 }),
      [`chat/image/${key}`]: () =>
        new Response(new Uint8Array([0x89, 0x50]), { headers: { 'content-type': 'image/png' } }),
    });
    // jsdom has no object URLs: the image is shown from one.
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:chat-image');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    signIn();
    const { socket } = await openFromLauncher();
    frame(socket, chatWelcome());
    const attach = screen.getByTestId('chat-attach');
    expect(attach).toHaveAccessibleName('Send an image');

    // Not a picture by its bytes: refused before any upload.
    await userEvent.upload(attach, new File(['not an image'], 'a.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('JPEG, PNG or WebP only');

    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    await userEvent.upload(attach, new File([png], 'b.png', { type: 'image/png' }));
    await waitFor(() => expect(socket.framesOf('send')).toHaveLength(1));
    expect(socket.framesOf('send')[0]).toMatchObject({ text: '', imageKey: key });
    const upload = seen.find((r) => r.url.endsWith('/app/v1/chatImageUpload'));
    expect(upload?.body?.image).toBe(btoa(String.fromCharCode(...png)));
    expect(upload?.headers.authorization).toBe('tok-1');
    expect(screen.queryByRole('alert')).toBeNull();

    frame(socket, {
      t: 'ack',
      clientId: String(socket.framesOf('send')[0]!.clientId),
      message: chatMessage(1, {
        from: 'player',
        staffName: null,
        text: '',
        image: { key, type: 'image/png', width: 400, height: 300 },
        clientId: String(socket.framesOf('send')[0]!.clientId),
      }),
    });
    const image = await screen.findByRole('img', { name: 'Image from You' });
    expect(image).toHaveAttribute('src', 'blob:chat-image');
    expect(image).toHaveAttribute('width', '220');
    expect(image).toHaveAttribute('height', '165');
    const fetched = seen.find((r) => r.url.endsWith(`/app/v1/chat/image/${key}`));
    expect(fetched?.method).toBe('GET');
    expect(fetched?.headers.authorization).toBe('tok-1');
  });

  it('has no image button for a visitor', async () => {
    stubConfigServer();
    await openFromLauncher();
    expect(screen.getByTestId('chat-input')).toBeInTheDocument();
    expect(screen.queryByTestId('chat-attach')).toBeNull();
  });

  it('is not there in the native wrapper, which has its own', async () => {
    stubConfigServer();
    sessionStorage.setItem(storageKeys.container, 'native');
    renderApp('/');
    await screen.findByRole('navigation', { name: 'Main' });
    act(() => useChatWidget.setState({ open: true, kept: true }));
    await settle();
    expect(screen.queryByTestId('chat-launcher')).toBeNull();
    expect(screen.queryByTestId('chat-panel')).toBeNull();
    expect(FakeChatSocket.all).toEqual([]);
  });
});
