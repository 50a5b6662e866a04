import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ChatInboxItem } from '@lobby/contract/console';
import { ErrorCode } from '@lobby/contract/values/errors';
import { renderConsole, stubCalls } from '../test/render-console';

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
        session = true;
        return signedIn;
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
    await screen.findByText('Signed in as Ann (Support)');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/chat?view=mine',
    );
    expect(calls.findLast((c) => c.name === 'staffSignIn')?.body).toEqual({
      email: 'ann@lobby.test',
      password: 'right-password-1',
    });
    await screen.findByText('No conversations here.');
    expect(calls.find((c) => c.name === 'chatInbox')?.body).toMatchObject({ view: 'mine' });
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
    expect(nav.querySelectorAll('a')).toHaveLength(0);
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
