/**
 * Customer service and its live chat: the paths, limits and shapes the browser and the server
 * share (docs/service.md). The server enforces every number here; the widget and the console
 * check the same numbers before they send, so a refusal is rare.
 */

/** The player's chat socket (WebSocket), on the player API's prefix. */
export const CHAT_SOCKET_PATH = '/app/v1/chat/socket';
/** The staff's chat socket, on the console API's prefix (a console session's cookie). */
export const CONSOLE_CHAT_SOCKET_PATH = '/console/api/v1/chat/socket';

/** A chat image's bytes for a player of its conversation (their session's authorization). */
export const chatImagePath = (key: string) => `/app/v1/chat/image/${key}`;
/** The same bytes for staff (a console session). */
export const consoleChatImagePath = (key: string) => `/console/api/v1/chat/image/${key}`;

/** A message's longest text, in characters. */
export const CHAT_TEXT_MAX = 2000;
/** Messages a player may send per minute (staff are not limited). */
export const CHAT_MESSAGES_PER_MINUTE = 20;
/** Images a player may send per hour. */
export const CHAT_IMAGES_PER_HOUR = 10;
/** Messages a socket's first frame answers with, at most (the latest ones). */
export const CHAT_HISTORY_MAX = 200;
/**
 * How long a socket may stay without any frame before the server closes it: the client pings
 * every CHAT_PING_SECONDS.
 */
export const CHAT_IDLE_SECONDS = 75;
export const CHAT_PING_SECONDS = 25;
/** How long "typing" shows after the last typing frame, unless "stopped" comes first. */
export const CHAT_TYPING_SECONDS = 6;

/**
 * A message's id chosen by its sender: resent under the same id after a dropped socket, it is
 * stored once and acknowledged again with the stored message (docs/service.md "Never lost, never
 * doubled").
 */
export const CHAT_CLIENT_ID = /^[A-Za-z0-9_-]{8,64}$/;
/**
 * A visitor's device id: 128 random bits or more in base64url, made once by the browser and
 * kept in its storage. It is what lets a visitor's conversation continue, so it is a secret
 * of that browser and never shown.
 */
export const CHAT_DEVICE_ID = /^[A-Za-z0-9_-]{22,64}$/;

/** Close codes of the chat socket besides the standard ones. */
export const ChatCloseCode = {
  /** The first frame was not a valid hello, or a session expired: sign in again. */
  Unauthorized: 4401,
  /** Another hello on the same socket, or a frame that is not JSON of the protocol. */
  ProtocolError: 4400,
  /** No frame for CHAT_IDLE_SECONDS. */
  Idle: 4408,
  /**
   * The session the socket was opened with ended while it was open (signed out, locked,
   * expired, replaced by a sign-in elsewhere, a staff member disabled): do not reconnect, show
   * "signed out"; a new session opens a new socket. Reason `signed out`.
   */
  SignedOut: 4410,
  /** A staff member's role no longer holds `chat`: do not reconnect. Reason `forbidden`. */
  Forbidden: 4403,
  /** The server is shutting down: reconnect (to another instance). */
  GoingAway: 1001,
} as const;

/** A conversation's life: waiting in the queue, taken by a staff member, closed by staff. */
export type ChatStatus = 'queued' | 'open' | 'closed';
export type ChatAuthor = 'player' | 'staff' | 'system';

/** What an unread count counts: the other side's messages after the reader's last read seq. */
export const unreadOf = (
  messages: readonly { seq: number; from: ChatAuthor }[],
  reader: 'player' | 'staff',
  lastReadSeq: number,
) => messages.filter((m) => m.from !== reader && m.seq > lastReadSeq).length;
