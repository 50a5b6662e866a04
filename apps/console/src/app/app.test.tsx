import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ChatInboxItem } from '@lobby/contract/console';
import { ErrorCode } from '@lobby/contract/values/errors';
import { openedSockets, renderConsole, stubCalls } from '../test/render-console';

const ann = { id: 3, email: 'ann@lobby.test', name: 'Ann', role: 'support' as const };
const signedIn = { data: { staff: ann, expiresAt: 2_000_000_000 }, errcode: 0 };
const noSession = { errcode: ErrorCode.UNAUTHORIZED, msg: 'Please sign in.', status: 401 };

const item = (over: Partial<ChatInboxItem>): ChatInboxItem => ({
  id: 1,
  status: 'queued',
  queuePosition: 1,
  staffName: null,
  playerReadSeq: 0,
  staffReadSeq: 0,
  lastSeq: 1,
  userId: null,
  nickname: null,
  vip: null,
  balance: null,
  staffId: null,
  preview: 'hello?',
  lastMessageAt: 1_700_000_000,
  unread: 1,
  createdAt: 1_700_000_000,
  ...over,
});

const inbox = (list: ChatInboxItem[]) => ({
  list,
  pages: 1,
  total: list.length,
  pageNum: 1,
  pageSize: 50,
});

describe('the console app', () => {
  it('sends a visitor to sign-in, then back to the page they asked for', async () => {
    let session = false;
    const calls = stubCalls({
      staffMe: () => (session ? signedIn : noSession),
      staffSignIn: (body) => {
        const { password } = body as { password: string };
        if (password !== 'right-password-1') return { errcode: ErrorCode.STAFF_SIGN_IN_FAILED };
        return { errcode: 0, data: { step: 'totp', pendingToken: 'pending-1' } };
      },
      staffSignInCode: (body) => {
        if ((body as { code: string }).code !== '123456')
          return { errcode: ErrorCode.STAFF_CODE_WRONG };
        session = true;
        return { errcode: 0, data: { ...signedIn.data, recoveryCodes: [] } };
      },
      chatInbox: inbox([]),
      chatCannedReplies: { errcode: 0, data: { list: [] } },
    });
    const { router } = renderConsole('/chat?view=mine');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Staff sign-in' });
    expect(router.state.location.pathname).toBe('/sign-in');

    await user.type(screen.getByLabelText('Email'), 'ann@lobby.test');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is wrong.');
    expect(screen.getByLabelText('Password')).toHaveValue('');

    await user.type(screen.getByLabelText('Password'), 'right-password-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // No session yet: the second factor.
    await screen.findByRole('heading', { name: 'Two-factor code' });
    await user.type(screen.getByLabelText('Code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The code is wrong or was already used.',
    );
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Signed in as Ann (Support)');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/chat?view=mine',
    );
    expect(calls.findLast((c) => c.name === 'staffSignIn')?.body).toEqual({
      email: 'ann@lobby.test',
      password: 'right-password-1',
    });
    expect(calls.findLast((c) => c.name === 'staffSignInCode')?.body).toEqual({
      pendingToken: 'pending-1',
      code: '123456',
    });
    await screen.findByText('No conversations here.');
    expect(calls.find((c) => c.name === 'chatInbox')?.body).toMatchObject({ view: 'mine' });
  });

  it('enrols TOTP at the first sign-in and shows the recovery codes once', async () => {
    let session = false;
    const codes = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`);
    stubCalls({
      staffMe: () => (session ? signedIn : noSession),
      staffSignIn: {
        errcode: 0,
        data: {
          step: 'enrol',
          pendingToken: 'pending-2',
          otpauthUrl: 'otpauth://totp/Lobby%20console:ann%40lobby.test?secret=ABC',
          qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
          secret: 'ABC',
        },
      },
      staffSignInCode: () => {
        session = true;
        return { errcode: 0, data: { ...signedIn.data, recoveryCodes: codes } };
      },
      chatInbox: inbox([]),
      chatCannedReplies: { errcode: 0, data: { list: [] } },
    });
    const { router } = renderConsole('/');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ann@lobby.test');
    await user.type(screen.getByLabelText('Password'), 'right-password-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Set up two-factor sign-in' });
    const qr = screen.getByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByTestId('console-enrol-secret')).toHaveTextContent('ABC');
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const list = await screen.findByTestId('console-recovery-codes');
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(router.state.location.pathname).toBe('/sign-in');
    await user.click(screen.getByRole('button', { name: 'I have saved them: continue' }));
    await screen.findByText('Signed in as Ann (Support)');
    expect(screen.queryByTestId('console-recovery-codes')).toBeNull();
  });

  it('lists conversations with who the player is, their balance and place', async () => {
    stubCalls({
      staffMe: signedIn,
      chatInbox: inbox([
        item({ id: 7, userId: 42, nickname: 'lucky7', vip: 3, balance: 123456, unread: 2 }),
        item({ id: 8, lastMessageAt: 1_600_000_000, queuePosition: 2, preview: '' }),
      ]),
    });
    renderConsole('/chat');
    const rows = await screen.findAllByTestId('inbox-row');
    expect(rows.map((r) => r.dataset.conversationId)).toEqual(['7', '8']);
    expect(rows[0]).toHaveTextContent('Player 42');
    expect(rows[0]).toHaveTextContent('lucky7');
    expect(rows[0]).toHaveTextContent('VIP 3');
    expect(rows[0]).toHaveTextContent('Balance 1,234.56');
    expect(rows[0]).toHaveTextContent('2 unread');
    expect(rows[1]).toHaveTextContent('Visitor');
    expect(rows[1]).toHaveTextContent('Queue #2');
    // An image-only last message.
    expect(rows[1]).toHaveTextContent('Image');
    expect(screen.getByRole('link', { name: 'Active' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a role only the tools it may use, and refuses the others', async () => {
    stubCalls({
      staffMe: { errcode: 0, data: { staff: { ...ann, role: 'finance' }, expiresAt: 1 } },
    });
    renderConsole('/chat');
    await screen.findByRole('alert');
    expect(screen.getByRole('alert')).toHaveTextContent('Your role does not allow this.');
    const nav = screen.getByRole('navigation', { name: 'Tools' });
    expect(within(nav).queryByRole('link', { name: 'Live chat' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Withdrawals' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Players' })).toBeInTheDocument();
  });

  it('on a phone, opens the nav as a drawer from the menu button and closes it on a choice or Escape', async () => {
    stubCalls({ staffMe: signedIn });
    renderConsole('/');
    const menu = await screen.findByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Tools' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls', nav.id);
    expect(nav).not.toHaveAttribute('data-open');
    await userEvent.click(menu);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(nav).toHaveAttribute('data-open');
    await userEvent.click(within(nav).getByRole('link', { name: 'Feedback' }));
    expect(nav).not.toHaveAttribute('data-open');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(nav).toHaveAttribute('data-open');
    await userEvent.keyboard('{Escape}');
    expect(nav).not.toHaveAttribute('data-open');
  });

  it('shows the auditor the chat and feedback read-only: no socket, no buttons, no reply box', async () => {
    const calls = stubCalls({
      staffMe: { errcode: 0, data: { staff: { ...ann, role: 'auditor' }, expiresAt: 1 } },
      chatInbox: inbox([item({ id: 7, userId: 42, status: 'open', staffName: 'Bo' })]),
      chatConversation: {
        conversation: item({ id: 7, userId: 42, status: 'open', staffName: 'Bo', staffId: 9 }),
        messages: [
          {
            id: 70,
            conversationId: 7,
            seq: 1,
            from: 'player',
            staffName: null,
            text: 'My withdrawal is late.',
            image: null,
            clientId: null,
            createdAt: 1_700_000_000,
          },
        ],
      },
      feedbackQueue: {
        list: [
          {
            id: 5,
            userId: 42,
            nickname: 'lucky7',
            typeName: 'General',
            status: 'open',
            messages: 1,
            preview: 'The wheel',
            createdAt: 1_700_000_000,
            updatedAt: 1_700_000_000,
          },
        ],
        pages: 1,
        total: 1,
        pageNum: 1,
        pageSize: 50,
      },
      feedbackThread: {
        id: 5,
        userId: 42,
        typeName: 'General',
        status: 'open',
        createdAt: 1_700_000_000,
        updatedAt: 1_700_000_000,
        messages: [
          {
            id: 50,
            author: 'player',
            text: 'The wheel froze.',
            images: [],
            createdAt: 1_700_000_000,
          },
        ],
      },
    });
    const chat = renderConsole('/chat/7');
    expect(await screen.findByText('My withdrawal is late.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Tools' });
    expect(within(nav).getByRole('link', { name: 'Live chat' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Feedback' })).toBeInTheDocument();
    expect(screen.getByTestId('chat-read-only')).toHaveTextContent('Read only');
    expect(
      screen.getByText('Your role may read conversations, not answer them.'),
    ).toBeInTheDocument();
    for (const id of ['conversation-assign', 'conversation-close', 'conversation-reopen'])
      expect(screen.queryByTestId(id)).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(openedSockets()).toBe(0);
    chat.unmount();

    renderConsole('/feedback/5');
    expect(await screen.findByText('The wheel froze.')).toBeInTheDocument();
    expect(screen.getByText('Your role may read feedback, not answer it.')).toBeInTheDocument();
    // The queue names each player by nickname.
    expect(screen.getByText('lucky7 (player 42)')).toBeInTheDocument();
    expect(screen.queryByTestId('feedback-reply-input')).toBeNull();
    expect(screen.queryByTestId('feedback-reply-send')).toBeNull();
    // Nothing but reads was asked of the server.
    expect(new Set(calls.map((c) => c.name))).toEqual(
      new Set(['staffMe', 'chatInbox', 'chatConversation', 'feedbackQueue', 'feedbackThread']),
    );
  });

  it('goes back to sign-in when a call finds the session gone', async () => {
    let gone = false;
    stubCalls({
      staffMe: () => (gone ? noSession : signedIn),
      feedbackQueue: () => {
        gone = true;
        return noSession;
      },
    });
    const { router } = renderConsole('/feedback');
    await screen.findByRole('heading', { name: 'Staff sign-in' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });
});
