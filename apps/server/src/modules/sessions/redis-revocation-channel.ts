import { Redis } from 'ioredis';
import type { RevocationChannel } from './session-cache';

const CHANNEL = 'lobby:sessions-ended';

/**
 * Revocations told to every instance through Redis pub/sub (REDIS_URL): each instance drops the
 * user's cached sessions when the message arrives. Should Redis be unreachable, another
 * instance keeps a revoked session at most SESSION_CACHE_MS longer (docs/security.md).
 */
export const redisRevocationChannel = (
  url: string,
  onError: (error: Error) => void,
): RevocationChannel => {
  const options = { connectTimeout: 1000, maxRetriesPerRequest: 1 };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  publisher.on('error', onError);
  subscriber.on('error', onError);
  return {
    publish: (userId) => {
      publisher.publish(CHANNEL, String(userId)).catch(onError);
    },
    subscribe: (onEnded) => {
      subscriber.on('message', (channel: string, message: string) => {
        const userId = Number(message);
        if (channel === CHANNEL && Number.isSafeInteger(userId)) onEnded(userId);
      });
      subscriber.subscribe(CHANNEL).catch(onError);
    },
    close: async () => {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
};
