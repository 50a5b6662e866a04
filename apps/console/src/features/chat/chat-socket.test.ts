import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, ChatServerFrame } from '@lobby/contract/chat';
import { CHAT_PING_SECONDS, ChatCloseCode } from '@lobby/contract/values/chat';
import { ChatSocket, consoleSocketUrl } from './chat-socket';

/** A WebSocket the test drives: what the client wrote, and the server's side of it. */
class FakeSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static all: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  written: unknown[] = [];
  constructor(readonly url: string) {
    super();
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.written.push(JSON.parse(data));
  }
  close() {
    this.readyState = FakeSocket.CLOSED;
  }
  serverOpens() {
    this.readyState = FakeSocket.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  serverSends(frame: ChatServerFrame) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
  serverCloses(code: number) {
    this.readyState = FakeSocket.CLOSED;
    this.dispatchEvent(Object.assign(new Event('close'), { code }));
  }
}

const welcome: ChatServerFrame = {
  t: 'welcome',
  conversation: null,
  messages: [],
  hours: { open: true, opensAt: null, timeZone: 'UTC', week: [] },
  unread: 0,
};

const stored = (clientId: string): ChatMessage => ({
  id: 1,
  conversationId: 5,
  seq: 1,
  from: 'staff',
  staffName: 'Ann',
  text: 'hello',
  image: null,
  clientId,
  createdAt: 1,
});

const start = () => {
  const handlers = {
    onFrame: vi.fn(),
    onDisconnected: vi.fn(),
    onUnauthorized: vi.fn(),
    onForbidden: vi.fn(),
  };
  const socket = new ChatSocket(
    'ws://lobby.test/console/api/v1/chat/socket',
    handlers,
    FakeSocket as unknown as typeof WebSocket,
  );
  socket.start();
  return { socket, handlers, current: () => FakeSocket.all.at(-1)! };
};

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('the staff chat socket', () => {
  it('is on this page’s origin, wss under https', () => {
    expect(consoleSocketUrl({ protocol: 'https:', host: 'ops.example.com' })).toBe(
      'wss://ops.example.com/console/api/v1/chat/socket',
    );
    expect(consoleSocketUrl({ protocol: 'http:', host: '127.0.0.1:8080' })).toBe(
      'ws://127.0.0.1:8080/console/api/v1/chat/socket',
    );
  });

  it('says hello first, then pings every CHAT_PING_SECONDS', () => {
    const { current, socket } = start();
    current().serverOpens();
    expect(current().written).toEqual([{ t: 'hello' }]);
    current().serverSends(welcome);
    vi.advanceTimersByTime(CHAT_PING_SECONDS * 1000);
    expect(current().written.at(-1)).toEqual({ t: 'ping' });
    socket.stop();
  });

  it('sends after the welcome, and resends the unacknowledged with the same clientId after a reconnect', () => {
    const { socket, handlers, current } = start();
    const first = current();
    first.serverOpens();
    socket.send({ t: 'send', conversationId: 5, clientId: 'client-1', text: 'hello' });
    // Not welcomed yet: kept for later.
    expect(first.written).toEqual([{ t: 'hello' }]);
    first.serverSends(welcome);
    expect(first.written.at(-1)).toEqual({
      t: 'send',
      conversationId: 5,
      clientId: 'client-1',
      text: 'hello',
    });
    socket.send({ t: 'send', conversationId: 5, clientId: 'client-2', text: 'again' });
    first.serverSends({ t: 'ack', clientId: 'client-2', message: stored('client-2') });
    expect(socket.unacknowledged).toEqual(['client-1']);

    first.serverCloses(1006);
    expect(handlers.onDisconnected).toHaveBeenCalledWith(false);
    vi.advanceTimersByTime(1000);
    const second = current();
    expect(second).not.toBe(first);
    second.serverOpens();
    second.serverSends(welcome);
    expect(second.written).toEqual([
      { t: 'hello' },
      { t: 'send', conversationId: 5, clientId: 'client-1', text: 'hello' },
    ]);
    second.serverSends({ t: 'ack', clientId: 'client-1', message: stored('client-1') });
    expect(socket.unacknowledged).toEqual([]);
    expect(handlers.onFrame).toHaveBeenCalledWith(expect.objectContaining({ t: 'ack' }));
    socket.stop();
  });

  it('stops resending a send the server refused', () => {
    const { socket, current } = start();
    current().serverOpens();
    current().serverSends(welcome);
    socket.send({ t: 'send', conversationId: 5, clientId: 'client-3', text: 'x' });
    current().serverSends({ t: 'error', code: 1534, msg: 'closed', clientId: 'client-3' });
    expect(socket.unacknowledged).toEqual([]);
    socket.stop();
  });

  it('drops read receipts and typing while disconnected', () => {
    const { socket, current } = start();
    socket.signal({ t: 'typing', conversationId: 5, on: true });
    current().serverOpens();
    current().serverSends(welcome);
    expect(current().written).toEqual([{ t: 'hello' }]);
    socket.signal({ t: 'read', conversationId: 5, seq: 3 });
    expect(current().written.at(-1)).toEqual({ t: 'read', conversationId: 5, seq: 3 });
    socket.stop();
  });

  it('backs off between attempts and stops for good when the session is gone', () => {
    const { handlers, current } = start();
    current().serverCloses(1006);
    // Never opened: the upgrade was refused or the server is out of reach.
    expect(handlers.onDisconnected).toHaveBeenCalledWith(true);
    vi.advanceTimersByTime(999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    current().serverCloses(1006);
    vi.advanceTimersByTime(1999);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
    current().serverCloses(ChatCloseCode.Unauthorized);
    expect(handlers.onUnauthorized).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(3);
  });

  it('stops on 4410 (the session ended while open: signed out) and on 4403 (no chat)', () => {
    for (const [code, which] of [
      [ChatCloseCode.SignedOut, 'onUnauthorized'],
      [ChatCloseCode.Forbidden, 'onForbidden'],
    ] as const) {
      FakeSocket.all = [];
      const { handlers, current } = start();
      current().serverOpens();
      current().serverCloses(code);
      expect(handlers[which]).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(60_000);
      expect(FakeSocket.all).toHaveLength(1);
    }
  });
});
