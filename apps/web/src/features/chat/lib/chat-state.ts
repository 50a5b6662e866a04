import type { ChatConversationState, ChatHours, ChatMessage } from '@lobby/contract/chat';

/** What the live chat's connection holds and shows (chat-connection.ts keeps it). */
export type ChatStatus =
  /** Not started, or stopped. */
  | 'idle'
  /** A socket is opening, or open and waiting for the welcome. */
  | 'connecting'
  /** Welcomed: frames flow. */
  | 'online'
  /** The socket dropped; the next attempt is scheduled (`retryAt`). */
  | 'waiting'
  /** The server refused the hello (close code 4401): nothing more until the session changes. */
  | 'refused'
  /**
   * The session the socket was opened with ended while it was open (close code 4410: signed
   * out, locked, expired, signed in elsewhere): nothing more until the session changes.
   */
  | 'signedOut';

/** A message the player sent that the server has not acknowledged yet, or refused. */
export interface PendingMessage {
  clientId: string;
  text: string;
  imageKey?: string;
  /** The errcode of the error frame that refused it; null while it waits for its ack. */
  refused: number | null;
}

export interface ChatError {
  code: number;
  retryAfterSeconds?: number;
}

export interface ChatSnapshot {
  status: ChatStatus;
  /** When the next attempt is made (epoch ms), while waiting. */
  retryAt: number | null;
  conversation: ChatConversationState | null;
  /** Every message held, oldest first: by conversation, then by seq. */
  messages: readonly ChatMessage[];
  /** Sends not acknowledged yet (the outbox) and sends refused, in the order they were made. */
  pending: readonly PendingMessage[];
  hours: ChatHours | null;
  /** The staff's (and system's) messages the player has not read. */
  unread: number;
  /** A staff typing frame (on) came less than CHAT_TYPING_SECONDS ago. */
  staffTyping: boolean;
  /** The last error frame, until dismissed or the next send. */
  error: ChatError | null;
}

/**
 * Where the outbox outlives the page: a reload, a crash or a closed tab does not lose a send the
 * server never acknowledged. Sends are kept per owner (a session, or this browser's visitor), so
 * one identity's unsent messages never go out as another's.
 */
export interface ChatOutboxStore {
  load(owner: string): PendingMessage[];
  save(owner: string, pending: readonly PendingMessage[]): void;
}

/** FNV-1a: the outbox's owner names a session without keeping its token in storage twice. */
const fingerprint = (text: string) => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
};

/** Whose outbox a connection holds: the session's, or the visitor's. */
export const outboxOwner = (token: string | null) =>
  token === null ? 'visitor' : `session:${fingerprint(token)}`;
