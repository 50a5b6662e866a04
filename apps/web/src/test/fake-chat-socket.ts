import type { ChatServerFrame } from '@lobby/contract/chat';
import { ChatClientFrame, PlayerHelloFrame } from '@lobby/contract/chat';
import { vi } from 'vitest';
import { resetChatConnection } from '../features/chat/lib/chat-session';

/**
 * The browser's WebSocket as the chat uses it, for the chat's tests: the test opens it, hands it
 * the server's frames and drops it; every frame the client sends is checked against the
 * contract's schemas and kept. `FakeChatSocket.all` lists every socket made, the latest last.
 */
export class FakeChatSocket {
  static all: FakeChatSocket[] = [];
  readyState = 0;
  onopen: WebSocket['onopen'] = null;
  onmessage: WebSocket['onmessage'] = null;
  onclose: WebSocket['onclose'] = null;
  onerror: WebSocket['onerror'] = null;
  readonly sent: Record<string, unknown>[] = [];
  closedWith: number | null = null;

  constructor(readonly url: string) {
    FakeChatSocket.all.push(this);
  }

  static latest(): FakeChatSocket {
    const socket = FakeChatSocket.all.at(-1);
    if (!socket) throw new Error('no chat socket was opened');
    return socket;
  }

  send(data: string) {
    const frame = JSON.parse(data) as Record<string, unknown>;
    if (frame.t === 'hello') PlayerHelloFrame.parse(frame);
    else ChatClientFrame.parse(frame);
    this.sent.push(frame);
  }

  close(code?: number) {
    this.closedWith = code ?? 1000;
    this.readyState = 3;
  }

  open() {
    this.readyState = 1;
    this.onopen?.call(this as never, new Event('open'));
  }

  receive(frame: ChatServerFrame) {
    this.onmessage?.call(
      this as never,
      new MessageEvent('message', { data: JSON.stringify(frame) }),
    );
  }

  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.call(this as never, new CloseEvent('close', { code }));
  }

  framesOf(t: string) {
    return this.sent.filter((f) => f.t === t);
  }
}

/** Each chat from a new connection, its sockets fake ones (call it in a beforeEach). */
export function useFakeChatSockets() {
  resetChatConnection();
  FakeChatSocket.all = [];
  vi.stubGlobal('WebSocket', FakeChatSocket);
}
