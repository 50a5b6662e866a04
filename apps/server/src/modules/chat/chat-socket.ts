import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import {
  ChatClientFrame,
  PlayerHelloFrame,
  StaffHelloFrame,
  type ChatServerFrame,
} from '@lobby/contract/chat';
import {
  CHAT_IDLE_SECONDS,
  CHAT_SOCKET_PATH,
  ChatCloseCode,
  CONSOLE_CHAT_SOCKET_PATH,
} from '@lobby/contract/values/chat';
import { errorCatalogue } from '@lobby/contract/values/errors';
import { ErrorCode, isAppError } from '@/core/app-error';
import { consoleSessionFor } from '@/core/console-routes';
import type { SessionInfo } from '@/core/sessions';
import type { StaffSession } from '@/core/sessions';
import { can } from '@lobby/contract/values/console';
import type { ChatHub, ChatPeer, PeerSession } from './chat-hub';
import { senderKeyOf } from './chat.repo';
import type { ChatSender, ChatService } from './chat.service';

/** A frame's largest size: a message's text is at most 2000 characters. */
const MAX_FRAME_BYTES = 16 * 1024;
/** How long a socket may take to say hello. */
const HELLO_SECONDS = 10;

export interface ChatSocketDeps {
  readonly service: ChatService;
  readonly hub: ChatHub;
  readonly log: FastifyBaseLogger;
  readonly sessionOfToken: (token: string) => Promise<SessionInfo | null>;
  readonly consoleSessionOf: (request: FastifyRequest) => Promise<StaffSession | null>;
  /** Seconds without a frame before a socket is closed (tests shorten it). */
  readonly idleSeconds?: number;
}

const instance = randomBytes(4).toString('hex');
let peers = 0;

const errorFrame = (code: ErrorCode, clientId: string | null, details?: unknown) => {
  const retry = (details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
  return {
    t: 'error',
    code,
    msg: errorCatalogue[code].msg,
    clientId,
    ...(retry === undefined ? {} : { retryAfterSeconds: retry }),
  } satisfies ChatServerFrame;
};

/** The clientId of a frame that failed to parse, when it has one (to stop its resends). */
const clientIdOf = (frame: unknown) => {
  const id = (frame as { clientId?: unknown } | null)?.clientId;
  return typeof id === 'string' && id.length <= 64 ? id : null;
};

/**
 * One socket's life, for a player or staff: the hello (within HELLO_SECONDS), then its frames
 * one at a time in arrival order (so sends are stored in the order they were sent), an idle
 * close, and the hub's bookkeeping. `who` answers the hello: the sender, or null to refuse.
 */
const serve = (
  socket: WebSocket,
  deps: ChatSocketDeps,
  who: {
    hello(frame: unknown): Promise<{
      sender: ChatSender;
      welcome: ChatServerFrame;
      /** The session it was opened with, which it follows (chat-revocations.ts). */
      session: PeerSession | null;
      /** A player's socket for the balance's nudges alone. */
      balanceOnly?: boolean;
    } | null>;
    /**
     * Whether the sender may still act, checked before each send: null, or the close code of why
     * not (their session ended: SignedOut; a role without the chat: Forbidden).
     */
    refusal(): Promise<number | null>;
    join(peer: ChatPeer): void;
    leave(peer: ChatPeer): void;
  },
) => {
  const peer: ChatPeer & { session: PeerSession | null; balanceOnly: boolean } = {
    balanceOnly: false,
    id: `${instance}:${(peers += 1)}`,
    session: null,
    send: (frame) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
    },
    close: (code, reason) => socket.close(code, reason),
  };
  let sender: ChatSender | null = null;
  let joined = false;
  // Frames are handled one at a time per conversation, in arrival order: a player's socket has
  // one; staff's frames about different conversations go side by side. All wait for the hello.
  const chains = new Map<string, Promise<void>>();
  let hello: Promise<void> | null = null;
  const idleMs = (deps.idleSeconds ?? CHAT_IDLE_SECONDS) * 1000;
  let idle = setTimeout(
    () => socket.close(ChatCloseCode.Unauthorized, 'hello'),
    HELLO_SECONDS * 1000,
  );
  const refreshIdle = () => {
    clearTimeout(idle);
    idle = setTimeout(() => socket.close(ChatCloseCode.Idle, 'idle'), idleMs);
  };

  const handle = async (text: string) => {
    let frame: unknown;
    try {
      frame = JSON.parse(text);
    } catch {
      peer.send(errorFrame(ErrorCode.BAD_REQUEST, null));
      socket.close(ChatCloseCode.ProtocolError, 'not JSON');
      return;
    }
    if (!sender) {
      const answer = await who.hello(frame);
      if (!answer) {
        peer.send(errorFrame(ErrorCode.UNAUTHORIZED, null));
        socket.close(ChatCloseCode.Unauthorized, 'hello');
        return;
      }
      sender = answer.sender;
      peer.session = answer.session;
      peer.balanceOnly = answer.balanceOnly === true;
      refreshIdle();
      if (socket.readyState !== socket.OPEN) return;
      who.join(peer);
      joined = true;
      peer.send(answer.welcome);
      return;
    }
    refreshIdle();
    const parsed = ChatClientFrame.safeParse(frame);
    if (!parsed.success) {
      peer.send(errorFrame(ErrorCode.BAD_REQUEST, clientIdOf(frame)));
      return;
    }
    const f = parsed.data;
    if (f.t === 'ping') {
      peer.send({ t: 'pong' });
      return;
    }
    const refusal = f.t === 'send' ? await who.refusal() : null;
    if (f.t === 'send' && refusal !== null) {
      const forbidden = refusal === ChatCloseCode.Forbidden;
      peer.send(
        errorFrame(forbidden ? ErrorCode.STAFF_FORBIDDEN : ErrorCode.UNAUTHORIZED, f.clientId),
      );
      socket.close(refusal, forbidden ? 'forbidden' : 'signed out');
      return;
    }
    try {
      if (f.t === 'send') peer.send(await deps.service.send(sender, f, peer.id));
      else if (f.t === 'read') await deps.service.read(sender, f.conversationId, f.seq);
      else await deps.service.typing(sender, f.conversationId, f.on, peer.id);
    } catch (error) {
      if (!isAppError(error)) throw error;
      peer.send(errorFrame(error.code, f.t === 'send' ? f.clientId : null, error.details));
    }
  };

  socket.on('message', (data, isBinary) => {
    const text = isBinary ? '' : String(data);
    const conversationId = (safeJson(text) as { conversationId?: unknown } | null)?.conversationId;
    const key = hello && typeof conversationId === 'number' ? `c:${conversationId}` : '';
    const next = (chains.get(key) ?? hello ?? Promise.resolve())
      .then(() => handle(text))
      .catch((error: unknown) => {
        deps.log.error({ err: error }, 'chat frame failed');
        peer.send(errorFrame(ErrorCode.INTERNAL, clientIdOf(safeJson(text))));
      });
    hello ??= next;
    chains.set(key, next);
    void next.then(() => {
      if (chains.get(key) === next) chains.delete(key);
    });
  });
  socket.on('close', () => {
    clearTimeout(idle);
    if (joined) who.leave(peer);
  });
  socket.on('error', (error) => deps.log.debug({ err: error }, 'chat socket error'));
};

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * The chat's sockets: the player's on the player API (the hello carries the session token, or
 * only a device id for a visitor) and staff's on the console API (the console cookie, checked
 * with the upgrade, with the 'chat' permission and the console's own origin).
 */
export const registerChatSockets = async (app: FastifyInstance, deps: ChatSocketDeps) => {
  const { default: websocket } = await import('@fastify/websocket');
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });

  app.get(
    CHAT_SOCKET_PATH,
    { websocket: true, schema: { hide: true }, config: { securityHeaders: 'api' } },
    (socket) => {
      let token: string | undefined;
      let playerKey = '';
      serve(socket, deps, {
        hello: async (frame) => {
          const hello = PlayerHelloFrame.safeParse(frame);
          if (!hello.success) return null;
          token = hello.data.token;
          const session = token ? await deps.sessionOfToken(token) : null;
          if (token && !session) return null;
          const identity = session ? { userId: session.userId } : { deviceId: hello.data.deviceId };
          playerKey = senderKeyOf(identity);
          // The balance's socket reads nothing of the chat; a visitor has no balance to watch.
          const balanceOnly = hello.data.balanceOnly === true;
          if (balanceOnly && !session) return null;
          return {
            sender: { side: 'player', identity },
            welcome: balanceOnly
              ? { t: 'watching' }
              : await deps.service.playerWelcome(identity, hello.data.after),
            session: session && { side: 'player', ...session },
            balanceOnly,
          };
        },
        refusal: async () =>
          !token || (await deps.sessionOfToken(token)) ? null : ChatCloseCode.SignedOut,
        join: (peer) => deps.hub.addPlayer(playerKey, peer),
        leave: (peer) => deps.hub.removePlayer(playerKey, peer),
      });
    },
  );

  app.get(
    CONSOLE_CHAT_SOCKET_PATH,
    {
      websocket: true,
      schema: { hide: true },
      config: { securityHeaders: 'api' },
      preValidation: async (request, reply) => {
        if (!(await consoleSessionFor(request, reply, 'chat', deps.consoleSessionOf))) return reply;
      },
    },
    (socket, request) => {
      serve(socket, deps, {
        hello: async (frame) => {
          if (!StaffHelloFrame.safeParse(frame).success) return null;
          const session = await deps.consoleSessionOf(request);
          if (!session || !can(session.staff.role, 'chat')) return null;
          return {
            sender: { side: 'staff', staff: { id: session.staff.id, name: session.staff.name } },
            welcome: await deps.service.staffWelcome(),
            session: { side: 'staff', staffId: session.staff.id, sessionId: session.sessionId },
          };
        },
        refusal: async () => {
          const session = await deps.consoleSessionOf(request);
          if (!session) return ChatCloseCode.SignedOut;
          return can(session.staff.role, 'chat') ? null : ChatCloseCode.Forbidden;
        },
        join: (peer) => deps.hub.addStaff(peer),
        leave: (peer) => deps.hub.removeStaff(peer),
      });
    },
  );
};
