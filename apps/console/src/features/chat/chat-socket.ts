import type { ChatClientFrame, ChatServerFrame } from '@lobby/contract/chat';
import {
  CHAT_PING_SECONDS,
  CONSOLE_CHAT_SOCKET_PATH,
  ChatCloseCode,
} from '@lobby/contract/values/chat';

type SendFrame = Extract<ChatClientFrame, { t: 'send' }>;

export interface ChatSocketHandlers {
  onFrame(frame: ChatServerFrame): void;
  /**
   * The socket dropped; it reconnects by itself. `refused`: it never opened (the server refused
   * the upgrade, or is out of reach): the session may be gone, which only a call can tell.
   */
  onDisconnected(refused: boolean): void;
  /**
   * The console session is gone (close 4401, or 4410 when it ended while the socket was open:
   * signed out, disabled, expired): sign in again; no reconnection.
   */
  onUnauthorized(): void;
  /** The member's role no longer holds the chat (close 4403): no reconnection. */
  onForbidden(): void;
}

/** The socket's address on this page's origin: the browser sends the session cookie with it. */
export const consoleSocketUrl = (location: Pick<Location, 'protocol' | 'host'>) =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${CONSOLE_CHAT_SOCKET_PATH}`;

/** Waits before reconnecting: 1 s, 2 s, 4 s … up to 30 s; back to 1 s after a welcome. */
const RETRY_MS = [1000, 2000, 4000, 8000, 15_000, 30_000];

/**
 * The staff's chat socket: says hello when it opens, pings every CHAT_PING_SECONDS, and
 * reconnects after a drop. Every send stays in its outbox until acknowledged (or refused) and is
 * sent again, with the same clientId, after each welcome: the server stores it once however many
 * times it comes. Read receipts and typing are of the moment: dropped while disconnected.
 */
export class ChatSocket {
  readonly #url: string;
  readonly #handlers: ChatSocketHandlers;
  readonly #WebSocketImpl: typeof WebSocket;
  readonly #outbox = new Map<string, SendFrame>();
  #socket: WebSocket | null = null;
  #welcomed = false;
  #stopped = true;
  #attempt = 0;
  #retry: ReturnType<typeof setTimeout> | undefined;
  #ping: ReturnType<typeof setInterval> | undefined;

  constructor(
    url: string,
    handlers: ChatSocketHandlers,
    WebSocketImpl: typeof WebSocket = WebSocket,
  ) {
    this.#url = url;
    this.#handlers = handlers;
    this.#WebSocketImpl = WebSocketImpl;
  }

  start() {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#open();
  }

  stop() {
    this.#stopped = true;
    clearTimeout(this.#retry);
    this.#drop();
  }

  /** Sends now if welcomed, else after the next welcome; again after each until acknowledged. */
  send(frame: SendFrame) {
    this.#outbox.set(frame.clientId, frame);
    if (this.#welcomed) this.#write(frame);
  }

  /** Sends a read receipt, typing or ping now if connected; dropped otherwise. */
  signal(frame: Exclude<ChatClientFrame, SendFrame>) {
    if (this.#welcomed) this.#write(frame);
  }

  /** Sends not yet acknowledged (their clientIds), oldest first. */
  get unacknowledged() {
    return [...this.#outbox.keys()];
  }

  #open() {
    const socket = new this.#WebSocketImpl(this.#url);
    this.#socket = socket;
    let opened = false;
    socket.addEventListener('open', () => {
      opened = true;
      socket.send(JSON.stringify({ t: 'hello' }));
      this.#ping = setInterval(() => this.#write({ t: 'ping' }), CHAT_PING_SECONDS * 1000);
    });
    socket.addEventListener('message', (event) => this.#receive(event.data));
    socket.addEventListener('close', (event) => {
      if (this.#socket !== socket) return;
      this.#drop();
      this.#handlers.onDisconnected(!opened);
      if (event.code === ChatCloseCode.Unauthorized || event.code === ChatCloseCode.SignedOut) {
        this.#stopped = true;
        this.#handlers.onUnauthorized();
        return;
      }
      if (event.code === ChatCloseCode.Forbidden) {
        this.#stopped = true;
        this.#handlers.onForbidden();
        return;
      }
      if (this.#stopped) return;
      const wait = RETRY_MS[Math.min(this.#attempt, RETRY_MS.length - 1)]!;
      this.#attempt += 1;
      this.#retry = setTimeout(() => this.#open(), wait);
    });
  }

  #receive(data: unknown) {
    let frame: ChatServerFrame;
    try {
      frame = JSON.parse(String(data)) as ChatServerFrame;
    } catch {
      return;
    }
    if (frame.t === 'welcome') {
      this.#welcomed = true;
      this.#attempt = 0;
      for (const pending of this.#outbox.values()) this.#write(pending);
    } else if (frame.t === 'ack') {
      this.#outbox.delete(frame.clientId);
    } else if (frame.t === 'error' && frame.clientId) {
      this.#outbox.delete(frame.clientId);
    }
    this.#handlers.onFrame(frame);
  }

  #write(frame: ChatClientFrame) {
    if (this.#socket?.readyState === this.#WebSocketImpl.OPEN)
      this.#socket.send(JSON.stringify(frame));
  }

  #drop() {
    clearInterval(this.#ping);
    this.#welcomed = false;
    const socket = this.#socket;
    this.#socket = null;
    if (socket && socket.readyState < this.#WebSocketImpl.CLOSING) socket.close(1000);
  }
}
