import type { FastifyInstance } from 'fastify';
import { chatImagePath, consoleChatImagePath } from '@lobby/contract/values/chat';
import { FEEDBACK_IMAGE_KEY } from '@lobby/contract/values/feedback';
import type { ModuleDeps, ServerModule } from '../server-module';
import type { AccountsService } from '../accounts/accounts.service';
import { ErrorCode } from '@/core/app-error';
import { sendError } from '@/core/envelope';
import { consoleSessionFor } from '@/core/console-routes';
import { sendImage } from '@/core/send-image';
import { localChatBus, redisChatBus, type ChatBus } from './chat-bus';
import { ChatHub } from './chat-hub';
import { senderKeyOf } from './chat.repo';
import { chatConsoleRoutes, chatRoutes } from './chat.routes';
import { ChatService } from './chat.service';
import { registerChatSockets } from './chat-socket';
import { CHAT_SWEEP_MS, ChatRevocations } from './chat-revocations';
import type { SessionNotices } from '../sessions/session-cache';
import { DEFAULT_SESSION_LIFETIME } from '../sessions/sessions.service';
import { chatErasure, exportChat } from './chat-data-rights';

export const PRUNE_CHAT_IMAGES_QUEUE = 'chat.pruneImages';
export const SWEEP_CHAT_SESSIONS_QUEUE = 'chat.sweepSessions';
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Customer service and the live chat (docs/service.md): getCustomerServices and image uploads
 * as calls, the sockets, the staff's console calls, images for the players of their
 * conversation and for staff, and an hourly prune of images never sent.
 */
export const chatModule = (
  deps: Omit<ModuleDeps, 'allowFrames' | 'securityEvents'>,
  accounts: AccountsService,
  options: {
    bus?: ChatBus;
    /** The session-revocation notices (modules/sessions): the sockets follow their sessions. */
    notices?: SessionNotices;
    /** SESSION_MAX_DAYS, a player's session's longest life. */
    sessionMaxDays?: number;
    /**
     * Listens to the ledger's committed balance changes (answers the stop): each nudges the
     * player's sockets on every instance to ask their balance again (ADR 0063).
     */
    balanceChanges?: (listener: (userId: number) => void) => () => void;
  } = {},
): ServerModule => {
  const bus =
    options.bus ??
    (deps.env.REDIS_URL
      ? redisChatBus(deps.env.REDIS_URL, (error) =>
          deps.log.warn({ err: error }, 'redis error (chat fan-out)'),
        )
      : localChatBus());
  const service = new ChatService({
    db: deps.db,
    settings: deps.settings,
    accounts,
    clock: deps.clock,
    bus,
    images: deps.images('chat'),
  });
  const hub = new ChatHub((playerKeys) => {
    service
      .queuedPlaces(playerKeys)
      .then((places) => {
        for (const { playerKey, state } of places)
          hub.toPlayer(playerKey, { t: 'conversation', conversation: state });
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'chat queue places failed'));
  });
  const revocations = new ChatRevocations({
    db: deps.db,
    hub,
    log: deps.log,
    sessionMaxDays: options.sessionMaxDays ?? DEFAULT_SESSION_LIFETIME.maxDays,
  });
  options.notices?.onNotice((notice) => revocations.heard(notice));
  bus.subscribe((event) => {
    if (event.kind === 'sweep') revocations.sweep();
    else hub.deliver(event);
  });
  const stopBalances = options.balanceChanges?.((userId) =>
    bus.publish({ kind: 'balance', playerKey: senderKeyOf({ userId }) }),
  );
  // One run per slot across the instances; the bus takes the sweep to every instance's sockets.
  deps.jobs.every(SWEEP_CHAT_SESSIONS_QUEUE, CHAT_SWEEP_MS, async () => {
    bus.publish({ kind: 'sweep' });
  });
  deps.jobs.every(PRUNE_CHAT_IMAGES_QUEUE, PRUNE_EVERY_MS, async () => {
    await service.images.prune();
  });

  return {
    name: 'chat',
    routes: chatRoutes(service),
    consoleRoutes: chatConsoleRoutes(service),
    dataExport: exportChat,
    dataErasure: chatErasure(deps.images('chat')),
    async registerHttp(app: FastifyInstance) {
      await registerChatSockets(app, {
        service,
        hub,
        log: deps.log,
        sessionOfToken: deps.sessionOfToken,
        consoleSessionOf: deps.consoleSessionOf,
      });
      app.get(
        chatImagePath(':key'),
        { schema: { hide: true }, config: { securityHeaders: 'api' } },
        async (request, reply) => {
          reply.header('cache-control', 'no-store');
          const session = await deps.sessionOf(request);
          if (!session) return sendError(reply, ErrorCode.UNAUTHORIZED);
          const { key } = request.params as { key: string };
          const image = FEEDBACK_IMAGE_KEY.test(key)
            ? await service.images.read(key, session.userId)
            : null;
          if (!image) return sendError(reply, ErrorCode.NOT_FOUND);
          return sendImage(reply, image, { kind: 'chat', key }, 'authorization');
        },
      );
      app.get(
        consoleChatImagePath(':key'),
        { schema: { hide: true }, config: { securityHeaders: 'api' } },
        async (request, reply) => {
          reply.header('cache-control', 'no-store');
          if (!(await consoleSessionFor(request, reply, 'chat.read', deps.consoleSessionOf)))
            return reply;
          const { key } = request.params as { key: string };
          const image = FEEDBACK_IMAGE_KEY.test(key) ? await service.images.read(key, null) : null;
          if (!image) return sendError(reply, ErrorCode.NOT_FOUND);
          return sendImage(reply, image, { kind: 'chat', key }, 'cookie');
        },
      );
    },
    // The app answers once other instances' events reach this one.
    async start() {
      await bus.ready;
    },
    async stop() {
      stopBalances?.();
      await bus.close();
    },
  };
};
