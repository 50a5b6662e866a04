import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { WebSocket } from 'ws';
import type { ChatServerFrame } from '@lobby/contract/chat';
import type { TestApp } from './test-app';

/** A random visitor device id and a message id, as the browser makes them. */
export const newDeviceId = () => randomBytes(16).toString('base64url');
export const newClientId = () => randomBytes(12).toString('base64url');

/** Where a test app that listens takes sockets: ws://127.0.0.1:<port>. */
export const socketBase = (t: TestApp) => {
  const address = t.app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${address.port}`;
};

/** The Origin a browser on the app's own page sends with a socket's upgrade. */
export const originOf = (base: string) => base.replace(/^ws/, 'http');

type FrameOf<T extends ChatServerFrame['t']> = Extract<ChatServerFrame, { t: T }>;

/**
 * A chat socket driven by a test: every frame received is kept in order; `next` waits for the
 * first one not yet taken that matches (no sleeping: it resolves on arrival).
 */
export class TestChatSocket {
  readonly frames: ChatServerFrame[] = [];
  readonly #taken = new Set<number>();
  #waiters: (() => void)[] = [];
  closed: { code: number; reason: string } | null = null;
  readonly opened: Promise<void>;

  constructor(readonly socket: WebSocket) {
    this.opened = new Promise((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
      socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`upgrade refused: ${response.statusCode}`)),
      );
    });
    socket.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as ChatServerFrame);
      this.#wake();
    });
    socket.on('close', (code, reason) => {
      this.closed = { code, reason: String(reason) };
      this.#wake();
    });
  }

  static async open(url: string, headers: Record<string, string> = {}) {
    const socket = new TestChatSocket(new WebSocket(url, { headers }));
    await socket.opened;
    return socket;
  }

  #wake() {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const wake of waiters) wake();
  }

  send(frame: object) {
    this.socket.send(JSON.stringify(frame));
  }

  /** The next frame of kind `t` (matching `where`) not taken before. */
  async next<T extends ChatServerFrame['t']>(
    t: T,
    where: (frame: FrameOf<T>) => boolean = () => true,
  ): Promise<FrameOf<T>> {
    for (;;) {
      const index = this.frames.findIndex(
        (frame, i) => !this.#taken.has(i) && frame.t === t && where(frame as FrameOf<T>),
      );
      if (index >= 0) {
        this.#taken.add(index);
        return this.frames[index] as FrameOf<T>;
      }
      if (this.closed) throw new Error(`socket closed (${this.closed.code}) before a ${t} frame`);
      await new Promise<void>((resolve) => this.#waiters.push(resolve));
    }
  }

  /** Resolves when the server closes the socket, with its code. */
  async whenClosed() {
    while (!this.closed) await new Promise<void>((resolve) => this.#waiters.push(resolve));
    return this.closed;
  }

  /** A ping answered: every frame the server sent before its pong has arrived. */
  async flush() {
    this.send({ t: 'ping' });
    await this.next('pong');
  }

  close() {
    this.socket.close();
  }

  /** Drops the connection without a close handshake, as a lost network does. */
  terminate() {
    this.socket.terminate();
  }
}
