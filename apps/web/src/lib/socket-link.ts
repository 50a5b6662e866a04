import type { ChatClientFrame, ChatServerFrame, PlayerHelloFrame } from '@lobby/contract/chat';
import { CHAT_PING_SECONDS, CHAT_SOCKET_PATH, ChatCloseCode } from '@lobby/contract/values/chat';

/** The player's socket on this page's own host (the CSP allows only it). */
export const chatSocketUrl = () =>
  `${window.location.protocol === 'https:' ? 'wss:' : 'ws:'}//${window.location.host}${CHAT_SOCKET_PATH}`;

/** What the connection uses of a WebSocket; `createSocket` makes one (a fake in tests). */
export type ChatSocket = Pick<
  WebSocket,
  'readyState' | 'send' | 'close' | 'onopen' | 'onmessage' | 'onclose' | 'onerror'
>;

/** The first retry waits 1 s, then 2, 4 … up to 30 s; each ±20 % so that clients spread out. */
export const RECONNECT_FIRST_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;
/** A socket with no frame for two ping periods is dead even if the browser has not said so. */
const SILENT_MS = 2 * CHAT_PING_SECONDS * 1000;
/** Our own close code for such a socket (4000–4999 is the application's range). */
const CLOSE_SILENT = 4000;

export const reconnectDelay = (attempt: number, random: () => number) =>
  Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** attempt) * (0.8 + 0.4 * random());

const OPEN = 1;

export interface ChatLinkOptions {
  url: string;
  createSocket: (url: string) => ChatSocket;
  random?: () => number;
}

/** What the link tells the connection; it knows nothing of messages or conversations. */
export interface ChatLinkEvents {
  /** A socket is being opened (the last one is gone). */
  connecting(): void;
  /** The socket opened: the hello to say first. */
  hello(): PlayerHelloFrame;
  /** A frame from the server, parsed (what is not JSON is dropped). */
  frame(frame: ChatServerFrame): void;
  /** The socket was let go of (dropped, silent, or closed by us). */
  detached(): void;
  /** The next attempt is scheduled at `retryAt` (epoch ms). */
  waiting(retryAt: number): void;
  /** The server refused the hello: nothing more until the connection says so. */
  refused(): void;
  /** The server closed the socket as its session ended: nothing more until the connection says so. */
  signedOut(): void;
}

/**
 * The player's socket, the live chat's (docs/service.md) and the balance's (balance-socket.ts):
 * opens it, says hello, pings, sees a silent socket as
 * dead, and once started reconnects with a growing delay until stopped. Frames go through as
 * they are; what they mean is the connection's (chat-connection.ts).
 */
export class ChatLink {
  private socket: ChatSocket | null = null;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private lastFrameAt = 0;
  /** Started: reconnects after a drop. */
  started = false;

  constructor(
    private readonly options: ChatLinkOptions,
    private readonly events: ChatLinkEvents,
  ) {}

  /** Opens the socket at once, counting attempts from the first. */
  start() {
    this.started = true;
    this.attempt = 0;
    this.connect();
  }

  /** Closes the socket and stops reconnecting. */
  stop() {
    this.started = false;
    this.detach(1000);
    this.clearRetry();
  }

  /** The server welcomed the hello: the next drop waits from the first delay again. */
  welcomed() {
    this.attempt = 0;
  }

  connect() {
    this.events.connecting();
    let socket: ChatSocket;
    try {
      socket = this.options.createSocket(this.options.url);
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.lastFrameAt = Date.now();
      socket.send(JSON.stringify(this.events.hello()));
      this.pingTimer = setInterval(() => this.ping(), CHAT_PING_SECONDS * 1000);
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      this.lastFrameAt = Date.now();
      let frame: ChatServerFrame;
      try {
        frame = JSON.parse(String(event.data)) as ChatServerFrame;
      } catch {
        return;
      }
      this.events.frame(frame);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.detach();
      if (event.code === ChatCloseCode.Unauthorized) {
        this.events.refused();
        return;
      }
      // Reconnecting would only be refused: the player is told they were signed out.
      if (event.code === ChatCloseCode.SignedOut) {
        this.events.signedOut();
        return;
      }
      this.scheduleRetry();
    };
    // An error is followed by a close, which decides what comes next.
    socket.onerror = () => undefined;
  }

  /** Lets go of the socket (closing it if `code` is given) and its timers. */
  detach(code?: number) {
    const socket = this.socket;
    this.socket = null;
    if (this.pingTimer !== null) clearInterval(this.pingTimer);
    this.pingTimer = null;
    this.events.detached();
    if (socket) {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      socket.onerror = null;
      if (code !== undefined) {
        try {
          socket.close(code);
        } catch {
          /* already closed */
        }
      }
    }
  }

  clearRetry() {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  send(frame: ChatClientFrame) {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN) return;
    socket.send(JSON.stringify(frame));
  }

  private scheduleRetry() {
    if (!this.started) return;
    const delay = reconnectDelay(this.attempt, this.options.random ?? Math.random);
    this.attempt += 1;
    this.clearRetry();
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect();
    }, delay);
    this.events.waiting(Date.now() + delay);
  }

  private ping() {
    if (Date.now() - this.lastFrameAt > SILENT_MS) {
      // No frame, not even a pong, for two periods: the network is gone without a close.
      this.detach(CLOSE_SILENT);
      this.scheduleRetry();
      return;
    }
    this.send({ t: 'ping' });
  }
}
