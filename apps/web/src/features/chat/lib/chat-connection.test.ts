import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatConversationState, ChatMessage, ChatServerFrame } from '@lobby/contract/chat';
import { CHAT_PING_SECONDS, CHAT_TYPING_SECONDS, ChatCloseCode } from '@lobby/contract/values/chat';
import { FakeChatSocket as FakeSocket } from '@/test/fake-chat-socket';
import { chatConversation, chatHours, chatMessage, chatWelcome } from '@/test/fixtures/chat';
import { ChatConnection } from './chat-connection';
import { reconnectDelay } from '@/lib/socket-link';
import { outboxOwner, type ChatOutboxStore, type PendingMessage } from './chat-state';

const latest = () => FakeSocket.all.at(-1)!;

const hours = chatHours;

const conversation = (patch: Partial<ChatConversationState> = {}) =>
  chatConversation({ staffName: 'Ana', ...patch });

const message = (seq: number, patch: Partial<ChatMessage> = {}) =>
  chatMessage(seq, { text: `message ${seq}`, createdAt: 1_790_000_000 + seq, ...patch });

const welcome = (patch: Partial<Extract<ChatServerFrame, { t: 'welcome' }>> = {}) =>
  chatWelcome({ conversation: conversation(), ...patch });

let ids = 0;
const connect = (token: string | null = 'tok-1', outbox?: ChatOutboxStore) => {
  const connection = new ChatConnection({
    url: 'ws://lobby.test/app/v1/chat/socket',
    createSocket: (url) => new FakeSocket(url),
    deviceId: 'd'.repeat(22),
    token,
    newClientId: () => `client-${++ids}`,
    random: () => 0.5,
    ...(outbox ? { outbox } : {}),
  });
  connection.start();
  return connection;
};

/** Starts a connection, opens its socket and welcomes it. */
const online = (frame: ChatServerFrame = welcome(), token?: string | null) => {
  const connection = connect(token);
  latest().open();
  latest().receive(frame);
  return connection;
};

const seqs = (connection: ChatConnection) => connection.getSnapshot().messages.map((m) => m.seq);

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the chat connection', () => {
  it('says hello with the session token, the device id and the last seq held', () => {
    const connection = connect();
    expect(connection.getSnapshot().status).toBe('connecting');
    expect(latest().url).toBe('ws://lobby.test/app/v1/chat/socket');
    latest().open();
    expect(latest().sent).toEqual([
      { t: 'hello', token: 'tok-1', deviceId: 'd'.repeat(22), after: 0 },
    ]);
    latest().receive(welcome({ messages: [message(1), message(2)] }));
    expect(connection.getSnapshot()).toMatchObject({ status: 'online', hours });
    // Dropped: the next hello asks only for what came after seq 2.
    latest().drop();
    vi.advanceTimersByTime(1000);
    latest().open();
    expect(latest().sent[0]).toEqual({
      t: 'hello',
      token: 'tok-1',
      deviceId: 'd'.repeat(22),
      after: 2,
    });
  });

  it('says hello as a visitor with only the device id', () => {
    connect(null);
    latest().open();
    expect(latest().sent).toEqual([{ t: 'hello', deviceId: 'd'.repeat(22), after: 0 }]);
  });

  it('keeps messages in seq order, each once however often it comes', () => {
    const connection = online(welcome({ messages: [message(1), message(3)] }));
    const two = message(2);
    latest().receive({ t: 'message', message: message(5) });
    latest().receive({ t: 'message', message: two });
    latest().receive({ t: 'message', message: two });
    latest().receive({ t: 'message', message: message(4) });
    expect(seqs(connection)).toEqual([1, 2, 3, 4, 5]);
    // A reconnect's welcome repeating a message held does not double it.
    latest().drop();
    vi.advanceTimersByTime(1000);
    latest().open();
    latest().receive(welcome({ messages: [two, message(6)] }));
    expect(seqs(connection)).toEqual([1, 2, 3, 4, 5, 6]);
    // A new conversation (after a closed one) follows the old one's messages.
    latest().receive({ t: 'message', message: message(1, { conversationId: 8 }) });
    expect(connection.getSnapshot().messages.map((m) => `${m.conversationId}:${m.seq}`)).toEqual([
      '7:1',
      '7:2',
      '7:3',
      '7:4',
      '7:5',
      '7:6',
      '8:1',
    ]);
  });

  it('asks again from the start when a newer conversation began meanwhile', () => {
    const connection = online(welcome({ messages: [message(1), message(2), message(3)] }));
    latest().drop();
    vi.advanceTimersByTime(1000);
    latest().open();
    expect(latest().sent[0]).toMatchObject({ after: 3 });
    // Another tab started conversation 8: the seq 3 asked after was conversation 7's.
    const stale = latest();
    stale.receive(
      welcome({
        conversation: conversation({ id: 8 }),
        messages: [message(4, { conversationId: 8 })],
      }),
    );
    expect(stale.closedWith).toBe(1000);
    expect(FakeSocket.all).toHaveLength(3);
    latest().open();
    expect(latest().sent[0]).toMatchObject({ t: 'hello', after: 0 });
    latest().receive(
      welcome({
        conversation: conversation({ id: 8 }),
        messages: [1, 2, 3, 4].map((seq) => message(seq, { conversationId: 8 })),
      }),
    );
    expect(connection.getSnapshot().status).toBe('online');
    expect(connection.getSnapshot().messages.map((m) => `${m.conversationId}:${m.seq}`)).toEqual([
      '7:1',
      '7:2',
      '7:3',
      '8:1',
      '8:2',
      '8:3',
      '8:4',
    ]);
  });

  it('keeps a send until its ack, and sends the outbox again in order after a drop', () => {
    const connection = online();
    const first = connection.send('hello?');
    expect(latest().framesOf('send')).toEqual([{ t: 'send', clientId: first, text: 'hello?' }]);
    expect(connection.getSnapshot().pending).toEqual([
      { clientId: first, text: 'hello?', refused: null },
    ]);
    // The socket drops before the ack; two more are written meanwhile.
    latest().drop();
    expect(connection.getSnapshot().status).toBe('waiting');
    const second = connection.send('anyone there?');
    const third = connection.send('', 'k'.repeat(22));
    expect(connection.getSnapshot().pending.map((p) => p.clientId)).toEqual([first, second, third]);
    vi.advanceTimersByTime(1000);
    latest().open();
    // Nothing goes before the welcome: the server must know who sends.
    expect(latest().framesOf('send')).toEqual([]);
    latest().receive(welcome());
    expect(latest().framesOf('send')).toEqual([
      { t: 'send', clientId: first, text: 'hello?' },
      { t: 'send', clientId: second, text: 'anyone there?' },
      { t: 'send', clientId: third, text: '', imageKey: 'k'.repeat(22) },
    ]);
    // Each ack takes its send off the outbox and puts the stored message in its place.
    latest().receive({
      t: 'ack',
      clientId: first,
      message: message(1, { from: 'player', staffName: null, text: 'hello?', clientId: first }),
    });
    expect(connection.getSnapshot().pending.map((p) => p.clientId)).toEqual([second, third]);
    expect(connection.getSnapshot().messages.map((m) => m.text)).toEqual(['hello?']);
    // The same stored message acknowledged again (a resend after a drop) is still one.
    latest().receive({
      t: 'ack',
      clientId: first,
      message: connection.getSnapshot().messages[0]!,
    });
    expect(connection.getSnapshot().messages).toHaveLength(1);
  });

  it('takes a send off the outbox on an error frame naming it, and shows the error', () => {
    const connection = online();
    const refused = connection.send('too fast');
    const kept = connection.send('next');
    latest().receive({
      t: 'error',
      code: 1531,
      msg: 'You are sending messages too fast.',
      clientId: refused,
      retryAfterSeconds: 20,
    });
    const snapshot = connection.getSnapshot();
    expect(snapshot.error).toEqual({ code: 1531, retryAfterSeconds: 20 });
    expect(snapshot.pending).toEqual([
      { clientId: refused, text: 'too fast', refused: 1531 },
      { clientId: kept, text: 'next', refused: null },
    ]);
    // Not sent again after a drop: only the one still waiting is.
    latest().drop();
    vi.advanceTimersByTime(1000);
    latest().open();
    latest().receive(welcome());
    expect(latest().framesOf('send')).toEqual([{ t: 'send', clientId: kept, text: 'next' }]);
    // The player may send it again (as a new send) or forget it.
    connection.resend(refused);
    expect(connection.getSnapshot().pending.map((p) => [p.text, p.refused])).toEqual([
      ['next', null],
      ['too fast', null],
    ]);
    expect(latest().framesOf('send').at(-1)).toMatchObject({ text: 'too fast' });
    // An error naming no send is only shown.
    latest().receive({ t: 'error', code: 400, msg: 'Bad frame', clientId: null });
    expect(connection.getSnapshot().error).toEqual({ code: 400 });
    expect(connection.getSnapshot().pending.every((p) => p.refused === null)).toBe(true);
    connection.dismissError();
    expect(connection.getSnapshot().error).toBeNull();
  });

  it('reconnects after 1, 2, 4 … seconds up to 30, jittered, and from 1 s again once welcomed', () => {
    expect(reconnectDelay(0, () => 0)).toBe(800);
    expect(reconnectDelay(0, () => 0.999)).toBeCloseTo(1200, 0);
    expect(reconnectDelay(10, () => 0.5)).toBe(30_000);

    const connection = connect();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const count = FakeSocket.all.length;
      latest().drop();
      const { retryAt } = connection.getSnapshot();
      waits.push(retryAt! - Date.now());
      vi.advanceTimersByTime(waits.at(-1)! - 1);
      expect(FakeSocket.all).toHaveLength(count);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.all).toHaveLength(count + 1);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    latest().open();
    latest().receive(welcome());
    latest().drop();
    expect(connection.getSnapshot().retryAt! - Date.now()).toBe(1000);
    // Back online in the browser: no need to wait.
    connection.retryNow();
    expect(connection.getSnapshot().status).toBe('connecting');
  });

  it('does not reconnect after 4410 (signed out) and says so, until the session changes', () => {
    const connection = online();
    latest().drop(ChatCloseCode.SignedOut);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(connection.getSnapshot().status).toBe('signedOut');
    connection.setToken(null);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('does not reconnect after 4401 until the session changes, then says hello with the new one', () => {
    const connection = online();
    latest().drop(4401);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(connection.getSnapshot().status).toBe('refused');
    connection.setToken(null);
    expect(FakeSocket.all).toHaveLength(2);
    latest().open();
    expect(latest().sent[0]).toEqual({ t: 'hello', deviceId: 'd'.repeat(22), after: 0 });
  });

  it('forgets the other identity’s conversation when the session changes, and says hello again', () => {
    const connection = online(welcome({ messages: [message(1)], unread: 1 }));
    connection.send('mine');
    const before = latest();
    connection.setToken('tok-2');
    expect(before.closedWith).toBe(1000);
    expect(connection.getSnapshot()).toMatchObject({
      conversation: null,
      messages: [],
      pending: [],
      unread: 0,
    });
    latest().open();
    expect(latest().sent[0]).toMatchObject({ t: 'hello', token: 'tok-2', after: 0 });
  });

  it('counts the staff’s messages after the player’s read seq as unread, and marks them read', () => {
    const connection = online(
      welcome({
        conversation: conversation({ playerReadSeq: 1 }),
        messages: [
          message(1),
          message(2, { from: 'player', staffName: null }),
          message(3),
          message(4, { from: 'system', staffName: null }),
        ],
        unread: 2,
      }),
    );
    expect(connection.getSnapshot().unread).toBe(2);
    latest().receive({ t: 'message', message: message(5) });
    expect(connection.getSnapshot().unread).toBe(3);
    // The player's own message does not count.
    latest().receive({ t: 'message', message: message(6, { from: 'player', staffName: null }) });
    expect(connection.getSnapshot().unread).toBe(3);
    connection.markRead();
    expect(latest().framesOf('read')).toEqual([{ t: 'read', seq: 6 }]);
    expect(connection.getSnapshot().unread).toBe(0);
    expect(connection.getSnapshot().conversation?.playerReadSeq).toBe(6);
    // Nothing new: no other read frame.
    connection.markRead();
    expect(latest().framesOf('read')).toHaveLength(1);
    // Read on another tab of the player's.
    latest().receive({ t: 'message', message: message(7) });
    expect(connection.getSnapshot().unread).toBe(1);
    latest().receive({ t: 'read', conversationId: 7, by: 'player', seq: 7 });
    expect(connection.getSnapshot().unread).toBe(0);
  });

  it('counts unread messages older than the welcome’s history from the server’s count', () => {
    const connection = online(
      welcome({
        conversation: conversation({ playerReadSeq: 0 }),
        messages: [message(300)],
        unread: 5,
      }),
    );
    expect(connection.getSnapshot().unread).toBe(5);
    connection.markRead();
    expect(connection.getSnapshot().unread).toBe(0);
  });

  it('follows the staff’s read receipts and the conversation’s state', () => {
    const connection = online(
      welcome({
        conversation: conversation({ status: 'queued', queuePosition: 3, staffName: null }),
      }),
    );
    latest().receive({
      t: 'conversation',
      conversation: conversation({ status: 'queued', queuePosition: 1, staffName: null }),
    });
    expect(connection.getSnapshot().conversation).toMatchObject({ queuePosition: 1 });
    latest().receive({ t: 'conversation', conversation: conversation({ staffName: 'Ana' }) });
    expect(connection.getSnapshot().conversation).toMatchObject({
      status: 'open',
      staffName: 'Ana',
    });
    latest().receive({ t: 'read', conversationId: 7, by: 'staff', seq: 4 });
    expect(connection.getSnapshot().conversation?.staffReadSeq).toBe(4);
    // An older receipt, or another conversation's, changes nothing.
    latest().receive({ t: 'read', conversationId: 7, by: 'staff', seq: 2 });
    latest().receive({ t: 'read', conversationId: 6, by: 'staff', seq: 9 });
    expect(connection.getSnapshot().conversation?.staffReadSeq).toBe(4);
    // A new conversation replaces a closed one; an older one's state never comes back.
    latest().receive({ t: 'conversation', conversation: conversation({ id: 8 }) });
    latest().receive({ t: 'conversation', conversation: conversation({ status: 'closed' }) });
    expect(connection.getSnapshot().conversation).toMatchObject({ id: 8, status: 'open' });
  });

  it('shows the staff typing for CHAT_TYPING_SECONDS, or until they stop or send', () => {
    const connection = online();
    latest().receive({ t: 'typing', conversationId: 7, by: 'staff', on: true });
    expect(connection.getSnapshot().staffTyping).toBe(true);
    vi.advanceTimersByTime(CHAT_TYPING_SECONDS * 1000 - 1);
    expect(connection.getSnapshot().staffTyping).toBe(true);
    vi.advanceTimersByTime(1);
    expect(connection.getSnapshot().staffTyping).toBe(false);
    latest().receive({ t: 'typing', conversationId: 7, by: 'staff', on: true });
    latest().receive({ t: 'typing', conversationId: 7, by: 'staff', on: false });
    expect(connection.getSnapshot().staffTyping).toBe(false);
    latest().receive({ t: 'typing', conversationId: 7, by: 'staff', on: true });
    latest().receive({ t: 'message', message: message(1) });
    expect(connection.getSnapshot().staffTyping).toBe(false);
    // The player's own typing on another tab is not the staff's.
    latest().receive({ t: 'typing', conversationId: 7, by: 'player', on: true });
    expect(connection.getSnapshot().staffTyping).toBe(false);
  });

  it('sends typing on at most every 3 s, and off once on send or when stopped', () => {
    const connection = online();
    connection.typing(true);
    vi.advanceTimersByTime(2999);
    connection.typing(true);
    vi.advanceTimersByTime(1);
    connection.typing(true);
    connection.typing(false);
    connection.typing(false);
    connection.typing(true);
    connection.send('hi');
    expect(
      latest()
        .sent.filter((f) => f.t === 'typing' || f.t === 'send')
        .map((f) => (f.t === 'send' ? 'send' : f.on)),
    ).toEqual([true, true, false, true, false, 'send']);
  });

  it('pings every CHAT_PING_SECONDS, and gives up on a socket silent for two periods', () => {
    const connection = online();
    vi.advanceTimersByTime(CHAT_PING_SECONDS * 1000);
    expect(latest().framesOf('ping')).toHaveLength(1);
    latest().receive({ t: 'pong' });
    vi.advanceTimersByTime(CHAT_PING_SECONDS * 1000);
    expect(latest().framesOf('ping')).toHaveLength(2);
    const silent = latest();
    vi.advanceTimersByTime(CHAT_PING_SECONDS * 2000);
    expect(silent.closedWith).toBe(4000);
    expect(connection.getSnapshot().status).toBe('waiting');
  });

  it('stops: closes the socket, no reconnect, and keeps what it holds for the next start', () => {
    const connection = online(welcome({ messages: [message(1)] }));
    const socket = latest();
    connection.stop();
    expect(socket.closedWith).toBe(1000);
    expect(connection.getSnapshot().status).toBe('idle');
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    connection.start();
    latest().open();
    expect(latest().sent[0]).toMatchObject({ after: 1 });
    expect(seqs(connection)).toEqual([1]);
  });

  it('tells its listeners of every change', () => {
    const connection = connect();
    const listener = vi.fn();
    const unsubscribe = connection.subscribe(listener);
    latest().open();
    latest().receive(welcome());
    expect(listener).toHaveBeenCalled();
    const calls = listener.mock.calls.length;
    unsubscribe();
    latest().receive({ t: 'message', message: message(1) });
    expect(listener).toHaveBeenCalledTimes(calls);
  });
});

describe('the outbox across page loads', () => {
  /** A store as the page's storage would be: it outlives the connection. */
  const memoryStore = () => {
    const saved = new Map<string, readonly PendingMessage[]>();
    const store: ChatOutboxStore = {
      load: (owner) => [...(saved.get(owner) ?? [])],
      save: (owner, pending) => void saved.set(owner, pending),
    };
    return { store, saved };
  };

  it('sends after a reload what was never acknowledged, once, and forgets it on the ack', () => {
    const { store, saved } = memoryStore();
    const before = connect('tok-1', store);
    latest().open();
    const unsent = before.send('still there?');
    // The page goes away before the welcome: the send was never on the wire.
    before.stop();
    expect(saved.get(outboxOwner('tok-1'))).toEqual([
      { clientId: unsent, text: 'still there?', refused: null },
    ]);
    const after = connect('tok-1', store);
    expect(after.getSnapshot().pending.map((p) => p.clientId)).toEqual([unsent]);
    latest().open();
    latest().receive(welcome());
    expect(latest().framesOf('send')).toEqual([
      { t: 'send', clientId: unsent, text: 'still there?' },
    ]);
    latest().receive({
      t: 'ack',
      clientId: unsent,
      message: message(1, {
        from: 'player',
        staffName: null,
        text: 'still there?',
        clientId: unsent,
      }),
    });
    expect(saved.get(outboxOwner('tok-1'))).toEqual([]);
  });

  it('never sends one identity’s unsent messages as another’s', () => {
    const { store } = memoryStore();
    const visitor = connect(null, store);
    visitor.send('as a visitor');
    visitor.stop();
    const player = connect('tok-2', store);
    expect(player.getSnapshot().pending).toEqual([]);
    latest().open();
    latest().receive(welcome());
    expect(latest().framesOf('send')).toEqual([]);
    // Signed out again: the visitor's send is theirs to send.
    player.setToken(null);
    expect(player.getSnapshot().pending.map((p) => p.text)).toEqual(['as a visitor']);
    expect(outboxOwner('tok-2')).not.toBe(outboxOwner('tok-3'));
    expect(outboxOwner('tok-2')).not.toContain('tok-2');
  });
});
