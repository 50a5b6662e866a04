import { Redis } from 'ioredis';
import type { ChatConversationState, ChatMessage } from '@lobby/contract/chat';

/**
 * What one instance tells every instance (its own too) about a conversation. `playerKey` says
 * whose sockets it is for (u:<userId> or d:<deviceId>); `origin` is the socket that caused it,
 * which already has its answer (an ack) or needs none (its own typing).
 */
export type ChatEvent =
  | { kind: 'message'; playerKey: string; message: ChatMessage; origin: string }
  | {
      kind: 'read';
      playerKey: string;
      conversationId: number;
      by: 'player' | 'staff';
      seq: number;
    }
  | {
      kind: 'typing';
      playerKey: string;
      conversationId: number;
      by: 'player' | 'staff';
      on: boolean;
      origin: string;
    }
  | { kind: 'conversation'; playerKey: string; state: ChatConversationState }
  /** The player's balance changed (a committed ledger transfer): their sockets ask again. */
  | { kind: 'balance'; playerKey: string }
  /** Someone left the queue: every queued player's position moved. */
  | { kind: 'queue' }
  /** Every instance checks its sockets' sessions (the sweep job, chat-revocations.ts). */
  | { kind: 'sweep' };

/** Fan-out of chat events: within this process, or through Redis across instances. */
export interface ChatBus {
  publish(event: ChatEvent): void;
  /** Called for every event published by any instance, in the order each instance sent them. */
  subscribe(handler: (event: ChatEvent) => void): void;
  /** Resolves once events of other instances arrive (the Redis subscription is live). */
  readonly ready: Promise<unknown>;
  close(): Promise<void>;
}

/** One instance: an event reaches this process's sockets only. */
export const localChatBus = (): ChatBus => {
  const handlers: ((event: ChatEvent) => void)[] = [];
  return {
    publish: (event) => {
      for (const handler of handlers) handler(event);
    },
    subscribe: (handler) => {
      handlers.push(handler);
    },
    ready: Promise.resolve(),
    close: async () => {},
  };
};

const CHANNEL = 'lobby:chat';

/**
 * Every instance through Redis pub/sub (REDIS_URL): an instance publishes and delivers what it
 * receives, its own events included, so every socket sees one order per publisher. Should Redis
 * be unreachable, messages are still stored and acknowledged; the other side sees them on its
 * next (re)connect, whose hello reads them from the database.
 */
export const redisChatBus = (url: string, onError: (error: Error) => void): ChatBus => {
  const options = { connectTimeout: 1000, maxRetriesPerRequest: 1 };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  publisher.on('error', onError);
  subscriber.on('error', onError);
  const handlers: ((event: ChatEvent) => void)[] = [];
  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== CHANNEL) return;
    let event: ChatEvent;
    try {
      event = JSON.parse(text) as ChatEvent;
    } catch (error) {
      onError(error as Error);
      return;
    }
    for (const handler of handlers) handler(event);
  });
  const subscribed = subscriber.subscribe(CHANNEL).catch(onError);
  return {
    publish: (event) => {
      publisher.publish(CHANNEL, JSON.stringify(event)).catch(onError);
    },
    subscribe: (handler) => {
      handlers.push(handler);
    },
    ready: subscribed,
    close: async () => {
      await subscribed;
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
};
