import type {
  ChatConversationState,
  ChatMessage,
  ChatServerFrame,
  PlayerHelloFrame,
} from '@lobby/contract/chat';
import { CHAT_TYPING_SECONDS, unreadOf } from '@lobby/contract/values/chat';
import { ChatLink, type ChatSocket } from '@/lib/socket-link';
import {
  outboxOwner,
  type ChatError,
  type ChatOutboxStore,
  type ChatSnapshot,
  type PendingMessage,
} from './chat-state';

/**
 * The player's side of the live chat's socket (docs/service.md), free of React so that tests
 * drive it with a fake socket: it says hello with the session (or only the device id), keeps the
 * messages in order (by conversation, then seq; once each by id), keeps every send until the
 * server acknowledges it and sends it again after a dropped socket or a reload (the outbox is
 * kept in storage; the server stores a clientId once, so nothing is doubled). The socket itself
 * (pings, reconnects with a growing delay) is the link's (lib/socket-link.ts).
 */

export interface ChatConnectionOptions {
  /** ws(s)://host/app/v1/chat/socket */
  url: string;
  createSocket: (url: string) => ChatSocket;
  deviceId: string;
  /** The session token, exactly as the authorization header carries it; null for a visitor. */
  token: string | null;
  /** A new clientId (CHAT_CLIENT_ID) for each send. */
  newClientId: () => string;
  /** 0 ≤ x < 1, for the reconnect delay's jitter. */
  random?: () => number;
  /** Keeps the outbox across page loads; without one it lives in memory only. */
  outbox?: ChatOutboxStore;
}

/** Typing "on" is sent at most this often while the player types (the other side shows it 6 s). */
export const TYPING_THROTTLE_MS = (CHAT_TYPING_SECONDS / 2) * 1000;

const byPosition = (a: ChatMessage, b: ChatMessage) =>
  a.conversationId - b.conversationId || a.seq - b.seq;

export class ChatConnection {
  private readonly options: ChatConnectionOptions;
  private token: string | null;
  private readonly link: ChatLink;
  private welcomed = false;
  private typingTimer: ReturnType<typeof setTimeout> | null = null;
  private typingSentAt: number | null = null;
  /** The conversation whose seq the last hello's `after` was (null: none held). */
  private helloConversation: number | null = null;
  private readonly byId = new Map<number, ChatMessage>();
  /** Unread staff messages older than those held (the welcome's count beyond its history). */
  private unreadBeyond = 0;
  private snapshot: ChatSnapshot = {
    status: 'idle',
    retryAt: null,
    conversation: null,
    messages: [],
    pending: [],
    hours: null,
    unread: 0,
    staffTyping: false,
    error: null,
  };
  private readonly listeners = new Set<() => void>();

  constructor(options: ChatConnectionOptions) {
    this.options = options;
    this.token = options.token;
    this.snapshot = { ...this.snapshot, pending: this.loadOutbox() };
    this.link = new ChatLink(options, {
      connecting: () => {
        this.welcomed = false;
        this.update({ status: 'connecting', retryAt: null });
      },
      hello: () => this.hello(),
      frame: (frame) => this.receive(frame),
      detached: () => {
        this.welcomed = false;
        this.setStaffTyping(false);
      },
      waiting: (retryAt) => this.update({ status: 'waiting', retryAt }),
      refused: () => this.update({ status: 'refused', retryAt: null }),
      signedOut: () => this.update({ status: 'signedOut', retryAt: null }),
    });
  }

  // ---- for React (useSyncExternalStore) ----

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  readonly getSnapshot = () => this.snapshot;

  // ---- life ----

  /** Opens the socket (again); a started connection keeps reconnecting until stopped. */
  start() {
    if (this.link.started) return;
    this.link.start();
  }

  /** Closes the socket and stops reconnecting; what is held stays for the next start. */
  stop() {
    if (!this.link.started) return;
    this.link.stop();
    this.update({ status: 'idle', retryAt: null });
  }

  /**
   * The session changed (sign-in, sign-out, another account): what was held belonged to the
   * other identity and goes, sends waiting included; a started connection says hello again.
   */
  setToken(token: string | null) {
    if (token === this.token) return;
    this.token = token;
    this.byId.clear();
    this.unreadBeyond = 0;
    this.typingSentAt = null;
    this.link.detach(1000);
    this.link.clearRetry();
    // One change, so that no listener sees "online without a conversation" in between.
    this.update({
      status: 'idle',
      retryAt: null,
      conversation: null,
      messages: [],
      pending: this.loadOutbox(),
      error: null,
      unread: 0,
    });
    if (!this.link.started) return;
    this.link.start();
  }

  /** Tries at once instead of waiting for the scheduled attempt (the browser came back online). */
  retryNow() {
    if (!this.link.started || this.snapshot.status !== 'waiting') return;
    this.link.clearRetry();
    this.link.connect();
  }

  // ---- what the player does ----

  /** Sends a message (text, an uploaded image's key, or both); answers its clientId. */
  send(text: string, imageKey?: string): string {
    this.typing(false);
    const entry: PendingMessage = {
      clientId: this.options.newClientId(),
      text,
      ...(imageKey !== undefined ? { imageKey } : {}),
      refused: null,
    };
    this.update({ pending: [...this.snapshot.pending, entry], error: null });
    if (this.welcomed) this.sendEntry(entry);
    return entry.clientId;
  }

  /** Sends a refused message again, as a new send at the end of the conversation. */
  resend(clientId: string) {
    const entry = this.snapshot.pending.find((p) => p.clientId === clientId);
    if (!entry || entry.refused === null) return;
    this.discard(clientId);
    this.send(entry.text, entry.imageKey);
  }

  /** Forgets a refused message. */
  discard(clientId: string) {
    this.update({ pending: this.snapshot.pending.filter((p) => p.clientId !== clientId) });
  }

  dismissError() {
    if (this.snapshot.error) this.update({ error: null });
  }

  /**
   * The player has seen everything held (the panel is open and the tab visible): the staff's
   * messages up to the last seq are read, here and on the player's other tabs.
   */
  markRead() {
    const { conversation, unread } = this.snapshot;
    if (!conversation || !this.welcomed || unread === 0) return;
    const last = this.lastSeqHeld(conversation.id);
    this.unreadBeyond = 0;
    this.link.send({ t: 'read', seq: last });
    this.setConversation({
      ...conversation,
      playerReadSeq: Math.max(conversation.playerReadSeq, last),
    });
  }

  /**
   * The player is typing (on) or stopped (cleared the field, sent, left it): "on" goes at most
   * every TYPING_THROTTLE_MS, "off" only after an "on".
   */
  typing(on: boolean) {
    if (!this.welcomed) return;
    const now = Date.now();
    if (on) {
      if (this.typingSentAt !== null && now - this.typingSentAt < TYPING_THROTTLE_MS) return;
      this.typingSentAt = now;
      this.link.send({ t: 'typing', on: true });
    } else if (this.typingSentAt !== null) {
      this.typingSentAt = null;
      this.link.send({ t: 'typing', on: false });
    }
  }

  // ---- the socket ----

  private hello(): PlayerHelloFrame {
    const after = this.afterSeq();
    this.helloConversation = after > 0 ? (this.snapshot.conversation?.id ?? null) : null;
    return {
      t: 'hello',
      ...(this.token ? { token: this.token } : {}),
      deviceId: this.options.deviceId,
      after,
    };
  }

  private sendEntry(entry: PendingMessage) {
    this.link.send({
      t: 'send',
      clientId: entry.clientId,
      text: entry.text,
      ...(entry.imageKey !== undefined ? { imageKey: entry.imageKey } : {}),
    });
  }

  // ---- frames ----

  private receive(frame: ChatServerFrame) {
    switch (frame.t) {
      case 'welcome': {
        const asked = this.helloConversation;
        if (frame.conversation && asked !== null && frame.conversation.id !== asked) {
          // The hello's `after` was an older conversation's seq (a newer one began on another
          // tab meanwhile): say hello again for this one from its start.
          this.setConversation(frame.conversation);
          this.link.detach(1000);
          this.link.connect();
          return;
        }
        this.welcomed = true;
        this.link.welcomed();
        this.setConversation(frame.conversation, false);
        this.addMessages(frame.messages, false);
        const held = this.heldUnread();
        this.unreadBeyond = Math.max(0, frame.unread - held);
        this.update({ status: 'online', retryAt: null, hours: frame.hours });
        this.refresh();
        // Everything not acknowledged goes again, in the order it was written.
        for (const entry of this.snapshot.pending)
          if (entry.refused === null) this.sendEntry(entry);
        return;
      }
      case 'ack':
      case 'message':
        if (frame.message.from === 'staff') this.setStaffTyping(false);
        this.addMessages([frame.message]);
        return;
      case 'conversation':
        this.setConversation(frame.conversation);
        return;
      case 'read': {
        const { conversation } = this.snapshot;
        if (!conversation || conversation.id !== frame.conversationId) return;
        if (frame.by === 'player') this.unreadBeyond = 0;
        const key = frame.by === 'player' ? 'playerReadSeq' : 'staffReadSeq';
        if (frame.seq > conversation[key])
          this.setConversation({ ...conversation, [key]: frame.seq });
        return;
      }
      case 'typing':
        if (frame.by === 'staff') this.setStaffTyping(frame.on);
        return;
      case 'error': {
        const error: ChatError = {
          code: frame.code,
          ...(frame.retryAfterSeconds !== undefined
            ? { retryAfterSeconds: frame.retryAfterSeconds }
            : {}),
        };
        const pending = frame.clientId
          ? this.snapshot.pending.map((p) =>
              p.clientId === frame.clientId ? { ...p, refused: frame.code } : p,
            )
          : this.snapshot.pending;
        this.update({ error, pending });
        return;
      }
      case 'pong':
        return;
    }
  }

  /** Takes a newer state of the conversation (or a new conversation); never an older one. */
  private setConversation(next: ChatConversationState | null, refresh = true) {
    const current = this.snapshot.conversation;
    if (next && current && next.id < current.id) return;
    this.update({ conversation: next });
    if (refresh) this.refresh();
  }

  private addMessages(messages: readonly ChatMessage[], refresh = true) {
    let pending = this.snapshot.pending;
    for (const message of messages) {
      this.byId.set(message.id, message);
      if (message.clientId !== null)
        pending = pending.filter((p) => p.clientId !== message.clientId);
    }
    this.update({ pending, messages: [...this.byId.values()].sort(byPosition) });
    if (refresh) this.refresh();
  }

  private lastSeqHeld(conversationId: number) {
    let last = 0;
    for (const m of this.byId.values())
      if (m.conversationId === conversationId && m.seq > last) last = m.seq;
    return last;
  }

  /** The hello's `after`: the last seq held of the conversation the server will answer with. */
  private afterSeq() {
    const { conversation } = this.snapshot;
    return conversation ? this.lastSeqHeld(conversation.id) : 0;
  }

  private heldUnread() {
    const { conversation, messages } = this.snapshot;
    if (!conversation) return 0;
    return unreadOf(
      messages.filter((m) => m.conversationId === conversation.id),
      'player',
      conversation.playerReadSeq,
    );
  }

  private refresh() {
    const unread = this.heldUnread() + this.unreadBeyond;
    if (unread !== this.snapshot.unread) this.update({ unread });
  }

  private setStaffTyping(on: boolean) {
    if (this.typingTimer !== null) clearTimeout(this.typingTimer);
    this.typingTimer = null;
    if (on) {
      this.typingTimer = setTimeout(() => {
        this.typingTimer = null;
        this.update({ staffTyping: false });
      }, CHAT_TYPING_SECONDS * 1000);
    }
    if (this.snapshot.staffTyping !== on) this.update({ staffTyping: on });
  }

  private update(patch: Partial<ChatSnapshot>) {
    const before = this.snapshot.pending;
    this.snapshot = { ...this.snapshot, ...patch };
    if (this.snapshot.pending !== before)
      this.options.outbox?.save(outboxOwner(this.token), this.snapshot.pending);
    for (const listener of this.listeners) listener();
  }

  private loadOutbox(): PendingMessage[] {
    return this.options.outbox?.load(outboxOwner(this.token)) ?? [];
  }
}
