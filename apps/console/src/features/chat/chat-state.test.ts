import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@lobby/contract/chat';
import type { ChatInboxItem } from '@lobby/contract/console';
import { CHAT_TYPING_SECONDS } from '@lobby/contract/values/chat';
import {
  chatReducer,
  initialChatState,
  orderedMessages,
  type ChatAction,
  type ChatState,
} from './chat-state';

const me = { id: 7, name: 'Ann' };

const row = (id: number, over: Partial<ChatInboxItem> = {}): ChatInboxItem => ({
  id,
  status: 'open',
  queuePosition: null,
  staffName: null,
  playerReadSeq: 0,
  staffReadSeq: 0,
  lastSeq: 1,
  userId: 100 + id,
  nickname: `p${id}`,
  vip: 1,
  balance: 12345,
  staffId: null,
  preview: 'hi',
  lastMessageAt: 1000 + id,
  unread: 1,
  createdAt: 900,
  ...over,
});

const message = (
  conversationId: number,
  seq: number,
  over: Partial<ChatMessage> = {},
): ChatMessage => ({
  id: conversationId * 1000 + seq,
  conversationId,
  seq,
  from: 'player',
  staffName: null,
  text: `m${seq}`,
  image: null,
  clientId: null,
  createdAt: 2000 + seq,
  ...over,
});

const run = (state: ChatState, ...actions: ChatAction[]) => actions.reduce(chatReducer, state);
const frame = (f: Extract<ChatAction, { type: 'frame' }>['frame'], now = 0): ChatAction => ({
  type: 'frame',
  frame: f,
  now,
});

const withInbox = (...rows: ChatInboxItem[]) =>
  run(initialChatState(me), { type: 'inbox', view: 'active', rows });

describe('the chat reducer', () => {
  it('orders messages by seq and keeps each id once', () => {
    const list = orderedMessages([message(1, 3), message(1, 1), message(1, 2), message(1, 1)]);
    expect(list.map((m) => m.seq)).toEqual([1, 2, 3]);
    let state = run(withInbox(row(1)), {
      type: 'opened',
      conversation: row(1, { lastSeq: 2 }),
      messages: [message(1, 1), message(1, 2)],
    });
    state = run(
      state,
      frame({ t: 'message', message: message(1, 4) }),
      frame({ t: 'message', message: message(1, 3) }),
      frame({ t: 'message', message: message(1, 4) }),
    );
    expect(state.open!.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
  });

  it('keeps frames that came before the conversation’s answer', () => {
    const state = run(
      withInbox(row(1)),
      { type: 'opened', conversation: row(1), messages: [message(1, 1)] },
      frame({ t: 'message', message: message(1, 2) }),
      // The refetch answers with only the first message (it was read before the frame).
      { type: 'opened', conversation: row(1), messages: [message(1, 1)] },
    );
    expect(state.open!.messages.map((m) => m.seq)).toEqual([1, 2]);
  });

  it('keeps receipts that came before a late answer', () => {
    let state = run(withInbox(row(1, { lastSeq: 2 })), {
      type: 'opened',
      conversation: row(1, { lastSeq: 2 }),
      messages: [message(1, 1), message(1, 2, { from: 'staff' })],
    });
    state = run(
      state,
      frame({ t: 'read', conversationId: 1, by: 'player', seq: 2 }),
      frame({ t: 'read', conversationId: 1, by: 'staff', seq: 2 }),
      // Read before those receipts, answered after them.
      { type: 'opened', conversation: row(1, { lastSeq: 2, unread: 1 }), messages: [] },
      { type: 'inbox', view: 'active', rows: [row(1, { lastSeq: 2, unread: 1 })] },
    );
    expect(state.open!.conversation).toMatchObject({
      playerReadSeq: 2,
      staffReadSeq: 2,
      unread: 0,
    });
    expect(state.rows[0]).toMatchObject({ playerReadSeq: 2, unread: 0 });
    expect(state.open!.messages).toHaveLength(2);
  });

  it('moves a row with a new message to the top and counts the player’s unread once', () => {
    let state = withInbox(row(1, { lastMessageAt: 5000 }), row(2, { lastMessageAt: 4000 }));
    expect(state.rows.map((r) => r.id)).toEqual([1, 2]);
    const m = message(2, 2, { createdAt: 6000 });
    state = run(state, frame({ t: 'message', message: m }), frame({ t: 'message', message: m }));
    expect(state.rows.map((r) => r.id)).toEqual([2, 1]);
    expect(state.rows[0]).toMatchObject({
      unread: 2,
      lastSeq: 2,
      preview: 'm2',
      lastMessageAt: 6000,
    });
    // Staff messages do not count as unread.
    state = run(
      state,
      frame({ t: 'message', message: message(2, 3, { from: 'staff', staffName: 'Bo' }) }),
    );
    expect(state.rows[0]).toMatchObject({ unread: 2, lastSeq: 3 });
  });

  it('clears unread when staff have read to the last message', () => {
    let state = withInbox(row(1, { unread: 3, lastSeq: 5, staffReadSeq: 2 }));
    state = run(state, frame({ t: 'read', conversationId: 1, by: 'staff', seq: 5 }));
    expect(state.rows[0]).toMatchObject({ unread: 0, staffReadSeq: 5 });
    // A late, lower receipt changes nothing.
    state = run(state, frame({ t: 'read', conversationId: 1, by: 'staff', seq: 3 }));
    expect(state.rows[0]).toMatchObject({ unread: 0, staffReadSeq: 5 });
  });

  it('recounts unread of the open conversation from its messages on a partial read', () => {
    const messages = [message(1, 1), message(1, 2), message(1, 3)];
    const state = run(
      withInbox(row(1, { unread: 3, lastSeq: 3 })),
      { type: 'opened', conversation: row(1, { unread: 3, lastSeq: 3 }), messages },
      { type: 'readSent', conversationId: 1, seq: 2 },
    );
    expect(state.rows[0]!.unread).toBe(1);
    expect(state.open!.conversation).toMatchObject({ unread: 1, staffReadSeq: 2 });
  });

  it('records the player’s read mark for receipts', () => {
    const state = run(
      withInbox(row(1)),
      { type: 'opened', conversation: row(1), messages: [] },
      frame({ t: 'read', conversationId: 1, by: 'player', seq: 4 }),
    );
    expect(state.open!.conversation.playerReadSeq).toBe(4);
    expect(state.rows[0]!.playerReadSeq).toBe(4);
  });

  it('asks for a new read of the inbox for a conversation it does not list', () => {
    const state = run(withInbox(row(1)), frame({ t: 'message', message: message(9, 1) }));
    expect(state.stale).toBe(1);
    expect(state.rows.map((r) => r.id)).toEqual([1]);
  });

  it('turns a pending send into its message on ack, and marks a refused one', () => {
    let state = run(withInbox(row(1)), { type: 'opened', conversation: row(1), messages: [] });
    for (const clientId of ['aaaaaaaa', 'bbbbbbbb'])
      state = run(state, {
        type: 'sending',
        pending: { clientId, conversationId: 1, text: 'hello', image: null, failed: null },
      });
    const sent = message(1, 2, { from: 'staff', staffName: 'Ann', clientId: 'aaaaaaaa' });
    state = run(
      state,
      frame({ t: 'ack', clientId: 'aaaaaaaa', message: sent }),
      frame({ t: 'error', code: 1534, msg: 'closed', clientId: 'bbbbbbbb' }),
    );
    expect(state.open!.messages.map((m) => m.id)).toEqual([sent.id]);
    expect(state.open!.pending).toEqual([
      expect.objectContaining({ clientId: 'bbbbbbbb', failed: 'closed' }),
    ]);
    state = run(state, { type: 'discard', clientId: 'bbbbbbbb' });
    expect(state.open!.pending).toEqual([]);
  });

  it('shows the player typing for CHAT_TYPING_SECONDS, until stopped or a message', () => {
    let state = run(withInbox(row(1)), { type: 'opened', conversation: row(1), messages: [] });
    state = run(state, frame({ t: 'typing', conversationId: 1, by: 'player', on: true }, 10_000));
    expect(state.open!.playerTypingUntil).toBe(10_000 + CHAT_TYPING_SECONDS * 1000);
    state = run(state, frame({ t: 'message', message: message(1, 2) }));
    expect(state.open!.playerTypingUntil).toBe(0);
    // Another conversation's typing, or staff typing, is not the open player's.
    state = run(
      state,
      frame({ t: 'typing', conversationId: 2, by: 'player', on: true }, 1),
      frame({ t: 'typing', conversationId: 1, by: 'staff', on: true }, 1),
    );
    expect(state.open!.playerTypingUntil).toBe(0);
  });

  it('applies a conversation’s new state and reads the inbox again when it may have moved', () => {
    let state = withInbox(row(1, { status: 'queued', queuePosition: 1 }));
    state = run(
      state,
      frame({
        t: 'conversation',
        conversation: {
          id: 1,
          status: 'queued',
          queuePosition: 2,
          staffName: null,
          playerReadSeq: 0,
          staffReadSeq: 0,
          lastSeq: 1,
        },
      }),
    );
    expect(state.rows[0]).toMatchObject({ queuePosition: 2 });
    expect(state.stale).toBe(0);
    state = run(state, {
      type: 'changed',
      assignedToMe: true,
      conversation: {
        id: 1,
        status: 'open',
        queuePosition: null,
        staffName: 'Ann',
        playerReadSeq: 0,
        staffReadSeq: 0,
        lastSeq: 1,
      },
    });
    expect(state.rows[0]).toMatchObject({ status: 'open', staffName: 'Ann', staffId: me.id });
    expect(state.stale).toBe(1);
  });

  it('reads everything again after a reconnection, not after the first welcome', () => {
    const welcome = frame({
      t: 'welcome',
      conversation: null,
      messages: [],
      hours: { open: true, opensAt: null, timeZone: 'UTC', week: [] },
      unread: 0,
    });
    let state = run(initialChatState(me), welcome);
    expect(state).toMatchObject({ connected: true, stale: 0 });
    state = run(state, { type: 'disconnected' }, welcome);
    expect(state).toMatchObject({ connected: true, stale: 1 });
  });
});
